import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/server/db/schema';
import { MAX_PUSH_SUBSCRIPTIONS, type Notification } from '../../src/shared/schemas/notification';
import type { DeltaAnswer } from '../../src/shared/schemas/sync';
import { insertBooking } from './bid-fixtures';
import { startFakePushService, type FakeDevice, type FakePushService, type ReceivedPush } from './fake-push-service';
import { createTestApp, type TestApp } from './test-app';

// Pushes through a local push service that checks VAPID and decrypts as a browser would; the inbox.
let push: FakePushService;
let t: TestApp;
beforeAll(async () => {
  push = await startFakePushService();
  t = await createTestApp({ outbox: { pollingIntervalSeconds: 0.5 }, push: { allowedHosts: [push.host], publicUrl: 'https://gaadicare.test' } });
  // Whatever the hour the tests run at, no quiet hours hold their pushes (a test of its own holds them).
  for (const who of ['customer-1', 'customer-2', 'provider-1', 'provider-2']) await setQuietHours(who, null);
}, 240_000);
afterAll(async () => {
  await t?.close();
  await push?.close();
});

const subscribe = (userId: string, device: Pick<FakeDevice, 'endpoint' | 'keys'>, locale?: string) =>
  t.as(userId)({ method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: device.endpoint, keys: device.keys, ...(locale ? { locale } : {}) } });

async function setQuietHours(userId: string, quietHours: { start: string; end: string } | null, events: Record<string, boolean> = {}) {
  const res = await t.as(userId)({ method: 'PUT', url: '/api/notification-preferences', payload: { events, quietHours } });
  expect(res.statusCode, res.body).toBe(200);
}

/** "HH:MM" in India time, `minutes` from now. */
const istClock = (minutes: number) => new Date(Date.now() + (330 + minutes) * 60_000).toISOString().slice(11, 16);

