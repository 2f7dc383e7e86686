import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiRoutes } from '../../../shared/api/routes';
import { dataExportFileName, DATA_EXPORT_LIMIT } from '../../../shared/domain/privacy';
import { errorBodySchema } from '../../../shared/schemas/common';
import { eraseAccountBodySchema, sessionSchema } from '../../../shared/schemas/user';
import { consentStatesSchema, saveConsentsBodySchema } from '../../../shared/schemas/privacy';
import { DEFAULT_PERSONA, endSession } from '../../auth/request-session';
import { fileResponse } from '../../http/file-response';
import { fromRouteTable } from '../../http/api-route';
import { confirmWithCode } from '../auth/service';
import { sessionOf } from '../session/account';
import { consentStates, saveConsents } from './consents';
import { accountToErase, ERASURE_CHANGE_GROUPS, eraseAccount } from './erasure';
import { countExport, exportStream } from './export';
import { latestSweep } from './retention';
import { sessionsOf } from './my-sessions';
import { mySessionsSchema } from '../../../shared/schemas/my-sessions';
import { HttpError } from '../../http/http-error';
import { recordSessionEvent } from '../audit/service';
import { requireRole } from '../../auth/actor';
import { latestRetentionSweepSchema } from '../../../shared/schemas/retention';

const errors = { 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };

/** A person's own data: a copy of all of it (a ZIP) and erasing the account (docs/privacy.md, ADR 078, 079). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.exportMyData, {
      tags: ['privacy'],
      summary: 'A copy of everything GaadiCare holds about the signed-in person, as a ZIP of JSON files, their photos and a README.txt',
      description: `At most ${DATA_EXPORT_LIMIT.perDay} per account per rolling day: beyond, 429 with Retry-After.`,
      response: { 200: fileResponse('A ZIP archive', ['application/zip']), ...errors },
    }),
    handler: async (request, reply) => {
      const now = new Date();
      await countExport(app.db, request.actor.id, now);
      const zip = await exportStream(app.db, app.photoStore, request.actor.id, now);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${dataExportFileName(now)}"`)
        .header('cache-control', 'private, no-store')
        // Streamed, so no hash of the bytes: the tag names this copy, made at this instant.
        .header('etag', `"copy-${now.getTime().toString(36)}"`)
        // Bytes skip the JSON serializer; the response schemas describe only the error answers.
        .send(zip as unknown as z.infer<typeof errorBodySchema>);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.getRetentionSweep, {
      tags: ['privacy'],
      summary: 'The latest daily retention sweep: when it finished and how many rows of each kind it removed (administrator)',
      response: { 200: latestRetentionSweepSchema, 401: errorBodySchema, 403: errorBodySchema },
    }),
    handler: async (request) => {
      requireRole(request.actor, 'admin');
      return { sweep: await latestSweep(app.db) };
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.listMySessions, {
      tags: ['privacy'],
      summary: "Where the signed-in person is signed in: each session's device (a summary like 'Chrome on Android'), when it started and was last used",
      response: { 200: mySessionsSchema, 401: errorBodySchema },
    }),
    handler: async (request) => sessionsOf(app.db, request.actor.id, request.session?.sessionId ?? null, new Date()),
  });

  app.route({
    ...fromRouteTable(apiRoutes.signOutOtherDevices, {
      tags: ['privacy'],
      summary: 'Sign out every other device: each session of the account but this one ends',
      'x-not-idempotent': true,
      response: { 200: mySessionsSchema, 401: errorBodySchema },
    }),
    handler: async (request) => {
      if (!request.session) throw new HttpError(401, 'Please sign in to continue.');
      await app.sessions.endAll(request.session.userId, request.session.sessionId);
      await recordSessionEvent(app.db, request, 'session.sign-out-everywhere', request.actor, { keptThisDevice: true });
      return sessionsOf(app.db, request.actor.id, request.session.sessionId, new Date());
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.getMyConsents, {
      tags: ['privacy'],
      summary: "The signed-in person's latest decision on each purpose: the privacy notice (shown at sign-up), notifications and marketing",
      response: { 200: consentStatesSchema, 401: errorBodySchema },
    }),
    handler: async (request) => consentStates(app.db, request.actor.id),
  });

  app.route({
    ...fromRouteTable(apiRoutes.saveMyConsents, {
      tags: ['privacy'],
      summary: 'Turn the optional purposes on or off; each decision is logged with the notice version and the time. Turning notifications off forgets the browsers that took pushes.',
      'x-not-idempotent': true,
      body: saveConsentsBodySchema,
      response: { 200: consentStatesSchema, 400: errorBodySchema, 401: errorBodySchema },
    }),
    handler: async (request) => {
      await app.db.transaction((tx) => saveConsents(tx, request.actor.id, request.body, new Date()));
      return consentStates(app.db, request.actor.id);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.eraseMyAccount, {
      tags: ['privacy'],
      summary: "Erase the signed-in account, confirmed with a sign-in code just sent to the account's own number (POST /api/auth/otp)",
      description:
        'Erases the name, number, e-mail, addresses, coordinates, photos, identity documents, devices, sessions (signed out everywhere) and consents; ' +
        'keeps the tax invoices as issued and the money rows under the emptied account. 409 with the reason while a booking is not finished or a tool is out; ' +
        '401 for a wrong code. Answers the session as it is after (nobody, or the demo persona).',
      'x-sets-session-cookie': true,
      'x-not-idempotent': true,
      body: eraseAccountBodySchema,
      response: { 200: sessionSchema, 400: errorBodySchema, ...errors },
    }),
    handler: async (request, reply) => {
      const accountId = request.actor.id;
      // Refused before the code is spent: a booking in progress needs no code to be told so.
      const { phone } = await accountToErase(app.db, accountId);
      await confirmWithCode(app.db, app.signIn, phone, request.body.code);
      const { photoIds } = await app.versions.transaction(
        app.db,
        (tx) => eraseAccount(tx, accountId, new Date()),
        () => ERASURE_CHANGE_GROUPS,
      );
      for (const id of photoIds) await app.photoStore.delete(id);
      await endSession(app.sessions, request, reply);
      await app.sessions.endAll(accountId);
      request.log.info({ accountId }, 'account erased');
      if (!app.demoMode) return sessionOf(app.db, null, false, app.payments.gateway.available);
      // The demo acts as its default persona after; once that one is erased there is nobody to act as.
      return sessionOf(app.db, accountId === DEFAULT_PERSONA ? null : { id: DEFAULT_PERSONA, userType: 'customer' }, true, app.payments.gateway.available);
    },
  });
};
