import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { unzipSync, strFromU8 } from 'fflate';
import { bids, bookings, consents, feedback, identitySubmissions, ledgerEntries, notifications, paymentOrders, photos, pushSubscriptions, supportTickets, toolRentals, users } from '../../src/server/db/schema';
import { postPayment, postSale } from '../../src/server/modules/payments/postings';
import { expectLedgerBalanced } from './ledger-balance';
import { PERSONAL_TABLES } from '../../src/server/db/personal-fields';
import { issueInvoice } from '../../src/server/modules/invoices/service';
import { findBookingRow } from '../../src/server/modules/bookings/repository';
import { httpGateway } from '../../src/server/sms/gateway';
import { apiRoutes } from '../../src/shared/api/routes';
import { DATA_EXPORT_LIMIT, PRIVACY_NOTICE_VERSION } from '../../src/shared/domain/privacy';
import { SIGN_IN_CODE } from '../../src/shared/domain/sign-in-policy';
import { NOTIFICATION_EVENT_NAMES } from '../../src/shared/notifications/events';
import { createTestApp, type TestApp } from './test-app';
import { startFakeSms } from './fake-sms';
import { BASIC_WASH_BOOKING, TINY_PNG_BASE64, insertBasicWashLine, insertIdentityPhoto, tomorrowSlot } from './persona-matrix-fixtures';

/**
 * A person's own data outside demo mode, over HTTP: the download of everything held about them
 * (a ZIP), and erasing the account with a code sent to its number. Runs on PGlite and PostgreSQL.
 */
let t: TestApp;
let sms: Awaited<ReturnType<typeof startFakeSms>>;
let clock = Date.parse('2026-11-24T10:00:00Z');
const tick = (seconds: number) => (clock += seconds * 1000);
const PNG = Buffer.from(TINY_PNG_BASE64, 'base64');

