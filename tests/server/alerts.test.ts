import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications, providerAvailability, providerProfiles, providerVerification, users } from '../../src/server/db/schema';
import { Alerts } from '../../src/server/notifications/alerts';
import { httpGateway } from '../../src/server/sms/gateway';
import { weeklyHours } from '../../src/shared/domain/provider-hours';
import { insertBasicWashLine, BASIC_WASH_BOOKING } from './persona-matrix-fixtures';
import { bookingBody, slotIn } from './bookings-support';
import { startFakePushService, type FakeDevice, type FakePushService, type ReceivedPush } from './fake-push-service';
import { startFakeSms, type FakeSms } from './fake-sms';
import { createTestApp, type TestApp } from './test-app';

// The alerts raised after commit (ADR 086): new jobs near providers, "starts in 1 hour", and SMS.
// Through a local push service that decrypts every message and a local SMS gateway that records them.
let push: FakePushService;
let sms: FakeSms;
let t: TestApp;
const TEMPLATES = { bidAccepted: '1107170000000000001', jobReleased: { 'en-IN': '1107170000000000002', 'hi-IN': '1107170000000000003' } };

beforeAll(async () => {
  push = await startFakePushService();
  sms = await startFakeSms();
  t = await createTestApp({
    outbox: { pollingIntervalSeconds: 0.5 },
    push: { allowedHosts: [push.host], publicUrl: 'https://gaadicare.test' },
    sms: httpGateway(sms.url),
    smsTemplates: TEMPLATES,
  });
}, 240_000);
afterAll(async () => {
  await t?.close();
  await push?.close();
  await sms?.close();
});

// Far from the demo's Bangalore providers: only the providers made here are near these jobs.
const MYSURU = { lat: 12.3, lng: 76.65 };
const at = (kmNorth: number) => ({ lat: MYSURU.lat + kmNorth / 111.2, lng: MYSURU.lng });

interface Made {
  id: string;
  device: FakeDevice;
  phone: string;
}

/** A provider with a base, a radius, hours and a subscribed device; no quiet hours. */
async function provider(opts: { base: { lat: number; lng: number } | null; radius?: number; hours?: [string, string]; verified?: boolean; location?: string; locale?: string }): Promise<Made> {
  const id = `alert-provider-${crypto.randomBytes(4).toString('hex')}`;
  const phone = `+9198${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`;
  await t.app.db.insert(users).values({ id, name: 'Alert Provider', phone, userType: 'provider', isVerified: true, location: opts.location ?? null });
  await t.app.db.insert(providerProfiles).values({
    userId: id,
    serviceRadius: opts.radius ?? 10,
    baseLatitude: opts.base ? opts.base.lat.toFixed(6) : null,
    baseLongitude: opts.base ? opts.base.lng.toFixed(6) : null,
  });
  const verified = opts.verified ?? true;
  await t.app.db.insert(providerVerification).values({ providerId: id, identityVerified: true, videoTrainingCompleted: true, etiquetteTrainingCompleted: true, assessmentPassed: verified });
  await t.app.db.insert(providerAvailability).values(weeklyHours(opts.hours ?? ['06:00', '21:00']).map((d) => ({ id: `avail-${id}-${d.dayOfWeek}`, providerId: id, ...d })));
  const device = push.newDevice();
  const sub = await t.as(id)({ method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: device.endpoint, keys: device.keys, ...(opts.locale ? { locale: opts.locale } : {}) } });
  expect(sub.statusCode).toBe(201);
  const prefs = await t.as(id)({ method: 'PUT', url: '/api/notification-preferences', payload: { events: {}, quietHours: null } });
  expect(prefs.statusCode).toBe(200);
  return { id, device, phone };
}

