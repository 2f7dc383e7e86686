import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { changePhoneBodySchema, sessionSchema, switchSessionBodySchema, updateAccountBodySchema } from '../../../shared/schemas/user';
import { errorBodySchema } from '../../../shared/schemas/common';
import { startSession } from '../../auth/request-session';
import { forbidden, HttpError, notFound } from '../../http/http-error';
import { fromRouteTable } from '../../http/api-route';
import { findUser, isErased } from '../users/repository';
import { changePhone, joinAsProvider, sessionOf, updateAccount } from './account';
import { confirmWithCode } from '../auth/service';
import { auditContextOf, recordAudit, recordSessionEvent } from '../audit/service';

export const PERSONAS_ONLY_IN_DEMO = 'Switching persona is only possible in the demo. Sign in with your mobile number.';
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Who is signed in, the demo's persona switch, and the account's own settings. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.getSession, {
      tags: ['session'],
      summary:
        'The signed-in account (user null for a visitor outside demo mode); in demo mode also the personas one can switch to, and a first visit gets its session here',
      'x-sets-session-cookie': true,
      response: { 200: sessionSchema },
    }),
    handler: async (request, reply) => {
      const body = await sessionOf(app.db, request.actor, app.demoMode, app.payments.gateway.available);
      if (app.demoMode && !request.session && body.user) await startSession(app.sessions, request, reply, body.user.id);
      return body;
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.switchPersona, {
      tags: ['session'],
      summary: 'Act as another seeded persona (demo mode only; 403 otherwise)',
      'x-sets-session-cookie': true,
      // Switching persona is online only and safe to repeat: no Idempotency-Key.
      'x-not-idempotent': true,
      body: switchSessionBodySchema,
      response: { 200: sessionSchema, 403: errorBodySchema, 404: errorBodySchema },
    }),
    handler: async (request, reply) => {
      if (!app.demoMode) throw forbidden(PERSONAS_ONLY_IN_DEMO);
      const user = await findUser(app.db, request.body.userId);
      if (!user || (await isErased(app.db, user.id))) throw notFound(`There is no persona '${request.body.userId}'`);
      const record = await startSession(app.sessions, request, reply, user.id);
      await recordSessionEvent(app.db, request, 'session.sign-in', { id: record.userId, userType: record.userType }, { method: 'persona' });
      return sessionOf(app.db, { id: record.userId, userType: record.userType }, true, app.payments.gateway.available);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.updateAccount, {
      tags: ['session'],
      summary: "Correct the signed-in account's name (asked for on first sign-in), e-mail or area ('' clears the e-mail and the area); 409 when the e-mail is another account's",
      'x-not-idempotent': true,
      body: updateAccountBodySchema,
      response: { 200: sessionSchema, ...errors },
    }),
    handler: async (request) => {
      await app.versions.transaction(app.db, (tx) => updateAccount(tx, request.actor.id, request.body), () => ['users']);
      return sessionOf(app.db, request.actor, app.demoMode, app.payments.gateway.available);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.changePhone, {
      tags: ['session'],
      summary: 'Change the signed-in account\'s mobile number, with the sign-in code just sent to the new number (POST /api/auth/otp)',
      description: 'The code is checked like a sign-in code (401 when wrong); 409 when the number is another account\'s. The account then signs in with the new number.',
      'x-not-idempotent': true,
      body: changePhoneBodySchema,
      response: { 200: sessionSchema, ...errors },
    }),
    handler: async (request) => {
      if (!request.actor) throw new HttpError(401, 'Please sign in to continue.');
      const { phone, code } = request.body;
      await confirmWithCode(app.db, app.signIn, phone, code);
      await app.versions.transaction(app.db, (tx) => changePhone(tx, request.actor.id, phone), () => ['users']);
      return sessionOf(app.db, request.actor, app.demoMode, app.payments.gateway.available);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.joinAsProvider, {
      tags: ['session'],
      summary: 'Join as a provider: the customer account becomes a provider awaiting verification and starts onboarding',
      'x-not-idempotent': true,
      response: { 200: sessionSchema, ...errors },
    }),
    handler: async (request) => {
      if (!request.actor) throw new HttpError(401, 'Please sign in to continue.');
      await app.versions.transaction(
        app.db,
        async (tx) => {
          const was = await joinAsProvider(tx, request.actor);
          if (was) await recordAudit(tx, auditContextOf(request), 'role.change', { subject: request.actor.id, before: { userType: was }, after: { userType: 'provider' } });
        },
        () => ['users', 'profiles', 'areas', 'verification', 'sessions'],
      );
      app.sessions.forgetUser(request.actor.id);
      const actor = { ...request.actor, userType: 'provider' as const };
      return sessionOf(app.db, actor, app.demoMode, app.payments.gateway.available);
    },
  });
};