beforeAll(async () => {
  sms = await startFakeSms();
  t = await createTestApp({ demoMode: false, sms: httpGateway(sms.url, 'sms-token'), signInCodesPerAddress: 1000 });
  t.app.signIn.now = () => new Date(clock);
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

const call = (options: InjectOptions, cookie?: string) => t.app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) } });
const cookieOf = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === 'gc_session');
  if (!c) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
  return `gc_session=${c.value}`;
};
async function askCode(phone: string): Promise<string> {
  tick(SIGN_IN_CODE.resendAfterSeconds + 1);
  const asked = await call({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
  expect(asked.statusCode, asked.body).toBe(202);
  return sms.lastCodeTo(phone);
}
/** A new account signed in by phone, named. */
async function signUp(phone: string, name: string): Promise<{ cookie: string; id: string }> {
  const res = await call({ method: 'POST', url: '/api/auth/verify', payload: { phone, code: await askCode(phone) } });
  expect(res.statusCode).toBe(200);
  const cookie = cookieOf(res);
  expect((await call({ method: 'PATCH', url: '/api/account', payload: { name } }, cookie)).statusCode).toBe(200);
  return { cookie, id: res.json().user.id };
}
/** The seeded administrator, signed in by phone. */
const adminCookie = async () => cookieOf(await call({ method: 'POST', url: '/api/auth/verify', payload: { phone: '+919000000009', code: await askCode('+919000000009') } }));
const exportOf = async (cookie: string) => {
  const res = await call({ method: 'GET', url: '/api/me/export' }, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="gaadicare-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const json = (name: string) => JSON.parse(strFromU8(files[name]));
  const text = Object.entries(files)
    .filter(([name]) => !name.startsWith('photos/') && !name.startsWith('identity-photos/'))
    .map(([, bytes]) => strFromU8(bytes))
    .join('\n');
  return { files, json, text };
};

const CUSTOMER = { phone: '+919812300001', name: 'Kavya Iyer', address: '12 Lavelle Road, Ashok Nagar' };
const PROVIDER = { phone: '+919812300002', name: 'Farhan Qureshi' };
let customer: { cookie: string; id: string };
let provider: { cookie: string; id: string };

/** Every kind of row about the customer and the provider, each tied to someone else too where it can be. */
async function fixtures() {
  customer = await signUp(CUSTOMER.phone, CUSTOMER.name);
  provider = await signUp(PROVIDER.phone, PROVIDER.name);
  expect((await call({ method: 'POST', url: '/api/account/provider' }, provider.cookie)).statusCode).toBe(200);
  const db = t.app.db;
  const booking = (id: string, customerId: string, status: 'completed' | 'pending' | 'in_progress', providerId: string | null, location: string) =>
    db.insert(bookings).values({ id, customerId, status, scheduledTime: new Date(tomorrowSlot()), location, latitude: '12.9716', longitude: '77.5946', latDeg: 12.9716, lngDeg: 77.5946, ...BASIC_WASH_BOOKING, selectedProviderId: providerId, completedAt: status === 'completed' ? new Date() : null });
  // The customer's finished job, done by the new provider: invoice, photos, feedback.
  await booking('pv-done', customer.id, 'completed', provider.id, CUSTOMER.address);
  await insertBasicWashLine(db, 'pv-done');
  await db.transaction(async (tx) => issueInvoice(tx, (await findBookingRow(tx, 'pv-done'))!, new Date()));
  for (const [id, by, type] of [['pv-photo-before', customer.id, 'before'], ['pv-photo-after', provider.id, 'after']] as const) {
    await t.app.photoStore.put(id, PNG);
    await t.app.photoStore.keep(id);
    await db.insert(photos).values({ id, bookingId: 'pv-done', type, mimeType: 'image/png', bytes: PNG.length, uploadedBy: by, captureLatitude: 12.97, captureLongitude: 77.59 });
  }
  await db.insert(feedback).values({ id: 'pv-feedback', bookingId: 'pv-done', customerId: customer.id, providerId: provider.id, overallRating: 5, punctualityRating: 5, qualityRating: 4, professionalismRating: 5, cleanlinessRating: 5, comments: 'Spotless work', suggestions: 'Bring a vacuum' });
  // A bid of the provider on the customer's (finished) booking; a bid of provider-1 too.
  const price = { gstPaise: 7200, totalPaise: 47200, providerPaise: 30000, platformPaise: 10000, gstRateBp: 1800, platformFeeRateBp: 2500, estimatedDuration: 60 };
  await db.insert(bids).values([
    { id: 'pv-bid-mine', bookingId: 'pv-done', providerId: provider.id, amountPaise: 40000, ...price, status: 'accepted', message: 'I can come at nine' },
    { id: 'pv-bid-other', bookingId: 'pv-done', providerId: 'provider-1', amountPaise: 42000, ...price, status: 'rejected', message: 'Ravi here, call me' },
  ]);
  // Someone else's job the provider did: its customer's address must not reach the provider's copy.
  await booking('pv-other', 'customer-2', 'completed', provider.id, 'Flat 9, Koramangala 5th Block');
  await insertBasicWashLine(db, 'pv-other');
  await db.insert(feedback).values({ id: 'pv-feedback-2', bookingId: 'pv-other', customerId: 'customer-2', providerId: provider.id, overallRating: 4, punctualityRating: 4, qualityRating: 4, professionalismRating: 4, cleanlinessRating: 4, comments: 'Good' });
  // The money: the customer's job sold and paid in cash to the provider; the other customer's job sold; a settlement order of the provider.
  await db.transaction(async (tx) => {
    const done = (await findBookingRow(tx, 'pv-done'))!;
    await postSale(tx, done);
    await postPayment(tx, done, 'cash', 'handed over');
    await postSale(tx, (await findBookingRow(tx, 'pv-other'))!);
  });
  await db.insert(paymentOrders).values({ id: 'order_pv_settle', purpose: 'settlement', providerId: provider.id, amountPaise: 5000, receipt: 'settle-pv' });
  await db.insert(toolRentals).values({ id: 'pv-rental', toolId: 'tool-jump-starter', customerId: customer.id, startDate: new Date(), endDate: new Date(), status: 'returned', dailyRatePaise: 30000, totalPaise: 30000, depositPaise: 100000, returnedAt: new Date() });
  await db.insert(identitySubmissions).values({ providerId: provider.id, documentType: 'aadhar', maskedNumber: 'XXXX-XXXX-4321' });
  await db.insert(supportTickets).values({ id: 'pv-ticket', userId: customer.id, message: 'The washer scratched my car door' });
  await insertIdentityPhoto(t.app, 'pv-id-front', provider.id, 'front');
  for (const who of [customer.id, provider.id]) {
    await db.insert(notifications).values({ id: `pv-note-${who}`, accountId: who, event: NOTIFICATION_EVENT_NAMES[0], params: {} as never, link: '/bookings' });
    await db.insert(pushSubscriptions).values({ endpoint: `https://push.example.net/send/${who}-secret`, accountId: who, p256dh: 'key', auth: 'auth' });
    await db.insert(consents).values({ id: `pv-consent-${who}`, accountId: who, purpose: 'notice', noticeVersion: PRIVACY_NOTICE_VERSION, granted: true });
  }
}

/** Every name and number the database holds for accounts other than `id`. */
async function othersOf(id: string): Promise<string[]> {
  const rows = await t.app.db.select({ id: users.id, name: users.name, phone: users.phone, email: users.email }).from(users);
  return rows.filter((r) => r.id !== id).flatMap((r) => [r.name, r.phone, r.email].filter((v): v is string => !!v && v.length > 3));
}

describe('a copy of my data', () => {
  beforeAll(fixtures);

  it('gives the customer every kind of row held about them, the photos as bytes, and nothing of anyone else', async () => {
    const { files, json, text } = await exportOf(customer.cookie);
    for (const file of new Set(Object.values(PERSONAL_TABLES).flatMap((x) => (x.exported ? [x.exported] : [])))) expect(files[file], file).toBeDefined();
    expect(strFromU8(files['README.txt'])).toMatch(/bookings\.json\n {2}the bookings you made/);
    expect(json('profile.json').account).toMatchObject({ id: customer.id, name: CUSTOMER.name, phone: CUSTOMER.phone });
    expect(json('addresses.json').bookingAddresses).toEqual([{ address: CUSTOMER.address, latitude: '12.9716', longitude: '77.5946', bookings: ['pv-done'] }]);
    expect(json('bookings.json').asCustomer.map((b: { id: string }) => b.id)).toEqual(['pv-done']);
    expect(json('bookings.json').asCustomer[0].services[0].name).toBeTruthy();
    expect(json('bids.json').receivedOnYourBookings.map((b: { id: string }) => b.id).sort()).toEqual(['pv-bid-mine', 'pv-bid-other']);
    expect(json('feedback.json').given).toMatchObject([{ id: 'pv-feedback', comments: 'Spotless work' }]);
    expect(json('invoices.json')).toMatchObject([{ bookingId: 'pv-done', document: { recipient: { name: CUSTOMER.name, address: CUSTOMER.address } } }]);
    expect(json('tool-rentals.json')).toMatchObject([{ id: 'pv-rental', status: 'returned' }]);
    expect(json('notifications.json').inbox).toHaveLength(1);
    expect(json('push-subscriptions.json')).toEqual([expect.objectContaining({ pushService: 'push.example.net' })]);
    expect(text).not.toContain('-secret');
    expect(json('sessions.json').length).toBeGreaterThan(0);
    expect(json('sessions.json')[0]).toMatchObject({ device: expect.any(String), lastSeenAt: expect.any(String) });
    // Their ledger lines as a customer: the sale they owe and the cash payment that settled it.
    expect(json('ledger.json').asCustomer.map((l: { kind: string; bookingId: string; amount: string }) => [l.kind, l.bookingId, l.amount])).toEqual([
      ['sale', 'pv-done', '352.82'],
      ['payment', 'pv-done', '-352.82'],
    ]);
    expect(json('ledger.json').asProvider).toEqual([]);
    expect(json('ledger.json').paymentOrders).toEqual([]);
    expect(json('consents.json').consents).toMatchObject([{ purpose: 'notice', granted: true }]);
    expect(json('support-tickets.json')).toMatchObject([{ message: 'The washer scratched my car door' }]);
    // Both photos of their car, the one they took and the provider's, as the stored bytes.
    const listed = json('photos.json') as { id: string; file: string; takenByYou: boolean }[];
    expect(listed.map((p) => [p.id, p.takenByYou])).toEqual([['pv-photo-before', true], ['pv-photo-after', false]]);
    for (const p of listed) expect(Buffer.from(files[p.file]).equals(PNG)).toBe(true);
    // Nobody else's name, number or e-mail (the provider who did the job appears only as an id).
    const others = await othersOf(customer.id);
    expect(others).toContain(PROVIDER.name);
    expect(others.filter((x) => text.includes(x))).toEqual([]);
    expect(text).not.toContain('Ravi here');
  });

  it("gives the provider their profile, hours, bids, reviews, identity document and earnings, without their customers' names or addresses", async () => {
    const { files, json, text } = await exportOf(provider.cookie);
    expect(json('profile.json')).toMatchObject({ account: { name: PROVIDER.name, phone: PROVIDER.phone, userType: 'provider' }, providerProfile: { userId: provider.id } });
    expect(json('profile.json').weeklyHours).toHaveLength(7);
    expect(json('bids.json').placed).toMatchObject([{ id: 'pv-bid-mine', message: 'I can come at nine' }]);
    expect(json('bookings.json').asProvider.map((b: { id: string }) => b.id).sort()).toEqual(['pv-done', 'pv-other']);
    expect(json('feedback.json').receivedAsProvider).toHaveLength(2);
    expect(json('identity.json').submission).toMatchObject({ documentType: 'aadhar', maskedNumber: 'XXXX-XXXX-4321' });
    expect(Buffer.from(files[json('identity.json').photos[0].file]).equals(PNG)).toBe(true);
    expect(json('earnings.json').jobs).toHaveLength(2);
    expect(json('photos.json').map((p: { id: string }) => p.id)).toEqual(['pv-photo-after']);
    expect(json('invoices.json')).toEqual([]);
    // Their ledger lines as a provider: both jobs' earnings and the cash they hold; their settlement order; no customer's account.
    expect(json('ledger.json').asProvider.map((l: { kind: string; bookingId: string; amount: string }) => [l.kind, l.bookingId, l.amount])).toEqual([
      ['sale', 'pv-done', '-224.25'],
      ['payment', 'pv-done', '352.82'],
      ['sale', 'pv-other', '-224.25'],
    ]);
    expect(json('ledger.json').paymentOrders).toMatchObject([{ id: 'order_pv_settle', purpose: 'settlement', amount: '50.00' }]);
    expect(strFromU8(files['ledger.json'])).not.toMatch(/customer:|customer-2/);
    const others = await othersOf(provider.id);
    expect(others).toContain(CUSTOMER.name);
    expect(others.filter((x) => text.includes(x))).toEqual([]);
    for (const address of [CUSTOMER.address, 'Koramangala 5th Block']) expect(text).not.toContain(address);
  });

  it('streams a copy of many large photos whole, each byte as stored', async () => {
    const large = Array.from({ length: 6 }, (_, i) => ({ id: `pv-large-${i}`, bytes: crypto.randomBytes(3 * 1024 * 1024 + i) }));
    for (const photo of large) {
      await t.app.photoStore.put(photo.id, photo.bytes);
      await t.app.photoStore.keep(photo.id);
      await t.app.db.insert(photos).values({ id: photo.id, bookingId: 'pv-other', type: 'after', mimeType: 'image/jpeg', bytes: photo.bytes.length, uploadedBy: provider.id });
    }
    try {
      const { files, json } = await exportOf(provider.cookie);
      const listed = (json('photos.json') as { id: string; file: string | null }[]).filter((p) => p.id.startsWith('pv-large-'));
      expect(listed).toHaveLength(large.length);
      for (const photo of large) {
        const file = listed.find((p) => p.id === photo.id)!.file!;
        expect(Buffer.from(files[file]).equals(photo.bytes), file).toBe(true);
      }
    } finally {
      await t.app.db.delete(photos).where(inArray(photos.id, large.map((p) => p.id)));
      for (const photo of large) await t.app.photoStore.delete(photo.id);
    }
  });

  it(`allows ${DATA_EXPORT_LIMIT.perDay} copies a day, then says when the next one may be taken`, async () => {
    const someone = await signUp('+919812300003', 'Limit Tester');
    for (let i = 0; i < DATA_EXPORT_LIMIT.perDay; i++) await exportOf(someone.cookie);
    const refused = await call({ method: 'GET', url: '/api/me/export' }, someone.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You can download your data 3 times a day, and you have\. Please try again in 24 hours\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await call({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
  });
});

describe('correcting my details', () => {
  it('corrects the name, e-mail and area, clears them with an empty text, and refuses an e-mail of another account', async () => {
    const me = await signUp('+919812300011', 'Tara Nair');
    const res = await call({ method: 'PATCH', url: '/api/account', payload: { name: ' Tara N. Nair ', email: 'tara@example.in', location: 'Jayanagar' } }, me.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Tara N. Nair', email: 'tara@example.in', location: 'Jayanagar' });
    const cleared = await call({ method: 'PATCH', url: '/api/account', payload: { email: '', location: '' } }, me.cookie);
    expect(cleared.json().user).toMatchObject({ name: 'Tara N. Nair', email: null, location: null });
    const taken = await call({ method: 'PATCH', url: '/api/account', payload: { email: 'priya.sharma@example.in' } }, me.cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('That e-mail address is already used by another account');
    const bad = await call({ method: 'PATCH', url: '/api/account', payload: { email: 'not an address' } }, me.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Enter an e-mail address like name@example.in');
  });

  it('changes the number with a code sent to the new number; the old number no longer signs in to the account', async () => {
    const me = await signUp('+919812300012', 'Vikram Shetty');
    const wrong = await call({ method: 'POST', url: '/api/account/phone', payload: { phone: '98123 00013', code: '000000' } }, me.cookie);
    expect(wrong.statusCode).toBe(401);
    const code = await askCode('+919812300013');
    const res = await call({ method: 'POST', url: '/api/account/phone', payload: { phone: '98123 00013', code } }, me.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().phone).toBe('+919812300013');
    const signedIn = await call({ method: 'POST', url: '/api/auth/verify', payload: { phone: '+919812300013', code: await askCode('+919812300013') } });
    expect(signedIn.json().user.id).toBe(me.id);
    const old = await call({ method: 'POST', url: '/api/auth/verify', payload: { phone: '+919812300012', code: await askCode('+919812300012') } });
    expect(old.json().user.id).not.toBe(me.id);
    // Another account's number is refused, after its code was checked.
    const taken = await call({ method: 'POST', url: '/api/account/phone', payload: { phone: '+919000000002', code: await askCode('+919000000002') } }, me.cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('That number already belongs to another account');
  });
});

describe('my signed-in devices', () => {
  it('lists each session with its device and last use, and signs out every other device', async () => {
    const phone = '+919812300021';
    const me = await signUp(phone, 'Devi Prasad');
    const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const laptop = await call({ method: 'POST', url: '/api/auth/verify', payload: { phone, code: await askCode(phone) }, headers: { 'user-agent': PHONE_UA.replace('Linux; Android 14; Pixel 8', 'Windows NT 10.0; Win64; x64').replace(' Mobile', '') } });
    const phoneSession = await call({ method: 'POST', url: '/api/auth/verify', payload: { phone, code: await askCode(phone) }, headers: { 'user-agent': PHONE_UA } });
    const phoneCookie = cookieOf(phoneSession);
    const listed = await call({ method: 'GET', url: '/api/me/sessions' }, phoneCookie);
    expect(listed.statusCode).toBe(200);
    const devices = listed.json() as { device: string | null; current: boolean }[];
    expect(devices).toHaveLength(3);
    expect(devices[0]).toMatchObject({ device: 'Chrome on Android', current: true });
    expect(devices.map((d) => d.device)).toContain('Chrome on Windows');
    const after = await call({ method: 'POST', url: '/api/me/sessions/sign-out-others' }, phoneCookie);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toMatchObject([{ device: 'Chrome on Android', current: true }]);
    expect(after.json()).toHaveLength(1);
    for (const cookie of [me.cookie, cookieOf(laptop)]) expect((await call({ method: 'GET', url: '/api/me/sessions' }, cookie)).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: '/api/me/sessions' }, phoneCookie)).statusCode).toBe(200);
  });
});

describe('notice and consent', () => {
  it('records the notice shown at sign-up with its version, and the optional purposes as they are turned on and off', async () => {
    const res = await call({ method: 'POST', url: '/api/auth/verify', payload: { phone: '+919812300021', code: await askCode('+919812300021') } });
    const cookie = cookieOf(res);
    const before = await call({ method: 'GET', url: '/api/me/consents' }, cookie);
    expect(before.json()).toEqual(['notice', 'notifications', 'marketing'].map((purpose) => ({ purpose, granted: purpose === 'notifications', noticeVersion: null, recordedAt: null })));
    const named = await call({ method: 'PATCH', url: '/api/account', payload: { name: 'Ananya Rao', acceptedNotice: PRIVACY_NOTICE_VERSION } }, cookie);
    expect(named.statusCode, named.body).toBe(200);
    expect((await call({ method: 'PATCH', url: '/api/account', payload: { acceptedNotice: '2000-01-01' } }, cookie)).statusCode).toBe(400);
    const id = named.json().user.id as string;
    await t.app.db.insert(pushSubscriptions).values({ endpoint: 'https://push.example.net/send/consent', accountId: id, p256dh: 'key', auth: 'auth' });
    const on = await call({ method: 'PUT', url: '/api/me/consents', payload: { notifications: true, marketing: true } }, cookie);
    expect(on.json().map((c: { purpose: string; granted: boolean; noticeVersion: string }) => [c.purpose, c.granted, c.noticeVersion])).toEqual([
      ['notice', true, PRIVACY_NOTICE_VERSION],
      ['notifications', true, PRIVACY_NOTICE_VERSION],
      ['marketing', true, PRIVACY_NOTICE_VERSION],
    ]);
    const off = await call({ method: 'PUT', url: '/api/me/consents', payload: { notifications: false } }, cookie);
    expect(off.json().map((c: { granted: boolean }) => c.granted)).toEqual([true, false, true]);
    // Withdrawing notifications forgets the browsers that took pushes; the log keeps every decision.
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, id))).toEqual([]);
    expect(await t.app.db.select().from(consents).where(eq(consents.accountId, id))).toHaveLength(4);
  });
});

describe('erasing my account', () => {
  it('is a write that needs a connection', () => {
    expect(apiRoutes.eraseMyAccount).toMatchObject({ method: 'DELETE', path: '/me', offline: 'accountDeletion' });
  });

  it('is refused with the reason while a booking is not finished, before any code is spent', async () => {
    const someone = await signUp('+919812300004', 'Busy Customer');
    await t.app.db.insert(bookings).values({ id: 'pv-busy', customerId: someone.id, status: 'in_progress', scheduledTime: new Date(), location: 'Somewhere', ...BASIC_WASH_BOOKING, selectedProviderId: 'provider-1' });
    const code = await askCode('+919812300004');
    const refused = await call({ method: 'DELETE', url: '/api/me', payload: { code } }, someone.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Your account cannot be deleted while booking pv-busy is in progress. Cancel it, or wait until the job is completed, then try again.');
    await t.app.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, 'pv-busy'));
    const wrong = await call({ method: 'DELETE', url: '/api/me', payload: { code: code === '000000' ? '111111' : '000000' } }, someone.cookie);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('That code is wrong. 4 tries left.');
    expect((await call({ method: 'DELETE', url: '/api/me', payload: { code } }, someone.cookie)).statusCode).toBe(200);
  });

  it("erases the customer: signed out everywhere, photos gone, name and number in no answer and no table but the kept invoice", async () => {
    const second = cookieOf(await call({ method: 'POST', url: '/api/auth/verify', payload: { phone: CUSTOMER.phone, code: await askCode(CUSTOMER.phone) } }));
    const res = await call({ method: 'DELETE', url: '/api/me', payload: { code: await askCode(CUSTOMER.phone) } }, customer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user: null, phone: null });
    expect(res.cookies.find((c) => c.name === 'gc_session')?.value).toBe('');
    for (const cookie of [customer.cookie, second]) {
      const refused = await call({ method: 'GET', url: '/api/bookings' }, cookie);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('Your session has ended. Please sign in again.');
    }
    const admin = await adminCookie();
    for (const id of ['pv-photo-before', 'pv-photo-after']) {
      expect((await call({ method: 'GET', url: `/api/photos/${id}` }, admin)).statusCode).toBe(404);
      expect(await t.app.photoStore.open(id)).toBeNull();
    }
    // The provider's review stays, without the reviewer's name.
    const reviews = await call({ method: 'GET', url: '/api/feedback' }, admin);
    expect(reviews.json().map((f: { id: string }) => f.id)).toContain('pv-feedback');
    const answers = await Promise.all(
      ['/api/users', '/api/bookings', '/api/feedback', `/api/bids/booking/pv-done`, '/api/bookings/pv-done', `/api/provider/${provider.id}/earnings`].map((url) =>
        call({ method: 'GET', url }, admin),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      for (const x of [CUSTOMER.name, CUSTOMER.phone, CUSTOMER.address, CUSTOMER.phone.slice(3)]) expect(answer.body).not.toContain(x);
    }
    // The tax invoice is kept as issued, and the administrator still reads it.
    const invoice = await call({ method: 'GET', url: '/api/bookings/pv-done/invoice' }, admin);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json().recipient).toEqual({ name: CUSTOMER.name, address: CUSTOMER.address });
    expect((await call({ method: 'GET', url: '/api/bookings/pv-done/invoice.pdf' }, admin)).statusCode).toBe(200);
    expect(await tablesHolding([CUSTOMER.name, CUSTOMER.phone.slice(3), CUSTOMER.address])).toEqual({ [CUSTOMER.name]: ['invoices'], [CUSTOMER.phone.slice(3)]: [], [CUSTOMER.address]: ['invoices'] });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ name: '', phone: null, email: null, location: null });
    // What they told support, in their own words, goes too.
    expect(await t.app.db.select().from(supportTickets).where(eq(supportTickets.userId, customer.id))).toEqual([]);
    expect(row.erasedAt).toBeInstanceOf(Date);
    // The ledger keeps the customer's lines under the emptied account's id, and still balances.
    expect((await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.account, `customer:${customer.id}`))).length).toBe(2);
    await expectLedgerBalanced(t.app, admin);
    // The audit trail records the erasure, nothing personal: no address, browser, name or number.
    const erasure = (await call({ method: 'GET', url: `/api/admin/audit?action=account.erase` }, admin)).json().events.find((e: { subject: string }) => e.subject === customer.id);
    expect(erasure).toMatchObject({ action: 'account.erase', actorId: customer.id, ip: null, userAgent: null, after: { reason: 'request' } });
    // The number may sign up again: a new, empty account.
    const again = await call({ method: 'POST', url: '/api/auth/verify', payload: { phone: CUSTOMER.phone, code: await askCode(CUSTOMER.phone) } });
    expect(again.json().user.id).not.toBe(customer.id);
  });

  it('erases the provider: identity document and its photo gone, reviews kept with the provider id', async () => {
    const res = await call({ method: 'DELETE', url: '/api/me', payload: { code: await askCode(PROVIDER.phone) } }, provider.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const admin = await adminCookie();
    expect((await call({ method: 'GET', url: '/api/identity-photos/pv-id-front' }, admin)).statusCode).toBe(404);
    expect(await t.app.photoStore.open('pv-id-front')).toBeNull();
    expect(await tablesHolding([PROVIDER.name, PROVIDER.phone.slice(3), 'XXXX-XXXX-4321', 'I can come at nine'])).toEqual({
      [PROVIDER.name]: [],
      [PROVIDER.phone.slice(3)]: [],
      'XXXX-XXXX-4321': [],
      'I can come at nine': [],
    });
    const kept = await t.app.db.select({ id: feedback.id }).from(feedback).where(eq(feedback.providerId, provider.id));
    expect(kept.map((f) => f.id).sort()).toEqual(['pv-feedback', 'pv-feedback-2']);
    const active = await call({ method: 'GET', url: '/api/provider-profile/active' });
    expect(active.body).not.toContain(provider.id);
  });
});

