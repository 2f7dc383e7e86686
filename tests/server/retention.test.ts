import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  auditEvents,
  identityPhotos,
  identitySubmissions,
  notifications,
  photos,
  retentionSweeps,
  sessions,
  signInCodes,
  supportTickets,
  users,
} from '../../src/server/db/schema';
import { runRetentionSweep, RETENTION_TASK, type RetentionDeps } from '../../src/server/modules/privacy/retention';
import { putSettings, getSettings } from '../../src/server/modules/admin/config-repository';
import { httpGateway } from '../../src/server/sms/gateway';
import { INACTIVITY_NOTICE_MESSAGE } from '../../src/server/outbox/effects/inactivity-notice-sms';
import { createTestApp, type TestApp } from './test-app';
import { startFakeSms, type FakeSms } from './fake-sms';
import { TINY_PNG_BASE64, insertBooking, insertIdentityPhoto } from './persona-matrix-fixtures';

/**
 * The daily retention sweep (docs/privacy.md, "What is removed on its own"): each kind of row is
 * removed when it is due and not a day before, photo files with their rows, and a second run finds
 * nothing more. Runs on PGlite and PostgreSQL.
 */
let t: TestApp;
let sms: FakeSms;
let deps: RetentionDeps;
const ADMIN_PHONE = '+919000000009';
const PNG = Buffer.from(TINY_PNG_BASE64, 'base64');
/** The sweeps run by hand are a few minutes in the past, so the queue's run (at the real time) is the latest. */
const NOW = new Date(Date.now() - 10 * 60_000);
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const yearsAgo = (years: number, plusDays = 0) => {
  const d = new Date(NOW);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return new Date(d.getTime() - plusDays * DAY);
};

