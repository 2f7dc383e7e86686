import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { identitySubmissions, providerProfiles, users } from '../../src/server/db/schema';
import { httpGateway } from '../../src/server/sms/gateway';
import { PUBLIC_READS } from '../../src/shared/api/public-reads';
import { apiUrl } from '../../src/shared/api/route';
import { apiRoutes } from '../../src/shared/api/routes';
import { SIGN_IN_CODE } from '../../src/shared/domain/sign-in-policy';
import { quoteBooking } from '../../src/shared/pricing/quote';
import { priceToWire } from '../../src/shared/pricing/price-model';
import type { PricingConfig } from '../../src/shared/schemas/admin';
import type { Service } from '../../src/shared/schemas/service';
import { createTestApp, type TestApp } from './test-app';
import { startFakeSms } from './fake-sms';
import { bookingBody } from './bookings-support';

/**
 * What a visitor may read outside demo mode (ADR 065): the public reads answer without a session
 * and carry nothing personal; the quote a visitor sees is the signed-in quote; everything
 * personal still answers 401. Runs on PGlite and on PostgreSQL (TEST_DATABASE=postgres).
 */
let t: TestApp;
let sms: Awaited<ReturnType<typeof startFakeSms>>;
let clock = Date.parse('2026-11-24T10:00:00Z');

beforeAll(async () => {
  sms = await startFakeSms();
  t = await createTestApp({ demoMode: false, sms: httpGateway(sms.url, 'sms-token'), signInCodesPerAddress: 1000 });
  t.app.signIn.now = () => new Date(clock);
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

const call = (options: InjectOptions, cookie?: string) =>
  t.app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) } });

async function signIn(phone: string): Promise<string> {
  clock += (SIGN_IN_CODE.resendAfterSeconds + 1) * 1000;
  expect((await call({ method: 'POST', url: '/api/auth/otp', payload: { phone } })).statusCode).toBe(202);
  const res = await call({ method: 'POST', url: '/api/auth/verify', payload: { phone, code: sms.lastCodeTo(phone) } });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'gc_session');
  if (!cookie) throw new Error('no session cookie');
  return `gc_session=${cookie.value}`;
}

/** Keys whose value is about a person: a public answer may carry none of them (or only null). */
const PERSONAL_KEYS = ['phone', 'email', 'location', 'latitude', 'longitude', 'baseLatitude', 'baseLongitude', 'profileImage', 'documentNumber', 'customerId', 'customer', 'provider'];

function personalKeysIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => personalKeysIn(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => [
    ...(PERSONAL_KEYS.includes(key) && v !== null ? [`${path}.${key}`] : []),
    ...personalKeysIn(v, `${path}.${key}`),
  ]);
}

/** What the database holds about people that no public answer may contain, as text. */
async function personalValues(): Promise<string[]> {
  const people = await t.app.db.select({ name: users.name, phone: users.phone, email: users.email }).from(users);
  const bases = await t.app.db.select({ lat: providerProfiles.baseLatitude, lng: providerProfiles.baseLongitude }).from(providerProfiles).where(isNotNull(providerProfiles.baseLatitude));
  const documents = await t.app.db.select({ number: identitySubmissions.maskedNumber }).from(identitySubmissions);
  return [
    ...people.flatMap((p) => [p.name, p.phone, p.email]),
    ...bases.flatMap((b) => [b.lat, b.lng]),
    ...documents.map((d) => d.number),
  ].filter((v): v is string => typeof v === 'string' && v.length >= 4);
}

