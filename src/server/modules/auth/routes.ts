import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { requestCodeBodySchema, requestCodeResultSchema, sessionSchema, verifyCodeBodySchema } from '../../../shared/schemas/user';
import { errorBodySchema } from '../../../shared/schemas/common';
import { DEFAULT_PERSONA, endSession, startSession } from '../../auth/request-session';
import { HttpError } from '../../http/http-error';
import { fromRouteTable } from '../../http/api-route';
import { sessionOf } from '../session/account';
import { CodeRefused, requestSignInCode, verifySignInCode } from './service';
import { findUserIdByPhone } from './repository';
import { auditContextOf, recordAudit, recordSessionEvent } from '../audit/service';

const refusals = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

/** Phone sign-in with one-time codes, and signing out (ADR 016). Online only: no Idempotency-Key. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Signed out: nobody, or in demo mode the default persona again. */
  const afterSignOut = () => sessionOf(app.db, app.demoMode ? { id: DEFAULT_PERSONA, userType: 'customer' } : null, app.demoMode, app.payments.gateway.available);

  app.route({
    ...fromRouteTable(apiRoutes.requestSignInCode, {
      tags: ['sign-in'],
      summary:
        'Send a 6-digit sign-in code by SMS to an Indian mobile (typed as people type it). The answer is the same whether or not the number has an account.',
      description:
        'A code is valid 5 minutes and once; a new one may be asked for after 30 s, at most 5 per number per hour and ' +
        'OTP_REQUESTS_PER_ADDRESS (20) per address per 10 minutes: beyond, 429 with Retry-After. 503 when the SMS could not be sent (nothing is stored).',
      'x-not-idempotent': true,
      body: requestCodeBodySchema,
      response: { 202: requestCodeResultSchema, ...refusals, 503: errorBodySchema },
    }),
    handler: async (request, reply) => {
      const result = await requestSignInCode(app.db, app.signIn, request.log, request.body.phone, request.ip);
      app.metrics.signInCodesSent.inc();
      return reply.code(202).send(result);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.verifySignInCode, {
      tags: ['sign-in'],
      summary: 'Sign in with the code: a number seen for the first time becomes a new customer account (then set its name with PATCH /api/account)',
      description: 'A wrong code spends one of its 5 tries (401 says how many are left); after the fifth it is void and a new one must be asked for.',
      'x-sets-session-cookie': true,
      'x-not-idempotent': true,
      body: verifyCodeBodySchema,
      response: { 200: sessionSchema, ...refusals },
    }),
    handler: async (request, reply) => {
      const { phone, code } = request.body;
      const { userId } = await verifySignInCode(app.db, app.signIn, phone, code).catch(async (error: unknown) => {
        if (error instanceof CodeRefused) {
          // After the refusal committed; the number's account (if any) is the subject, the phone masked, never the code.
          const account = await findUserIdByPhone(app.db, phone);
          await recordAudit(app.db, auditContextOf(request, null), 'session.sign-in-failed', {
            subject: account,
            after: { phone, reason: error.reason, triesLeft: error.triesLeft },
          });
        }
        throw error;
      });
      const record = await startSession(app.sessions, request, reply, userId);
      await recordSessionEvent(app.db, request, 'session.sign-in', { id: record.userId, userType: record.userType }, { method: 'code' });
      return sessionOf(app.db, { id: record.userId, userType: record.userType, sessionId: record.sessionId }, app.demoMode, app.payments.gateway.available);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.signOut, {
      tags: ['sign-in'],
      summary: 'Sign out: this session ends and its cookie is cleared (nothing happens without one); answers the session as it is now',
      'x-sets-session-cookie': true,
      'x-not-idempotent': true,
      response: { 200: sessionSchema },
    }),
    handler: async (request, reply) => {
      await recordSessionEvent(app.db, request, 'session.sign-out', request.session && request.actor);
      await endSession(app.sessions, request, reply);
      return afterSignOut();
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.signOutEverywhere, {
      tags: ['sign-in'],
      summary: "Sign out of all devices: every session of the account ends, this one's too",
      'x-sets-session-cookie': true,
      'x-not-idempotent': true,
      response: { 200: sessionSchema, 401: errorBodySchema },
    }),
    handler: async (request, reply) => {
      if (!request.session) throw new HttpError(401, 'Please sign in to continue.');
      const userId = request.session.userId;
      await recordSessionEvent(app.db, request, 'session.sign-out-everywhere', request.actor);
      await endSession(app.sessions, request, reply);
      await app.sessions.endAll(userId);
      return afterSignOut();
    },
  });
};
