import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { changeState } from '../db/schema';
import { CHANGES_CHANNEL, type ChangeVersions } from './change-versions';

/** How often change_state is re-read, whatever notifications arrive: the bound on a lost one. */
export const CHANGE_STATE_REREAD_MS = 1_000;

/**
 * Keeps this process's change versions in step with writes made by other processes on the same
 * PostgreSQL database: LISTEN on CHANGES_CHANNEL moves them as each write commits, and a re-read
 * of change_state every second moves them even if a notification was lost (a dropped listening
 * connection, say). Answers are built from the database either way, so a late move only delays
 * a poll's 200 by at most that second; it never loses a change.
 */
export async function listenForChanges(
  databaseUrl: string,
  db: Db,
  versions: ChangeVersions,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const { Client } = await import('pg');
  let client: InstanceType<typeof Client> | null = null;
  let closed = false;

  const connect = async () => {
    const c = new Client({ connectionString: databaseUrl });
    c.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) versions.advanceFromMessage(message.payload);
    });
    c.on('error', (error) => {
      log.warn({ err: error }, 'the change notification connection failed; reconnecting');
      client = null;
      void c.end().catch(() => undefined);
    });
    await c.connect();
    await c.query(`LISTEN ${CHANGES_CHANNEL}`);
    client = c;
  };

  const reread = async () => {
    try {
      if (!client && !closed) await connect();
      for (const row of await db.select().from(changeState)) versions.advance([row.dataGroup], row.version);
    } catch (error) {
      log.warn({ err: error }, 'reading change_state failed; trying again in a second');
    }
  };

  await connect();
  const timer = setInterval(() => void reread(), CHANGE_STATE_REREAD_MS);
  timer.unref();
  return async () => {
    closed = true;
    clearInterval(timer);
    await client?.end().catch(() => undefined);
  };
}