describe('a visitor outside demo mode', () => {
  it('reads the catalogue, pricing, settings, tools and active providers with no session, and nothing personal in them', async () => {
    const secrets = await personalValues();
    expect(secrets.length).toBeGreaterThan(5);
    for (const route of PUBLIC_READS) {
      const url = apiUrl(route as typeof apiRoutes.listTools);
      const res = await call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const body: unknown = res.json();
      if (Array.isArray(body)) expect(body.length, `${url} is empty`).toBeGreaterThan(0);
      expect(personalKeysIn(body), url).toEqual([]);
      expect(secrets.filter((s) => res.body.includes(s)), url).toEqual([]);
    }
  });

  it('reads them also with a cookie that is no longer valid', async () => {
    const res = await call({ method: 'GET', url: apiUrl(apiRoutes.listServices) }, 'gc_session=forged.provider-1');
    expect(res.statusCode).toBe(200);
    // A personal read with that cookie is still refused.
    expect((await call({ method: 'GET', url: apiUrl(apiRoutes.listBookings) }, 'gc_session=forged.provider-1')).statusCode).toBe(401);
  });

  it('gets an unchanged public list as 304 from its ETag', async () => {
    const first = await call({ method: 'GET', url: apiUrl(apiRoutes.listServices) });
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');
    expect((await call({ method: 'GET', url: apiUrl(apiRoutes.listServices), headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });

  it('may not list retired services', async () => {
    expect((await call({ method: 'GET', url: apiUrl(apiRoutes.listServices, {}, { includeRetired: 'true' }) })).statusCode).toBe(403);
  });

  it('sees the provider’s base only in the provider’s own row', async () => {
    const visitor = (await call({ method: 'GET', url: apiUrl(apiRoutes.listActiveProviders) })).json() as { userId: string; baseLatitude: string | null }[];
    expect(visitor.map((p) => p.baseLatitude)).toEqual(visitor.map(() => null));
    const [base] = await t.app.db
      .select({ userId: users.id, phone: users.phone })
      .from(providerProfiles)
      .innerJoin(users, eq(users.id, providerProfiles.userId))
      .where(and(isNotNull(providerProfiles.baseLatitude), inArray(users.id, visitor.map((p) => p.userId))));
    const own = (await call({ method: 'GET', url: apiUrl(apiRoutes.listActiveProviders) }, await signIn(base.phone!))).json() as typeof visitor;
    expect(own.find((p) => p.userId === base.userId)?.baseLatitude).not.toBeNull();
    expect(own.filter((p) => p.userId !== base.userId && p.baseLatitude !== null)).toEqual([]);
  });

  it('gets the quote a signed-in customer gets, and the booking is priced at it', async () => {
    const input = { vehicleType: 'car' as const, vehicleCategory: 'sedan' as const, serviceIds: ['svc-premium-wash'], addOnIds: ['svc-tyre-polish'] };
    const quoteAs = async (cookie?: string) => {
      const services = (await call({ method: 'GET', url: apiUrl(apiRoutes.listServices) }, cookie)).json() as Service[];
      const pricing = (await call({ method: 'GET', url: apiUrl(apiRoutes.getPricing) }, cookie)).json() as PricingConfig;
      const items = [...input.serviceIds, ...input.addOnIds].map((id) => services.find((s) => s.id === id)!);
      return quoteBooking({ vehicleType: input.vehicleType, vehicleCategory: input.vehicleCategory, items }, pricing);
    };
    const cookie = await signIn('+919812300001');
    const visitorQuote = await quoteAs();
    expect(visitorQuote.totalPaise).toBeGreaterThan(0);
    expect(await quoteAs(cookie)).toEqual(visitorQuote);

    const me = (await call({ method: 'GET', url: apiUrl(apiRoutes.getSession) }, cookie)).json() as { user: { id: string } };
    const created = await call({ method: 'POST', url: apiUrl(apiRoutes.createBooking), payload: bookingBody({ ...input, customerId: me.user.id }) }, cookie);
    expect(created.statusCode, created.body).toBe(201);
    const wire = priceToWire(visitorQuote);
    expect(created.json()).toMatchObject({ subtotal: wire.subtotal, gst: wire.gst, totalAmount: wire.totalAmount, providerAmount: wire.providerAmount, platformAmount: wire.platformAmount });
  });

  it('is still refused everything personal', async () => {
    const personal = [
      apiUrl(apiRoutes.listBookings),
      apiUrl(apiRoutes.listCustomerBookings, { customerId: 'customer-1' }),
      apiUrl(apiRoutes.getProviderProfile, { providerId: 'provider-1' }),
      apiUrl(apiRoutes.getProviderAvailability, { id: 'provider-1' }),
      apiUrl(apiRoutes.listCustomerRentals, { customerId: 'customer-1' }),
      apiUrl(apiRoutes.listUsers),
      apiUrl(apiRoutes.listFeedback),
      apiUrl(apiRoutes.pullMyBookings),
      apiUrl(apiRoutes.getVerificationStatus, { providerId: 'provider-1' }),
      apiUrl(apiRoutes.customerHistory, { customerId: 'customer-1' }),
    ];
    for (const url of personal) {
      const res: LightMyRequestResponse = await call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toMatch(/sign in/i);
    }
    // And no write is open to a visitor.
    expect((await call({ method: 'POST', url: apiUrl(apiRoutes.createBooking), payload: bookingBody(), headers: { origin: 'http://localhost' } })).statusCode).toBe(401);
  });
});