beforeAll(async () => {
  sms = await startFakeSms();
  t = await createTestApp({ demoMode: false, sms: httpGateway(sms.url, 'sms-token'), outbox: { worker: true, pollingIntervalSeconds: 0.5 } });
  deps = { db: t.app.db, versions: t.app.versions, photoStore: t.app.photoStore, outbox: t.app.outbox, sessions: t.app.sessions };
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

/** Every photo file in the store (kept files: `<dir>/<2 chars>/<id>`). */
function filesOnDisk(): string[] {
  const dir = t.app.photoStore.dir;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'pending')
    .flatMap((d) => fs.readdirSync(path.join(dir, d.name)))
    .sort();
}

async function jobPhoto(id: string, bookingId: string, takenAt: Date) {
  await t.app.photoStore.put(id, PNG);
  await t.app.photoStore.keep(id);
  await t.app.db.insert(photos).values({ id, bookingId, type: 'after', mimeType: 'image/png', bytes: PNG.length, uploadedBy: 'provider-1', createdAt: takenAt });
}

async function account(id: string, phone: string, lastActiveAt: Date, inactivityNoticeAt: Date | null = null, userType: 'customer' | 'admin' = 'customer') {
  await t.app.db.insert(users).values({ id, name: `Idle ${id}`, phone, userType, lastActiveAt, inactivityNoticeAt });
}

async function fixtures() {
  const db = t.app.db;
  // Identity photos: decided 31 days ago (due), 29 days ago (not yet), and not decided (kept).
  for (const [provider, reviewedAt] of [['rt-prov-a', ago(31 * DAY)], ['rt-prov-b', ago(29 * DAY)], ['rt-prov-c', null]] as const) {
    await db.insert(users).values({ id: provider, name: `Provider ${provider}`, userType: 'provider' });
    await db.insert(identitySubmissions).values({ providerId: provider, documentType: 'aadhar', maskedNumber: 'XXXX-XXXX-1111', status: reviewedAt ? 'approved' : 'pending', reviewedAt });
    await insertIdentityPhoto(t.app, `${provider}-front`, provider, 'front');
  }
  // Job photos of finished jobs: past the 180 days (due), within them (kept), held by an open
  // complaint about the booking (kept), by an answered one (due), and of a job still in progress (kept).
  await insertBooking(db, 'rt-old', 'customer-1', 'completed', 'provider-1');
  await insertBooking(db, 'rt-recent', 'customer-1', 'completed', 'provider-1');
  await insertBooking(db, 'rt-disputed', 'customer-1', 'completed', 'provider-1');
  await insertBooking(db, 'rt-answered', 'customer-1', 'completed', 'provider-1');
  await insertBooking(db, 'rt-going', 'customer-1', 'in_progress', 'provider-1');
  await jobPhoto('rt-photo-old', 'rt-old', ago(181 * DAY));
  await jobPhoto('rt-photo-recent', 'rt-recent', ago(179 * DAY));
  await jobPhoto('rt-photo-disputed', 'rt-disputed', ago(400 * DAY));
  await jobPhoto('rt-photo-answered', 'rt-answered', ago(400 * DAY));
  await jobPhoto('rt-photo-going', 'rt-going', ago(400 * DAY));
  await db.insert(supportTickets).values([
    { id: 'rt-ticket-open', userId: 'customer-1', bookingId: 'rt-disputed', message: 'The wash left marks' },
    { id: 'rt-ticket-answered', userId: 'customer-1', bookingId: 'rt-answered', message: 'Late by an hour', answer: 'Sorry, refunded', answeredAt: ago(DAY) },
  ]);
  // Sign-in codes asked 25 hours ago (due) and 23 hours ago (kept).
  const code = { phone: '+919812399001', codeHash: 'x', requestedFrom: '127.0.0.1', expiresAt: ago(DAY) };
  await db.insert(signInCodes).values([
    { id: 'rt-code-old', ...code, createdAt: ago(25 * 60 * 60 * 1000) },
    { id: 'rt-code-new', ...code, createdAt: ago(23 * 60 * 60 * 1000) },
  ]);
  // Told 49 hours ago, then signed in again: the notice is withdrawn, the account stays.
  await account('rt-back', '+919812399016', yearsAgo(3, 3), ago(49 * 60 * 60 * 1000));
  await t.app.sessions.start('rt-back', 'Chrome on Android');
  // Sessions (after that sign-in, which may clear expired ones itself): one expired a minute ago (due), one live (kept).
  await db.insert(sessions).values([
    { id: 'rt-session-expired', userId: 'customer-2', tokenHash: 'rt-expired', expiresAt: ago(60_000) },
    { id: 'rt-session-live', userId: 'customer-2', tokenHash: 'rt-live', expiresAt: new Date(NOW.getTime() + DAY) },
  ]);
  // Accounts: idle past three years and untold (told now), idle two years (left), an operator idle
  // for years (left), told 49 hours ago and still idle (erased), told 47 hours ago (not yet).
  await account('rt-idle', '+919812399011', yearsAgo(3, 1));
  await account('rt-idle-recent', '+919812399012', yearsAgo(2));
  await account('rt-idle-admin', '+919812399013', yearsAgo(5), null, 'admin');
  await account('rt-told', '+919812399014', yearsAgo(3, 3), ago(49 * 60 * 60 * 1000));
  await account('rt-told-late', '+919812399015', yearsAgo(3, 3), ago(47 * 60 * 60 * 1000));
}

describe('the retention sweep', () => {
  beforeAll(fixtures);

  it('removes what is due, rows and files, and nothing else', async () => {
    const filesBefore = filesOnDisk();
    const counts = await runRetentionSweep(deps, NOW);
    expect(counts).toEqual({ identityPhotos: 1, jobPhotos: 2, signInCodes: 1, sessions: 1, inactivityNotices: 1, inactiveAccounts: 1 });

    const db = t.app.db;
    // Identity: the photo of the decision 31 days ago is gone, its submission (masked number, decision) stays.
    expect((await db.select({ id: identityPhotos.id }).from(identityPhotos).where(inArray(identityPhotos.providerId, ['rt-prov-a', 'rt-prov-b', 'rt-prov-c']))).map((r) => r.id).sort()).toEqual([
      'rt-prov-b-front',
      'rt-prov-c-front',
    ]);
    expect(await db.select({ masked: identitySubmissions.maskedNumber, status: identitySubmissions.status }).from(identitySubmissions).where(eq(identitySubmissions.providerId, 'rt-prov-a'))).toEqual([
      { masked: 'XXXX-XXXX-1111', status: 'approved' },
    ]);
    // Job photos.
    const left = (await db.select({ id: photos.id }).from(photos).where(inArray(photos.bookingId, ['rt-old', 'rt-recent', 'rt-disputed', 'rt-answered', 'rt-going']))).map((r) => r.id).sort();
    expect(left).toEqual(['rt-photo-disputed', 'rt-photo-going', 'rt-photo-recent']);
    // Files: exactly the removed photos' files are gone.
    expect(filesBefore.filter((f) => !filesOnDisk().includes(f)).sort()).toEqual(['rt-photo-answered', 'rt-photo-old', 'rt-prov-a-front']);
    expect(await t.app.photoStore.open('rt-photo-old')).toBeNull();
    expect(await t.app.photoStore.open('rt-photo-recent')).not.toBeNull();
    // Codes and sessions.
    expect((await db.select({ id: signInCodes.id }).from(signInCodes).where(inArray(signInCodes.id, ['rt-code-old', 'rt-code-new']))).map((r) => r.id)).toEqual(['rt-code-new']);
    expect((await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, 'customer-2'))).map((r) => r.id)).toContain('rt-session-live');
    expect(await db.select().from(sessions).where(eq(sessions.id, 'rt-session-expired'))).toEqual([]);

    // Accounts.
    const state = async (id: string) => (await db.select({ name: users.name, phone: users.phone, erasedAt: users.erasedAt, notice: users.inactivityNoticeAt }).from(users).where(eq(users.id, id)))[0];
    expect(await state('rt-idle')).toMatchObject({ name: 'Idle rt-idle', erasedAt: null, notice: NOW });
    expect(await db.select({ event: notifications.event }).from(notifications).where(eq(notifications.accountId, 'rt-idle'))).toEqual([{ event: 'accountInactive' }]);
    expect(await state('rt-idle-recent')).toMatchObject({ erasedAt: null, notice: null });
    expect(await state('rt-idle-admin')).toMatchObject({ erasedAt: null, notice: null });
    expect(await state('rt-told')).toMatchObject({ name: '', phone: null, erasedAt: NOW });
    expect(await state('rt-told-late')).toMatchObject({ name: 'Idle rt-told-late', erasedAt: null });
    expect(await state('rt-back')).toMatchObject({ name: 'Idle rt-back', erasedAt: null, notice: null });
    // The erasure is in the audit trail without the person's address, browser, name or number.
    const [audit] = await db.select().from(auditEvents).where(eq(auditEvents.subject, 'rt-told'));
    expect(audit).toMatchObject({ action: 'account.erase', actorId: null, actorRole: 'retention-sweep', ip: null, userAgent: null, after: { reason: 'inactive' } });
    expect(JSON.stringify(audit)).not.toMatch(/Idle rt-told|9812399014/);

    // The notice's SMS goes to the idle account's own number, once.
    await expect.poll(() => sms.sent.filter((m) => m.to === '+919812399011').map((m) => m.message), { timeout: 15_000 }).toEqual([INACTIVITY_NOTICE_MESSAGE]);
    const [sweep] = await db.select().from(retentionSweeps).orderBy(retentionSweeps.finishedAt);
    expect(sweep.counts).toEqual(counts);
  });

  it('finds nothing more when it runs again', async () => {
    const filesBefore = filesOnDisk();
    const counts = await runRetentionSweep(deps, new Date(NOW.getTime() + 60_000));
    expect(Object.values(counts).every((n) => n === 0), JSON.stringify(counts)).toBe(true);
    expect(filesOnDisk()).toEqual(filesBefore);
    expect(sms.sent.filter((m) => m.to === '+919812399011')).toHaveLength(1);
  });

  it('keeps job photos as many days as the admin setting says', async () => {
    await putSettings(t.app.db, { ...(await getSettings(t.app.db)), photoRetentionDays: 90 });
    const counts = await runRetentionSweep(deps, new Date(NOW.getTime() + 120_000));
    expect(counts.jobPhotos).toBe(1);
    expect(await t.app.photoStore.open('rt-photo-recent')).toBeNull();
    expect(await t.app.photoStore.open('rt-photo-disputed')).not.toBeNull();
  });

  it('runs as a job of the queue, and the administrator sees the last run', async () => {
    // Registered once, on the job queue's schedule, at 03:30 India time.
    const schedules = (await t.app.db.execute(sql`select * from pgboss.schedule where name = ${RETENTION_TASK.name}`)) as unknown as { rows: Record<string, unknown>[] };
    expect(schedules.rows).toHaveLength(1);
    expect(schedules.rows[0]).toMatchObject({ cron: '30 3 * * *', timezone: 'Asia/Kolkata' });
    const before = (await t.app.db.select().from(retentionSweeps)).length;
    await t.app.outbox.runTaskNow(RETENTION_TASK.name);
    await expect.poll(async () => (await t.app.db.select().from(retentionSweeps)).length, { timeout: 15_000 }).toBe(before + 1);

    // The overview's card reads the latest run; nobody but an operator may.
    const asked = await t.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone: ADMIN_PHONE } });
    expect(asked.statusCode).toBe(202);
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone: ADMIN_PHONE, code: sms.lastCodeTo(ADMIN_PHONE) } });
    const cookie = signedIn.cookies.find((c) => c.name === 'gc_session')!;
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/retention-sweep', headers: { cookie: `gc_session=${cookie.value}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sweep).toMatchObject({ counts: { identityPhotos: 0, jobPhotos: 0, inactiveAccounts: 0 } });
    expect(Date.parse(res.json().sweep.finishedAt)).toBeGreaterThan(NOW.getTime() - 1000);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/retention-sweep' })).statusCode).toBe(401);
  });
});
