import crypto from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, lte, ne, notExists, sql } from 'drizzle-orm';
import { RETENTION, RETENTION_KINDS, type RetentionKind } from '../../../shared/domain/privacy';
import type { RetentionSweep } from '../../../shared/schemas/retention';
import type { ChangeVersions } from '../../changes/change-versions';
import type { Db, DbOrTx } from '../../db/database';
import { bookings, identityPhotos, identitySubmissions, photos, retentionSweeps, sessions, signInCodes, supportTickets, users } from '../../db/schema';
import { notify, sendNotices } from '../../notifications/notify';
import type { EffectQueue } from '../../outbox/effect-kind';
import { inactivityNoticeSms } from '../../outbox/effects/inactivity-notice-sms';
import { getSettings } from '../admin/config-repository';
import { ERASURE_CHANGE_GROUPS, eraseAccount, FINISHED_BOOKING_STATES, refusalOf } from './erasure';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export type RetentionCounts = Record<RetentionKind, number>;

/** What the sweep works with: the database, the photo files, the outbox (notices) and the sessions' caches. */
export interface RetentionDeps {
  db: Db;
  versions: ChangeVersions;
  photoStore: { delete(id: string): Promise<void> };
  outbox: EffectQueue;
  sessions: { endAll(userId: string): Promise<void> };
}

/** The name of the daily job, and when it runs (India time: 03:30, when nobody books). */
export const RETENTION_TASK = { name: 'privacy.retention-sweep', cron: '30 3 * * *' } as const;

/**
 * A booking's photos are held while a dispute is open about it: a support ticket or grievance
 * naming the booking that the team has not answered yet (docs/privacy.md).
 */
const noOpenDispute = notExists(
  sql`(select 1 from ${supportTickets} where ${supportTickets.bookingId} = ${photos.bookingId} and ${supportTickets.answeredAt} is null)`,
);

/**
 * The daily retention sweep (docs/privacy.md, "What is removed on its own"): deletes what has been
 * kept as long as its purpose needs, records the counts and logs them. Each kind is its own
 * transaction, and files go after their rows are gone, so a sweep stopped half-way is finished by
 * the next; running it twice removes nothing more.
 */
export async function runRetentionSweep(deps: RetentionDeps, now = new Date()): Promise<RetentionCounts> {
  const { db, versions } = deps;
  const counts = Object.fromEntries(RETENTION_KINDS.map((k) => [k, 0])) as RetentionCounts;

  // Identity-document photos, 30 days after the decision; the submission (masked number, decision) stays.
  const decidedBefore = new Date(now.getTime() - RETENTION.identityPhotoDays * DAY_MS);
  const idPhotos = await versions.transaction(
    db,
    (tx) =>
      tx
        .delete(identityPhotos)
        .where(
          inArray(
            identityPhotos.providerId,
            tx
              .select({ id: identitySubmissions.providerId })
              .from(identitySubmissions)
              .where(and(isNotNull(identitySubmissions.reviewedAt), lte(identitySubmissions.reviewedAt, decidedBefore))),
          ),
        )
        .returning({ id: identityPhotos.id }),
    (rows) => (rows.length ? ['verification'] : []),
  );
  for (const { id } of idPhotos) await deps.photoStore.delete(id);
  counts.identityPhotos = idPhotos.length;

  // Job photos, photoRetentionDays after they were taken, of finished jobs no open dispute holds.
  const { photoRetentionDays } = await getSettings(db);
  const takenBefore = new Date(now.getTime() - photoRetentionDays * DAY_MS);
  const jobPhotos = await versions.transaction(
    db,
    (tx) =>
      tx
        .delete(photos)
        .where(
          and(
            lte(photos.createdAt, takenBefore),
            inArray(photos.bookingId, tx.select({ id: bookings.id }).from(bookings).where(inArray(bookings.status, [...FINISHED_BOOKING_STATES]))),
            noOpenDispute,
          ),
        )
        .returning({ id: photos.id }),
    (rows) => (rows.length ? ['photos'] : []),
  );
  for (const { id } of jobPhotos) await deps.photoStore.delete(id);
  counts.jobPhotos = jobPhotos.length;

  // Sign-in code records, a day after the code was asked for (the limits per number and address look back an hour).
  const codes = await db
    .delete(signInCodes)
    .where(lte(signInCodes.createdAt, new Date(now.getTime() - RETENTION.signInCodeDays * DAY_MS)))
    .returning({ id: signInCodes.id });
  counts.signInCodes = codes.length;

  // Expired sessions (no process accepts them any more: each checks the expiry).
  const expired = await db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.id });
  counts.sessions = expired.length;

  counts.inactivityNotices = await noticeInactiveAccounts(deps, now);
  counts.inactiveAccounts = await eraseInactiveAccounts(deps, now);

  await db.insert(retentionSweeps).values({ id: crypto.randomUUID(), finishedAt: now, counts });
  return counts;
}