async function book(place: { lat: number; lng: number }, slot = slotIn(1, 10), customerId = 'customer-1'): Promise<string> {
  const res = await t.as(customerId)({
    method: 'POST',
    url: '/api/bookings',
    payload: bookingBody({ customerId, location: '5, Temple Road, Gokulam, Mysuru', latitude: place.lat.toFixed(6), longitude: place.lng.toFixed(6), scheduledTime: slot }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function until<T>(what: string, read: () => T | Promise<T>, done: (value: T) => boolean, seconds = 30): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`waited ${seconds} s for ${what}; last: ${JSON.stringify(value)}; refusals: ${push.refusals.join('; ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const quiet = (ms = 2500) => new Promise((r) => setTimeout(r, ms));
const words = (r: ReceivedPush) => (r.payload as { notification: { title: string; body: string; navigate: string; tag?: string } }).notification;
const inboxOf = (accountId: string) => t.app.db.select().from(notifications).where(eq(notifications.accountId, accountId));

describe('new jobs near you', () => {
  it('tells verified providers whose radius and hours cover the job, and nobody else', async () => {
    const near = await provider({ base: at(3) });
    const wide = await provider({ base: at(18), radius: 20 });
    const far = await provider({ base: at(15), radius: 10 });
    const offHours = await provider({ base: at(1), hours: ['14:00', '20:00'] });
    const unverified = await provider({ base: at(1), verified: false });
    // No base set: the locality the account names (Indiranagar) is far from Mysuru.
    const noBase = await provider({ base: null, location: 'Indiranagar' });
    const slot = slotIn(1, 10);
    const jobId = await book(MYSURU, slot);

    const [alert] = await until('the near provider told', () => near.device.received, (r) => r.length === 1);
    await until('the wide-radius provider told', () => wide.device.received, (r) => r.length === 1);
    expect(words(alert!)).toMatchObject({ title: 'A new job near you', navigate: 'https://gaadicare.test/provider-dashboard', tag: 'newJobsNearby' });
    expect(words(alert!).body).toContain('Premium Wash');
    expect(alert!.topic).toBe('newJobsNearby');
    expect(alert!.urgency).toBe('normal');
    // It lives until the slot.
    const untilSlot = (Date.parse(slot) - alert!.at) / 1000;
    expect(Math.abs(alert!.ttl - untilSlot)).toBeLessThan(10);
    await quiet();
    for (const other of [far, offHours, unverified, noBase]) expect(other.device.received, other.id).toEqual([]);
    expect((await inboxOf(near.id)).map((n) => [n.event, n.bookingId, n.params.count])).toEqual([['newJobsNearby', jobId, 1]]);
    expect(await inboxOf(far.id)).toEqual([]);
    expect(push.refusals).toEqual([]);
  });

  it('counts the open jobs a provider has not looked at into one "N new jobs" push, and starts again once they have', async () => {
    const me = await provider({ base: at(30) });
    const place = at(30.5);
    await book(place, slotIn(1, 11));
    await until('the first', () => me.device.received, (r) => r.length === 1);
    const later = slotIn(2, 12);
    await book(place, later);
    const [, second] = await until('the second', () => me.device.received, (r) => r.length === 2);
    expect(words(second!).title).toBe('2 new jobs near you');
    expect(second!.topic).toBe(me.device.received[0]!.topic);
    // Until the latest of the jobs it counts.
    expect(Math.abs(second!.ttl - (Date.parse(later) - second!.at) / 1000)).toBeLessThan(10);

    const read = await t.as(me.id)({ method: 'POST', url: '/api/notifications/read', payload: { upTo: new Date(Date.now() + 1000).toISOString() } });
    expect((read.json() as { read: number }).read).toBe(2);
    await book(place, slotIn(1, 14));
    const [, , third] = await until('the third', () => me.device.received, (r) => r.length === 3);
    expect(words(third!).title).toBe('A new job near you');
  });

  it('a job released back to the market tells the providers near it again, except the one who released it', async () => {
    const [ravi, suresh] = [await provider({ base: at(60) }), await provider({ base: at(60.5) })];
    const jobId = await book(at(60.2), slotIn(2, 10));
    await until('both told of the new job', () => [ravi.device.received.length, suresh.device.received.length], ([a, b]) => a === 1 && b === 1);
    await t.app.db.update(bookings).set({ status: 'confirmed', selectedProviderId: ravi.id }).where(eq(bookings.id, jobId));
    const release = await t.as(ravi.id)({ method: 'POST', url: `/api/bookings/${jobId}/emergency-release`, payload: { providerId: ravi.id, reason: 'Vehicle breakdown/malfunction' } });
    expect(release.statusCode, release.body).toBe(200);
    await until('suresh told again', () => suresh.device.received, (r) => r.length === 2);
    await quiet();
    expect(ravi.device.received).toHaveLength(1);
  });

  it('working the same opening out twice tells nobody twice; a job no longer open tells nobody', async () => {
    const me = await provider({ base: at(90) });
    const jobId = await book(at(90), slotIn(1, 15));
    await until('told once', () => me.device.received, (r) => r.length === 1);
    const alerts = new Alerts(t.app.db, t.app.versions, t.app.outbox);
    await alerts.newJobOpened(jobId, 0);
    await t.app.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, jobId));
    await alerts.newJobOpened(jobId, 1);
    await quiet();
    expect(me.device.received).toHaveLength(1);
    expect(await inboxOf(me.id)).toHaveLength(1);
  });

  it('tells 300 providers near one job, from one statement, in well under 30 s', async () => {
    const base = at(200);
    const count = 300;
    const ids = Array.from({ length: count }, (_, i) => `fan-provider-${crypto.randomBytes(3).toString('hex')}-${i}`);
    await t.app.db.insert(users).values(ids.map((id) => ({ id, name: 'Fan', userType: 'provider' as const, isVerified: true })));
    await t.app.db.insert(providerProfiles).values(ids.map((userId) => ({ userId, baseLatitude: base.lat.toFixed(6), baseLongitude: base.lng.toFixed(6) })));
    await t.app.db.insert(providerVerification).values(ids.map((providerId) => ({ providerId, identityVerified: true, videoTrainingCompleted: true, etiquetteTrainingCompleted: true, assessmentPassed: true })));
    await t.app.db.insert(providerAvailability).values(ids.flatMap((id) => weeklyHours(['06:00', '21:00']).map((d) => ({ id: `avail-${id}-${d.dayOfWeek}`, providerId: id, ...d }))));
    const devices = ids.map(() => push.newDevice());
    await t.app.db.execute(sql`insert into push_subscriptions (endpoint, account_id, p256dh, auth) select * from unnest(${`{${devices.map((d) => `"${d.endpoint}"`).join(',')}}`}::text[], ${`{${ids.join(',')}}`}::text[], ${`{${devices.map((d) => d.keys.p256dh).join(',')}}`}::text[], ${`{${devices.map((d) => d.keys.auth).join(',')}}`}::text[])`);
    await t.app.db.execute(sql`insert into notification_preferences (account_id, events) select unnest(${`{${ids.join(',')}}`}::text[]), '{}'::jsonb`);
    const started = Date.now();
    await book(base, slotIn(1, 16));
    await until('every provider told', () => devices.filter((d) => d.received.length === 1).length, (n) => n === count, 60);
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeLessThan(30);
    expect(push.refusals).toEqual([]);
  });
});

describe('starts in 1 hour', () => {
  /** A booking with a slot `minutes` from now, written straight in (the form only offers hourly slots days ahead). */
  async function bookingAt(minutes: number): Promise<{ id: string; slot: Date }> {
    const id = `soon-${crypto.randomBytes(4).toString('hex')}`;
    const slot = new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000);
    await t.app.db.insert(bookings).values({ id, customerId: 'customer-2', status: 'pending', scheduledTime: slot, location: '5, Temple Road, Gokulam, Mysuru', latDeg: MYSURU.lat, lngDeg: MYSURU.lng, ...BASIC_WASH_BOOKING });
    await insertBasicWashLine(t.app.db, id);
    return { id, slot };
  }

  async function acceptBidOf(providerId: string, bookingId: string) {
    const bid = await t.as(providerId)({ method: 'POST', url: '/api/bids', payload: { bookingId, providerId, bidAmount: '400.00', estimatedDuration: 60 } });
    expect(bid.statusCode, bid.body).toBe(201);
    const accepted = await t.as('customer-2')({ method: 'PATCH', url: `/api/bids/${(bid.json() as { id: string }).id}/accept` });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }

  it('is scheduled by the acceptance an hour before the slot, once per booking and slot', async () => {
    const me = await provider({ base: at(120) });
    const { id, slot } = await bookingAt(3 * 60);
    await acceptBidOf(me.id, id);
    const rows = (await t.app.db.execute(sql`select start_after, singleton_key from pgboss.job where name = 'alerts.slot-soon' and data->>'bookingId' = ${id}`)) as unknown as { rows: { start_after: string | Date; singleton_key: string }[] };
    expect(rows.rows).toHaveLength(1);
    expect(new Date(rows.rows[0]!.start_after).getTime()).toBe(slot.getTime() - 3600_000);
    expect(rows.rows[0]!.singleton_key).toBe(`alerts.slot-soon:${id}:${slot.toISOString()}`);
  });

  it('tells provider and customer, through quiet hours, when the booking is still confirmed for that slot', async () => {
    const me = await provider({ base: at(121), locale: 'kn-IN' });
    const customerDevice = push.newDevice();
    expect((await t.as('customer-2')({ method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: customerDevice.endpoint, keys: customerDevice.keys } })).statusCode).toBe(201);
    // The customer is in quiet hours right now: "starts in 1 hour" still comes.
    const ist = (m: number) => new Date(Date.now() + (330 + m) * 60_000).toISOString().slice(11, 16);
    await t.as('customer-2')({ method: 'PUT', url: '/api/notification-preferences', payload: { events: {}, quietHours: { start: ist(-60), end: ist(60) } } });
    const { id } = await bookingAt(40);
    await acceptBidOf(me.id, id);
    const [soon] = await until('the customer reminded', () => customerDevice.received.filter((r) => words(r).title === 'Your service starts in an hour'), (r) => r.length === 1);
    expect(soon!.urgency).toBe('high');
    const [job] = await until('the provider reminded', () => me.device.received.filter((r) => words(r).title === 'ನಿಮ್ಮ ಕೆಲಸ ಒಂದು ಗಂಟೆಯಲ್ಲಿ ಆರಂಭ'), (r) => r.length === 1);
    expect(job!.urgency).toBe('high');

    // Fired again (a retry), or for a booking no longer confirmed for that slot: nobody is told.
    const alerts = new Alerts(t.app.db, t.app.versions, t.app.outbox);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
    await alerts.slotSoon(id, row!.scheduledTime.toISOString());
    const moved = await bookingAt(50);
    await alerts.slotSoon(moved.id, moved.slot.toISOString());
    await quiet();
    expect(customerDevice.received.filter((r) => words(r).title === 'Your service starts in an hour')).toHaveLength(1);
    expect((await inboxOf('customer-2')).filter((n) => n.event === 'slotSoon')).toHaveLength(1);
    await t.app.db.execute(sql`delete from push_subscriptions where endpoint = ${customerDevice.endpoint}`);
    await t.as('customer-2')({ method: 'PUT', url: '/api/notification-preferences', payload: { events: {}, quietHours: null } });
  });
});

describe('SMS for the events sent by SMS', () => {
  it("sends an accepted bid in the provider's language with its DLT template id and a link on the app's own address", async () => {
    const me = await provider({ base: at(150), locale: 'hi-IN' });
    const jobId = await book(at(150), slotIn(2, 11), 'customer-2');
    const bid = await t.as(me.id)({ method: 'POST', url: '/api/bids', payload: { bookingId: jobId, providerId: me.id, bidAmount: '400.00', estimatedDuration: 60 } });
    const accepted = await t.as('customer-2')({ method: 'PATCH', url: `/api/bids/${(bid.json() as { id: string }).id}/accept` });
    expect(accepted.statusCode).toBe(200);
    const [message] = await until('the SMS', () => sms.sent.filter((s) => s.to === me.phone), (s) => s.length === 1);
    expect(message).toMatchObject({ templateId: TEMPLATES.bidAccepted });
    expect(message!.message).toContain('आपकी बोली स्वीकार हुई');
    expect(message!.message).toContain('https://gaadicare.test/provider-dashboard');
    expect(message!.message.match(/https?:\/\/\S+/g)).toEqual(['https://gaadicare.test/provider-dashboard']);
    expect(message!.idempotencyKey).toMatch(/^sms\.notification:/);

    // Released: the customer is told by SMS too, with the release's template.
    await t.app.db.update(users).set({ phone: '+919811100022' }).where(eq(users.id, 'customer-2'));
    const release = await t.as(me.id)({ method: 'POST', url: `/api/bookings/${jobId}/emergency-release`, payload: { providerId: me.id, reason: 'Vehicle breakdown/malfunction' } });
    expect(release.statusCode, release.body).toBe(200);
    const [released] = await until('the release SMS', () => sms.sent.filter((s) => s.to === '+919811100022'), (s) => s.length === 1);
    expect(released).toMatchObject({ templateId: TEMPLATES.jobReleased['en-IN'] });
    expect(released!.message).toContain('Your provider released the job');
  });

  it('is retried when the gateway fails, and not sent when the person turned the event off', async () => {
    const me = await provider({ base: at(160) });
    const off = await provider({ base: at(160) });
    await t.as(off.id)({ method: 'PUT', url: '/api/notification-preferences', payload: { events: { bidAccepted: false }, quietHours: null } });
    sms.failNext(2);
    for (const who of [me, off]) {
      const jobId = await book(at(160), slotIn(3, 10), 'customer-2');
      const bid = await t.as(who.id)({ method: 'POST', url: '/api/bids', payload: { bookingId: jobId, providerId: who.id, bidAmount: '400.00', estimatedDuration: 60 } });
      expect((await t.as('customer-2')({ method: 'PATCH', url: `/api/bids/${(bid.json() as { id: string }).id}/accept` })).statusCode).toBe(200);
    }
    await until('the SMS after two refusals', () => sms.sent.filter((s) => s.to === me.phone), (s) => s.length === 1, 40);
    expect(sms.refused()).toBeGreaterThanOrEqual(2);
    await quiet();
    expect(sms.sent.filter((s) => s.to === off.phone)).toEqual([]);
    // Kept in the inbox either way.
    expect((await inboxOf(off.id)).map((n) => n.event)).toContain('bidAccepted');
  });
});