/** For each text, the tables (every schema but the system's) with a row that holds it. */
async function tablesHolding(texts: string[]): Promise<Record<string, string[]>> {
  type Result<R> = R[] | { rows: R[] };
  const rowsOf = <R>(result: unknown) => { const r = result as Result<R>; return Array.isArray(r) ? r : r.rows; };
  const list = rowsOf<{ s: string; n: string }>(
    await t.app.db.execute(sql`SELECT table_schema AS s, table_name AS n FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`),
  );
  const found: Record<string, string[]> = Object.fromEntries(texts.map((x) => [x, []]));
  for (const { s, n } of list) {
    const rows = rowsOf<{ row: string }>(await t.app.db.execute(sql.raw(`SELECT t::text AS row FROM "${s}"."${n}" t`)));
    for (const x of texts) if (rows.some((r) => r.row.includes(x))) found[x].push(n);
  }
  return found;
}

describe('in demo mode', () => {
  let demo: TestApp;
  let demoSms: Awaited<ReturnType<typeof startFakeSms>>;
  beforeAll(async () => {
    demoSms = await startFakeSms();
    demo = await createTestApp({ demoMode: true, sms: httpGateway(demoSms.url, 'sms-token'), signInCodesPerAddress: 1000 });
  });
  afterAll(async () => {
    await demo?.close();
    await demoSms?.close();
  });

  it("a persona downloads its data and erases itself with the code sent to the persona's number; it leaves the switcher", async () => {
    const as = demo.as('provider-3');
    const copy = await as({ method: 'GET', url: '/api/me/export' });
    expect(copy.statusCode).toBe(200);
    expect(JSON.parse(strFromU8(unzipSync(new Uint8Array(copy.rawPayload))['profile.json'])).account).toMatchObject({ id: 'provider-3', name: 'Meena Das' });
    expect((await demo.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone: '+919000000005' } })).statusCode).toBe(202);
    const erased = await as({ method: 'DELETE', url: '/api/me', payload: { code: demoSms.lastCodeTo('+919000000005') } });
    expect(erased.statusCode, erased.body).toBe(200);
    // The demo acts as its default persona again; the erased one is no longer offered or reachable.
    expect(erased.json().user.id).toBe('customer-1');
    expect(erased.json().personas.map((p: { id: string }) => p.id)).not.toContain('provider-3');
    const switched = await demo.app.inject({ method: 'POST', url: '/api/session', payload: { userId: 'provider-3' } });
    expect(switched.statusCode).toBe(404);
  });
});
