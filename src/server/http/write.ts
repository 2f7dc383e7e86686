import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { IDEMPOTENCY_KEY_MESSAGE, idempotencyKeyHeader } from './api-headers';
import type { DataGroup } from '../changes/change-versions';
import { HttpError, unprocessable } from './http-error';
import { sendNotices } from '../notifications/notify';

export interface WriteResult<T> {
  status?: number;
  body: T;
}

const inFlight = new Set<string>();
/** 409 with Retry-After: the replayer waits and asks again instead of treating it as a refusal. */
const stillRunning = () =>
  new HttpError(409, 'A request with this Idempotency-Key is still being processed', { 'retry-after': '1' });

function requestHash(request: FastifyRequest): string {
  const path = request.url.split('?')[0];
  return crypto
    .createHash('sha256')
    .update(`${request.method} ${path}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  const name = e?.constraint ?? e?.cause?.constraint ?? '';
  return code === '23505' && name.includes(constraint);
}

/**
 * Runs a write in one transaction. With an Idempotency-Key the first answer is stored in that same
 * transaction; a repeat gets the stored answer, the same key with another body 422, a repeat while
 * the first still runs 409. After commit the touched data groups move on, so polls see the change.
 */
export async function runWrite<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  groups: readonly DataGroup[],
  effect: (tx: Tx) => Promise<WriteResult<T>>,
): Promise<FastifyReply> {
  const app = request.server;
  const rawKey = request.headers['idempotency-key'];
  const key = Array.isArray(rawKey) ? rawKey[0] : rawKey;
  if (key !== undefined && !idempotencyKeyHeader.safeParse(key).success) throw new HttpError(400, IDEMPOTENCY_KEY_MESSAGE);
  const actorId = request.actor.id;
  const hash = key ? requestHash(request) : '';
  const flightId = `${actorId}\u0000${key}`;

  if (key) {
    // Claimed before any await, so two copies of one request can never both pass the lookup.
    if (inFlight.has(flightId)) throw stillRunning();
    inFlight.add(flightId);
  }
  try {
    if (key) {
      const [stored] = await app.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.actorId, actorId), eq(idempotencyKeys.key, key)));
      if (stored) {
        if (stored.requestHash !== hash) throw unprocessable('This Idempotency-Key was already used with a different request');
        return reply.code(stored.responseStatus).header('idempotent-replayed', 'true').send(stored.responseBody);
      }
    }
    let told: readonly DataGroup[] = [];
    const result = await app.versions.transaction(app.db, async (tx) => {
      const r = await effect(tx);
      // The people the write told something: their pushes join the outbox in this transaction.
      told = await sendNotices(tx, app.outbox);
      if (key) {
        await tx.insert(idempotencyKeys).values({
          actorId,
          key,
          method: request.method,
          path: request.url.split('?')[0],
          requestHash: hash,
          responseStatus: r.status ?? 200,
          responseBody: r.body as unknown,
        });
      }
      return r;
    }, () => [...groups, ...told]);
    return reply.code(result.status ?? 200).send(result.body);
  } catch (error) {
    if (key && isUniqueViolation(error, 'idempotency_keys')) {
      throw stillRunning();
    }
    throw error;
  } finally {
    if (key) inFlight.delete(flightId);
  }
}

/**
 * runWrite for a write whose answer is what `act` returns, sent with `status` (200 unless given).
 */
export function writeAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  groups: readonly DataGroup[],
  act: (tx: Tx) => Promise<T>,
  status?: number,
): Promise<FastifyReply> {
  return runWrite(request, reply, groups, async (tx) => ({ ...(status ? { status } : {}), body: await act(tx) }));
}