/** Accounts unused for INACTIVE years, not yet told: each gets an inbox notice (and its push) and an SMS. */
async function noticeInactiveAccounts(deps: RetentionDeps, now: Date): Promise<number> {
  const idleSince = new Date(now);
  idleSince.setUTCFullYear(idleSince.getUTCFullYear() - RETENTION.inactiveAccountYears);
  const idle = await deps.db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(isNull(users.erasedAt), isNull(users.inactivityNoticeAt), ne(users.userType, 'admin'), lte(users.lastActiveAt, idleSince)));
  for (const account of idle) {
    await deps.versions.transaction(
      deps.db,
      async (tx) => {
        // Marked only if still idle and untold: two sweeps at once tell the account once.
        const [marked] = await tx
          .update(users)
          .set({ inactivityNoticeAt: now })
          .where(and(eq(users.id, account.id), isNull(users.inactivityNoticeAt), lte(users.lastActiveAt, idleSince)))
          .returning({ id: users.id });
        if (!marked) return [];
        await notify(tx, { accountId: account.id, event: 'accountInactive', params: {} }, now);
        if (account.phone) await deps.outbox.enqueue(tx, inactivityNoticeSms, { accountId: account.id, to: account.phone, noticeAt: now.toISOString() });
        return sendNotices(tx, deps.outbox, now);
      },
      (groups) => groups,
    );
  }
  return idle.length;
}

/**
 * Accounts told INACTIVE_NOTICE_HOURS ago and not used since (signing in clears the notice) are
 * erased as the person's own erasure does; an account with a job or a tool still out is left for a
 * later sweep.
 */
async function eraseInactiveAccounts(deps: RetentionDeps, now: Date): Promise<number> {
  const toldBefore = new Date(now.getTime() - RETENTION.inactiveNoticeHours * HOUR_MS);
  const due = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.erasedAt), isNotNull(users.inactivityNoticeAt), lte(users.inactivityNoticeAt, toldBefore), ne(users.userType, 'admin')));
  let erased = 0;
  for (const { id } of due) {
    if (await refusalOf(deps.db, id)) continue;
    const { photoIds } = await deps.versions.transaction(
      deps.db,
      (tx) => eraseAccount(tx, id, now, 'inactive'),
      () => ERASURE_CHANGE_GROUPS,
    );
    for (const photoId of photoIds) await deps.photoStore.delete(photoId);
    await deps.sessions.endAll(id);
    erased += 1;
  }
  return erased;
}

/** The latest sweep, for the admin overview; null before the first. */
export async function latestSweep(db: DbOrTx): Promise<RetentionSweep | null> {
  const [row] = await db.select().from(retentionSweeps).orderBy(desc(retentionSweeps.finishedAt)).limit(1);
  if (!row) return null;
  return { finishedAt: row.finishedAt.toISOString(), counts: row.counts as RetentionCounts };
}

/** Registers the daily sweep on the job queue (once across processes) and logs each run's counts. */
export async function scheduleRetentionSweep(
  outbox: { scheduleTask(name: string, cron: string, task: () => Promise<void>): Promise<void> },
  deps: RetentionDeps,
  log: { info(fields: object, message: string): void },
): Promise<void> {
  await outbox.scheduleTask(RETENTION_TASK.name, RETENTION_TASK.cron, async () => {
    const removed = await runRetentionSweep(deps);
    log.info({ retention: removed }, 'The retention sweep removed what was due');
  });
}
