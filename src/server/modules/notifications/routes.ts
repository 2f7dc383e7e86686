import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { errorBodySchema } from '../../../shared/schemas/common';
import {
  MAX_PUSH_SUBSCRIPTIONS,
  markNotificationsReadBodySchema,
  notificationPreferencesSchema,
  notificationSchema,
  pushEndpointBodySchema,
  pushSubscriptionBodySchema,
} from '../../../shared/schemas/notification';
import { deltaAnswerSchema } from '../../../shared/schemas/sync';
import type { Actor } from '../../auth/actor';
import { notificationsGroupOf } from '../../changes/person-buckets';
import { fromRouteTable } from '../../http/api-route';
import { deltaAnswerEtag, deltaEtag } from '../../http/etag';
import { HttpError, unprocessable } from '../../http/http-error';
import { plainJsonSerializer } from '../../http/plain-json';
import { runWrite, writeAnswer } from '../../http/write';
import { subscriptionRefusal } from '../../notifications/subscription-check';
import { describePreferences, eventsFor, preferencesOf, savePreferences } from '../../notifications/preferences';
import { pullInbox } from './inbox-delta';
import * as repo from './repository';

const tags = ['notifications'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema };

/** A device takes pushes for the account signed in on it: the demo's default visitor has none. */
function signedIn(actor: Actor): void {
  if (!actor.sessionId) throw new HttpError(401, 'Sign in to get notifications on this device');
}

/** The inbox (a delta pull and marking read) and the devices that take pushes (docs/notifications.md). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.pullNotifications, {
      tags,
      summary: "The caller's notifications changed since the cursor (new ones, and ones read since)",
      response: { 200: deltaAnswerSchema(notificationSchema), ...errors },
    }),
    preHandler: deltaEtag(async (request) => ({ groups: [notificationsGroupOf(request.actor.id)] })),
    serializerCompiler: plainJsonSerializer,
    handler: async (request, reply) => {
      const answer = await pullInbox(app.db, request.actor.id, { epoch: app.versions.databaseEpoch, known: app.versions.newestCommitted() }, request.query.since);
      void reply.header('etag', deltaAnswerEtag(request, answer.cursor));
      return answer;
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.markNotificationsRead, {
      tags,
      summary: 'Marks notifications read: these ids, or every one made up to an instant',
      body: markNotificationsReadBodySchema,
      response: { 200: z.object({ read: z.number().int() }), ...errors },
    }),
    handler: async (request, reply) =>
      writeAnswer(request, reply, [notificationsGroupOf(request.actor.id)], async (tx) => {
        const { ids, upTo } = request.body;
        const which = ids ? { ids } : { upTo: new Date(upTo!) };
        return { read: await repo.markRead(tx, request.actor.id, which, new Date()) };
      }),
  });

  app.route({
    ...fromRouteTable(apiRoutes.getNotificationPreferences, {
      tags,
      summary: "What the caller wants to be told: each of their role's events on or off, and quiet hours (India time)",
      response: { 200: notificationPreferencesSchema, ...errors },
    }),
    handler: async (request) => describePreferences(await preferencesOf(app.db, request.actor.id), request.actor.userType),
  });

  app.route({
    ...fromRouteTable(apiRoutes.saveNotificationPreferences, {
      tags,
      summary: "Saves what the caller wants to be told; events not of the caller's role are refused",
      body: notificationPreferencesSchema,
      response: { 200: notificationPreferencesSchema, ...errors },
    }),
    handler: async (request, reply) =>
      writeAnswer(request, reply, [], async (tx) => {
        const theirs = new Set(eventsFor(request.actor.userType));
        const foreign = Object.keys(request.body.events).filter((e) => !theirs.has(e as never));
        if (foreign.length) throw unprocessable(`These are not notifications ${request.actor.userType}s get: ${foreign.join(', ')}`);
        await savePreferences(tx, request.actor.id, request.body, new Date());
        return describePreferences(await preferencesOf(tx, request.actor.id), request.actor.userType);
      }),
  });

  app.route({
    ...fromRouteTable(apiRoutes.getPushPublicKey, {
      tags,
      summary: "The server's VAPID public key, for PushManager.subscribe's applicationServerKey",
      response: { 200: z.object({ publicKey: z.string() }) },
    }),
    handler: async () => ({ publicKey: app.push.vapid.publicKey }),
  });

  app.route({
    ...fromRouteTable(apiRoutes.savePushSubscription, {
      tags,
      summary: "Takes this device's push subscription for the signed-in account (one row per endpoint)",
      body: pushSubscriptionBodySchema,
      response: { 200: z.object({ endpoint: z.string() }), 201: z.object({ endpoint: z.string() }), ...errors },
    }),
    handler: async (request, reply) =>
      runWrite(request, reply, [], async (tx) => {
        signedIn(request.actor);
        const body = request.body;
        const refusal = subscriptionRefusal(body, app.push.allowedHosts);
        if (refusal) throw unprocessable(refusal);
        if ((await repo.countSubscriptionsOf(tx, request.actor.id, body.endpoint)) >= MAX_PUSH_SUBSCRIPTIONS) {
          throw unprocessable(`At most ${MAX_PUSH_SUBSCRIPTIONS} devices can take notifications for one account; turn them off on a device you no longer use`);
        }
        const saved = await repo.saveSubscription(
          tx,
          { endpoint: body.endpoint, accountId: request.actor.id, p256dh: body.keys.p256dh, auth: body.keys.auth, locale: body.locale ?? 'en-IN' },
          new Date(),
        );
        return { status: saved === 'created' ? 201 : 200, body: { endpoint: body.endpoint } };
      }),
  });

  app.route({
    ...fromRouteTable(apiRoutes.deletePushSubscription, {
      tags,
      summary: "Stops pushes to this device (the signed-in account's subscription with this endpoint)",
      body: pushEndpointBodySchema,
      response: { 200: z.object({ deleted: z.boolean() }), ...errors },
    }),
    handler: async (request, reply) =>
      writeAnswer(request, reply, [], async (tx) => {
        signedIn(request.actor);
        return { deleted: await repo.deleteSubscription(tx, request.actor.id, request.body.endpoint) };
      }),
  });
};