async function until<T>(what: string, read: () => T | Promise<T>, done: (value: T) => boolean, seconds = 20): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`waited ${seconds} s for ${what}; last: ${JSON.stringify(value)}; refusals: ${push.refusals.join('; ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const notificationOf = (received: ReceivedPush) => (received.payload as { notification: { title: string; body: string; navigate: string; lang: string; tag?: string } }).notification;

async function bid(providerId: string, bookingId: string, amount = '400.00'): Promise<string> {
  const res = await t.as(providerId)({ method: 'POST', url: '/api/bids', payload: { bookingId, providerId, bidAmount: amount, estimatedDuration: 60 } });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}

async function inbox(userId: string, since?: string): Promise<DeltaAnswer<Notification>> {
  const res = await t.as(userId)({ method: 'GET', url: `/api/notifications${since ? `?since=${encodeURIComponent(since)}` : ''}` });
  expect(res.statusCode).toBe(200);
  return res.json() as DeltaAnswer<Notification>;
}

describe('subscriptions', () => {
  it('gives the VAPID public key, takes a device once per endpoint and moves it to whoever signs in on it', async () => {
    const key = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(key.statusCode).toBe(200);
    expect((key.json() as { publicKey: string }).publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const device = push.newDevice();
    expect((await subscribe('customer-2', device)).statusCode).toBe(201);
    expect((await subscribe('customer-2', device)).statusCode).toBe(200);
    expect((await subscribe('provider-3', device)).statusCode).toBe(200);
    const rows = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(rows.map((r) => r.accountId)).toEqual(['provider-3']);

    const gone = await t.as('provider-3')({ method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: device.endpoint } });
    expect(gone.json()).toEqual({ deleted: true });
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toEqual([]);
  });

  it('refuses endpoints that are not a push service, keys that are not keys, visitors, and a 21st device', async () => {
    const device = push.newDevice();
    const refusals: [string, Pick<FakeDevice, 'endpoint' | 'keys'>, RegExp][] = [
      ['plain http', { ...device, endpoint: device.endpoint.replace('https:', 'http:') }, /https/],
      ['another host', { ...device, endpoint: 'https://169.254.169.254/latest/meta-data' }, /not a push service/],
      ['a point off the curve', { ...device, keys: { ...device.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } }, /P-256/],
      ['a short auth', { ...device, keys: { ...device.keys, auth: Buffer.alloc(8).toString('base64url') } }, /16 bytes/],
    ];
    for (const [what, input, reason] of refusals) {
      const res = await subscribe('customer-2', input);
      expect(res.statusCode, what).toBe(422);
      expect((res.json() as { message: string }).message, what).toMatch(reason);
    }
    const visitor = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: device.endpoint, keys: device.keys } });
    expect(visitor.statusCode).toBe(401);

    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS; i++) expect((await subscribe('customer-2', push.newDevice())).statusCode).toBe(201);
    const over = await subscribe('customer-2', push.newDevice());
    expect(over.statusCode).toBe(422);
    expect((over.json() as { message: string }).message).toContain(String(MAX_PUSH_SUBSCRIPTIONS));
    await t.app.db.delete(pushSubscriptions).where(eq(pushSubscriptions.accountId, 'customer-2'));
  });
});

describe('a booking told through its bids', () => {
  it("tells the customer of each bid in their device's language, the winner with high urgency, the others with low", async () => {
    const [priya, ravi, suresh] = [push.newDevice(), push.newDevice(), push.newDevice()];
    expect((await subscribe('customer-1', priya, 'kn-IN')).statusCode).toBe(201);
    expect((await subscribe('provider-1', ravi)).statusCode).toBe(201);
    expect((await subscribe('provider-2', suresh)).statusCode).toBe(201);
    const bookingId = await insertBooking(t.app, { customerId: 'customer-1' });

    const raviBid = await bid('provider-1', bookingId);
    await bid('provider-2', bookingId, '450.00');
    const bids = await until('two bid pushes', () => priya.received, (r) => r.length === 2);
    for (const received of bids) {
      expect(received.urgency).toBe('normal');
      expect(received.ttl).toBe(24 * 3600);
      // Collapsed per booking: the second replaces the first if the phone is off.
      expect(received.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
      expect(notificationOf(received)).toMatchObject({ title: 'ನಿಮ್ಮ ಬುಕಿಂಗ್‌ಗೆ ಹೊಸ ಬಿಡ್', lang: 'kn', navigate: 'https://gaadicare.test/customer-dashboard' });
    }
    expect(bids[0]!.topic).toBe(bids[1]!.topic);
    expect(bids.map((r) => notificationOf(r).body)).toEqual([expect.stringContaining('₹472.00'), expect.stringContaining('₹531.00')]);

    expect((await t.as('customer-1')({ method: 'PATCH', url: `/api/bids/${raviBid}/accept` })).statusCode).toBe(200);
    const [won] = await until('the winner push', () => ravi.received, (r) => r.length === 1);
    expect(won!.urgency).toBe('high');
    expect(notificationOf(won!)).toMatchObject({ title: 'Your bid was accepted', lang: 'en', navigate: 'https://gaadicare.test/provider-dashboard' });
    const [lost] = await until('the other bidder push', () => suresh.received, (r) => r.length === 1);
    expect(lost!.urgency).toBe('low');
    expect(notificationOf(lost!).title).toBe('Another bid was chosen');

    // Nobody's name, phone or address line reaches another person's phone.
    for (const received of [...bids, won!, lost!]) {
      const text = JSON.stringify(received.payload);
      for (const personal of ['Priya', 'Ravi', 'Suresh', '90000', 'Jayanagar 4th Block']) expect(text).not.toContain(personal);
    }
    expect(push.refusals).toEqual([]);
  });

  it('a repeated bid write tells nobody twice', async () => {
    const device = push.newDevice();
    await subscribe('customer-1', device);
    const bookingId = await insertBooking(t.app, { customerId: 'customer-1' });
    const body = { bookingId, providerId: 'provider-1', bidAmount: '300.00', estimatedDuration: 60 };
    const headers = { 'idempotency-key': `bid-${bookingId}` };
    expect((await t.as('provider-1')({ method: 'POST', url: '/api/bids', payload: body, headers })).statusCode).toBe(201);
    expect((await t.as('provider-1')({ method: 'POST', url: '/api/bids', payload: body, headers })).statusCode).toBe(201);
    await until('one push', () => device.received, (r) => r.length >= 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(device.received).toHaveLength(1);
  });
});

describe('what a push service answers', () => {
  it('a 410 removes the device; a 429 is waited out for its Retry-After', async () => {
    const [dead, busy] = [push.newDevice(), push.newDevice()];
    await subscribe('customer-1', dead);
    await subscribe('customer-1', busy);
    dead.answerNext({ status: 410 });
    busy.answerNext({ status: 429, headers: { 'retry-after': '2' } });
    const started = Date.now();
    await bid('provider-2', await insertBooking(t.app, { customerId: 'customer-1' }));
    const [late] = await until('the push after the wait', () => busy.received, (r) => r.length === 1);
    expect(late!.at - started).toBeGreaterThanOrEqual(2000);
    await until('the dead device gone', () => t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, dead.endpoint)), (rows) => rows.length === 0);
    expect(dead.received).toEqual([]);
  });
});

describe('the inbox', () => {
  it('pulls as changes since a cursor and marks entries read', async () => {
    const first = await inbox('provider-1');
    expect(first.reset).toBe(true);
    expect(first.changes.map((n) => n.event)).toContain('bidAccepted');
    const unchanged = await inbox('provider-1', first.cursor);
    expect(unchanged.changes).toEqual([]);

    const accepted = first.changes.find((n) => n.event === 'bidAccepted')!;
    expect(accepted.readAt).toBeNull();
    const read = await t.as('provider-1')({ method: 'POST', url: '/api/notifications/read', payload: { ids: [accepted.id] } });
    expect(read.json()).toEqual({ read: 1 });
    const next = await inbox('provider-1', first.cursor);
    expect(next.changes.map((n) => [n.id, n.readAt !== null])).toEqual([[accepted.id, true]]);

    // Another person's entries are neither listed nor marked.
    const others = await t.as('provider-2')({ method: 'POST', url: '/api/notifications/read', payload: { ids: [accepted.id] } });
    expect(others.json()).toEqual({ read: 0 });
    expect((await inbox('provider-2')).changes.every((n) => n.event !== 'bidAccepted')).toBe(true);

    const bad = await t.as('provider-1')({ method: 'POST', url: '/api/notifications/read', payload: {} });
    expect(bad.statusCode).toBe(400);
    const all = await t.as('customer-1')({ method: 'POST', url: '/api/notifications/read', payload: { upTo: new Date().toISOString() } });
    expect((all.json() as { read: number }).read).toBeGreaterThan(0);
  });
});

describe('other events', () => {
  it("a released job tells its customer at once, high urgency; a rental is in the customer's inbox", async () => {
    const device = push.newDevice();
    await subscribe('customer-2', device);
    const bookingId = await insertBooking(t.app, { customerId: 'customer-2', status: 'confirmed', selectedProviderId: 'provider-1' });
    const release = await t.as('provider-1')({
      method: 'POST',
      url: `/api/bookings/${bookingId}/emergency-release`,
      payload: { providerId: 'provider-1', reason: 'Vehicle breakdown/malfunction' },
    });
    expect(release.statusCode).toBe(200);
    const [released] = await until('the release push', () => device.received, (r) => r.length === 1);
    expect(released!.urgency).toBe('high');
    expect(notificationOf(released!).title).toBe('Your provider released the job');

    const before = new Set((await inbox('customer-2')).changes.map((n) => n.id));
    const rent = await t.as('customer-2')({ method: 'POST', url: '/api/tool-rentals', payload: { toolId: 'tool-foam-cannon', customerId: 'customer-2' } });
    expect(rent.statusCode).toBe(201);
    const added = (await inbox('customer-2')).changes.filter((n) => !before.has(n.id));
    expect(added.map((n) => [n.event, n.params.service, n.link])).toEqual([['rentalConfirmed', 'Foam Cannon Kit', '/tool-rental']]);
    // A rental is told by SMS and in the inbox, not by push.
    await new Promise((r) => setTimeout(r, 1000));
    expect(device.received).toHaveLength(1);
    await t.app.db.delete(pushSubscriptions).where(eq(pushSubscriptions.accountId, 'customer-2'));
  });
});

describe('what a person wants to be told', () => {
  it('starts with every event of their role on and quiet 22:00–07:00, and refuses what is not theirs', async () => {
    const res = await t.as('provider-3')({ method: 'GET', url: '/api/notification-preferences' });
    expect(res.json()).toEqual({
      events: { newJobsNearby: true, bidAccepted: true, bidNotChosen: true, jobSoon: true, identityDecided: true, assessmentResult: true, jobCancelled: true, payoutReturned: true, weeklyStatement: true },
      quietHours: { start: '22:00', end: '07:00' },
    });
    const foreign = await t.as('provider-3')({ method: 'PUT', url: '/api/notification-preferences', payload: { events: { newBid: false }, quietHours: null } });
    expect(foreign.statusCode).toBe(422);
    const badTime = await t.as('provider-3')({ method: 'PUT', url: '/api/notification-preferences', payload: { events: {}, quietHours: { start: '25:00', end: '07:00' } } });
    expect(badTime.statusCode).toBe(400);
    expect((await t.as('provider-3')({ method: 'GET', url: '/api/notification-preferences' })).json()).toMatchObject({ quietHours: { start: '22:00', end: '07:00' } });
  });

  it('an event turned off is kept in the inbox but not pushed; in quiet hours only an urgent one comes, the rest wait', async () => {
    const [priya, suresh, ravi] = [push.newDevice(), push.newDevice(), push.newDevice()];
    await subscribe('customer-1', priya);
    await subscribe('provider-2', suresh);
    await subscribe('provider-1', ravi);
    await setQuietHours('provider-2', null, { bidNotChosen: false });
    await setQuietHours('customer-1', { start: istClock(-60), end: istClock(60) });
    await setQuietHours('provider-1', { start: istClock(-60), end: istClock(60) });

    const bookingId = await insertBooking(t.app, { customerId: 'customer-1' });
    const raviBid = await bid('provider-1', bookingId);
    await bid('provider-2', bookingId);
    expect((await t.as('customer-1')({ method: 'PATCH', url: `/api/bids/${raviBid}/accept` })).statusCode).toBe(200);
    // An accepted bid comes through quiet hours.
    await until('the accepted bid', () => ravi.received, (r) => r.length === 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(priya.received).toEqual([]);
    expect(suresh.received).toEqual([]);
    expect((await inbox('provider-2')).changes.filter((n) => n.bookingId === bookingId).map((n) => n.event)).toEqual(['bidNotChosen']);
    // The customer's two bid pushes wait in the outbox for the quiet hours' end.
    const held = (await t.app.db.execute(
      sql`SELECT start_after FROM pgboss.job WHERE name = 'push.notification' AND data->>'endpoint' = ${priya.endpoint} AND state = 'created' AND start_after > now() + interval '30 minutes'`,
    )) as { rows: unknown[] };
    expect(held.rows).toHaveLength(2);
    await setQuietHours('customer-1', null);
    await setQuietHours('provider-1', null);
    await setQuietHours('provider-2', null);
  });
});
