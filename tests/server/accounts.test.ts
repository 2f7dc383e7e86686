import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { signInCodes, users } from '../../src/server/db/schema';
import { httpGateway } from '../../src/server/sms/gateway';
import { makeAdmin } from '../../src/server/modules/users/make-admin';
import { SIGN_IN_CODE } from '../../src/shared/domain/sign-in-policy';
import { createTestApp, type TestApp } from './test-app';
import { startFakeSms } from './fake-sms';
import { insertWriteFixtures, type WriteFixtures } from './persona-matrix-fixtures';
import { readRows, writeRows, type Persona } from './persona-matrix-rows';

/**
 * Real accounts outside demo mode, over HTTP: phone sign-in with codes that reach a fake SMS
 * provider, the limits on codes, sessions that end, cross-site writes, and what a new customer
 * cannot reach. Runs on PGlite and on PostgreSQL (TEST_DATABASE=postgres).
 */
let t: TestApp;
let sms: Awaited<ReturnType<typeof startFakeSms>>;
let clock = Date.parse('2026-11-24T10:00:00Z');
const tick = (seconds: number) => (clock += seconds * 1000);

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
const cookieOf = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === 'gc_session');
  if (!c) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
  return `gc_session=${c.value}`;
};
const askCode = (phone: string, headers: Record<string, string> = {}) => call({ method: 'POST', url: '/api/auth/otp', payload: { phone }, headers });
const verify = (phone: string, code: string) => call({ method: 'POST', url: '/api/auth/verify', payload: { phone, code } });

async function signIn(typed: string, normalised: string): Promise<{ cookie: string; userId: string; res: LightMyRequestResponse }> {
  tick(SIGN_IN_CODE.resendAfterSeconds + 1);
  expect((await askCode(typed)).statusCode).toBe(202);
  const res = await verify(typed, sms.lastCodeTo(normalised));
  expect(res.statusCode).toBe(200);
  return { cookie: cookieOf(res), userId: res.json().user.id, res };
}

describe('outside demo mode', () => {
  it('refuses the persona switch and tells a visitor nothing about other users', async () => {
    const persona = await call({ method: 'POST', url: '/api/session', payload: { userId: 'admin-1' } });
    expect(persona.statusCode).toBe(403);
    expect(persona.json().message).toMatch(/only possible in the demo/);
    expect(persona.cookies).toEqual([]);
    const session = await call({ method: 'GET', url: '/api/session' });
    // No payment gateway's keys outside the demo: the app offers no online payment.
    expect(session.json()).toEqual({ user: null, phone: null, demoMode: false, personas: [], onlinePayments: false });
    for (const url of ['/api/users', '/api/bookings/customer/customer-1', '/api/feedback']) {
      const res = await call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toMatch(/sign in/i);
    }
  });

  it('signs a new number in with the code that reached the SMS provider, as a new customer', async () => {
    const asked = await askCode('098765-43210');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ resendAfterSeconds: 30 });
    const last = sms.sent.at(-1)!;
    expect(last).toMatchObject({ to: '+919876543210', authorization: 'Bearer sms-token' });
    expect(last.message).toMatch(/^\d{6} is your GaadiCare sign-in code/);
    // Only a keyed hash is stored.
    const [row] = await t.app.db.select().from(signInCodes).where(eq(signInCodes.phone, '+919876543210'));
    expect(row.codeHash).not.toContain(sms.lastCodeTo('+919876543210'));
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const res = await verify('+91 98765 43210', sms.lastCodeTo('+919876543210'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ name: '', userType: 'customer', isVerified: false, email: null });
    expect(body).toMatchObject({ phone: '+919876543210', demoMode: false, personas: [] });
    const setCookie = String(res.headers['set-cookie']).toLowerCase();
    expect(setCookie).toContain('httponly');
    expect(setCookie).toContain('samesite=lax');
    expect(setCookie).toMatch(/max-age=2592000/);
    const cookie = cookieOf(res);

    // The code is single use.
    expect((await verify('9876543210', sms.lastCodeTo('+919876543210'))).statusCode).toBe(401);
    // The name is asked for next; the session is the account's own.
    const named = await call({ method: 'PATCH', url: '/api/account', payload: { name: '  Kavya Iyer ' } }, cookie);
    expect(named.statusCode).toBe(200);
    expect(named.json().user.name).toBe('Kavya Iyer');
    expect((await call({ method: 'PATCH', url: '/api/account', payload: { name: 'K' } }, cookie)).statusCode).toBe(400);
    const mine = (await call({ method: 'GET', url: '/api/session' }, cookie)).json();
    expect(mine).toMatchObject({ user: { id: body.user.id, name: 'Kavya Iyer' }, phone: '+919876543210', personas: [] });
    // Signing in again finds the same account.
    expect((await signIn('9876543210', '+919876543210')).userId).toBe(body.user.id);
  });

  it('refuses numbers people would not recognise as Indian mobiles with a message they understand', async () => {
    for (const phone of ['12345', '+1 415 555 0100', '58765 43210', 'call me']) {
      const res = await askCode(phone);
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().message).toMatch(/10-digit Indian mobile number/);
    }
    expect((await verify('98765 43210', '12ab56')).json().message).toMatch(/6 digits/);
  });

  it('voids a code after 5 wrong tries', async () => {
    tick(60);
    expect((await askCode('9123456780')).statusCode).toBe(202);
    const right = sms.lastCodeTo('+919123456780');
    const wrong = right === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await verify('9123456780', wrong);
      expect(res.statusCode).toBe(401);
      messages.push(res.json().message);
    }
    expect(messages[0]).toMatch(/4 tries left/);
    expect(messages[3]).toMatch(/1 try left/);
    expect(messages[4]).toMatch(/last try/);
    const after = await verify('9123456780', right);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/Ask for a new code/);
    // A new code works.
    tick(SIGN_IN_CODE.resendAfterSeconds);
    expect((await askCode('9123456780')).statusCode).toBe(202);
    expect((await verify('9123456780', sms.lastCodeTo('+919123456780'))).statusCode).toBe(200);
  });

  it('expires a code after 5 minutes', async () => {
    tick(60);
    await askCode('9000012345');
    tick(SIGN_IN_CODE.validSeconds + 1);
    expect((await verify('9000012345', sms.lastCodeTo('+919000012345'))).statusCode).toBe(401);
  });

  it('waits 30 s between codes and refuses the sixth code in an hour with 429 and Retry-After', async () => {
    tick(3600);
    expect((await askCode('8000000001')).statusCode).toBe(202);
    const soon = await askCode('8000000001');
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBe(30);
    for (let i = 2; i <= 5; i++) {
      tick(31);
      expect((await askCode('8000000001')).statusCode, `code ${i}`).toBe(202);
    }
    tick(31);
    const sixth = await askCode('8000000001');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/Too many codes were sent to this number/);
    // The first code of the hour was 4 × 31 + 31 s ago: the window frees up in the rest of the hour.
    expect(Number(sixth.headers['retry-after'])).toBe(3600 - 5 * 31);
    tick(3600 - 5 * 31);
    expect((await askCode('8000000001')).statusCode).toBe(202);
  });

  it('answers the same whether or not a number has an account', async () => {
    tick(60);
    await makeAdmin(t.app.db, '7000000001');
    const known = await askCode('7000000001');
    const unknown = await askCode('7000000002');
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    const knownWrong = await verify('7000000001', '999999');
    const unknownWrong = await verify('7000000002', '999999');
    expect([knownWrong.statusCode, knownWrong.body]).toEqual([unknownWrong.statusCode, unknownWrong.body]);
    const neverAsked = await verify('7000000003', '999999');
    expect(neverAsked.statusCode).toBe(401);
  });

  it('answers 503 and stores nothing when the SMS cannot be sent', async () => {
    tick(60);
    sms.failFor.add('+917000000099');
    const res = await askCode('7000000099');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Could not send the code, try again');
    expect(await t.app.db.select().from(signInCodes).where(eq(signInCodes.phone, '+917000000099'))).toEqual([]);
    // Nothing stored means no wait either: once the provider is back, a code goes at once.
    sms.failFor.clear();
    expect((await askCode('7000000099')).statusCode).toBe(202);
  });

  it('ends a session on sign-out (the old cookie is useless) and every session on sign-out everywhere', async () => {
    const first = await signIn('6000000001', '+916000000001');
    const own = `/api/bookings/customer/${first.userId}`;
    expect((await call({ method: 'GET', url: own }, first.cookie)).statusCode).toBe(200);
    const out = await call({ method: 'POST', url: '/api/auth/logout' }, first.cookie);
    expect(out.statusCode).toBe(200);
    expect(out.json().user).toBeNull();
    expect(String(out.headers['set-cookie'])).toMatch(/gc_session=;/);
    const stale = await call({ method: 'GET', url: own }, first.cookie);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toMatch(/session has ended/);

    const phone = await signIn('6000000001', '+916000000001');
    const laptop = await signIn('6000000001', '+916000000001');
    expect((await call({ method: 'POST', url: '/api/auth/logout-all' }, laptop.cookie)).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: own }, phone.cookie)).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: own }, laptop.cookie)).statusCode).toBe(401);
    expect((await call({ method: 'POST', url: '/api/auth/logout-all' }, laptop.cookie)).statusCode).toBe(401);
  });

  it('refuses a write from another site with 403 and accepts the app\'s own', async () => {
    const me = await signIn('6000000002', '+916000000002');
    const write = (headers: Record<string, string>) => call({ method: 'PATCH', url: '/api/account', payload: { name: 'Cross Site' }, headers }, me.cookie);
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'null' }];
    for (const headers of crossSite) {
      const res = await write(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().message).toMatch(/only be made from the GaadiCare app/);
    }
    expect((await call({ method: 'GET', url: '/api/session' }, me.cookie)).json().user.name).toBe('');
    // Sign-in itself is a write: a page of another site cannot send codes either.
    expect((await askCode('6000000003', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await write({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' })).statusCode).toBe(200);
    expect((await write({ origin: 'http://localhost:80' })).statusCode).toBe(200);
  });

  it('a new customer reaches no operator or provider-only call; joining as a provider starts onboarding', async () => {
    const me = await signIn('6000000004', '+916000000004');
    const f: WriteFixtures = await insertWriteFixtures(t.app.db);
    const customerRows = (allowed: Persona[]) => allowed.some((p) => p === 'customer-1' || p === 'customer-2' || p === 'none');
    const guarded = [...readRows, ...writeRows].filter((r) => !customerRows(r.allowed) && !r.url.toString().includes('/auth/'));
    expect(guarded.length).toBeGreaterThan(25);
    for (const row of guarded) {
      const url = (typeof row.url === 'string' ? row.url : row.url('customer-2')).replace(':id', f.availabilityId);
      const body = row.body?.('customer-2', f);
      const form = await row.form?.();
      const res = await call(
        { method: row.method, url, headers: { ...form?.headers }, ...(body === undefined ? {} : { payload: body as object }), ...(form ? { payload: form.payload } : {}) },
        me.cookie,
      );
      expect(res.statusCode, `${row.method} ${url}`).toBeGreaterThanOrEqual(400);
    }
    // Nothing makes an admin but the command line.
    expect((await call({ method: 'PATCH', url: `/api/users/${me.userId}`, payload: { isVerified: true } }, me.cookie)).statusCode).toBe(403);

    const joined = await call({ method: 'POST', url: '/api/account/provider' }, me.cookie);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().user).toMatchObject({ userType: 'provider', isVerified: false });
    const status = await call({ method: 'GET', url: `/api/provider/${me.userId}/verification-status` }, me.cookie);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ identityVerified: false, assessmentPassed: false });
    expect((await call({ method: 'GET', url: '/api/users' }, me.cookie)).statusCode).toBe(403);
  });

  it('makes an operator only from the command line, creating or promoting', async () => {
    const created = await makeAdmin(t.app.db, '+91 70000 00005');
    expect(created).toMatchObject({ phone: '+917000000005', created: true });
    const me = await signIn('7000000005', '+917000000005');
    expect((await call({ method: 'GET', url: '/api/users' }, me.cookie)).statusCode).toBe(200);

    const customer = await signIn('7000000006', '+917000000006');
    expect((await call({ method: 'GET', url: '/api/users' }, customer.cookie)).statusCode).toBe(403);
    expect(await makeAdmin(t.app.db, '7000000006')).toMatchObject({ id: customer.userId, created: false });
    t.app.sessions.forgetUser(customer.userId);
    expect((await call({ method: 'GET', url: '/api/users' }, customer.cookie)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, customer.userId));
    expect(row.userType).toBe('admin');
    await expect(makeAdmin(t.app.db, '12345')).rejects.toThrow(/10-digit Indian mobile/);
  });
});

describe('online payments on the session', () => {
  it('says the demo takes payments online (its test gateway)', async () => {
    const demo = await createTestApp();
    try {
      expect((await demo.app.inject({ method: 'GET', url: '/api/session' })).json()).toMatchObject({ demoMode: true, onlinePayments: true });
    } finally {
      await demo.close();
    }
  });
});

describe('limits on code requests and on requests', () => {
  it('refuses more than the configured code requests per address in 10 minutes', async () => {
    const app = await createTestApp({ demoMode: false, signInCodesPerAddress: 3 });
    try {
      const ask = (phone: string) => app.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
      for (const phone of ['9800000001', '9800000002', '9800000003']) expect((await ask(phone)).statusCode).toBe(202);
      const fourth = await ask('9800000004');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toMatch(/from this network/);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(500);
    } finally {
      await app.close();
    }
  });

  it('keys the request limit on the account when signed in, so a new session does not reset it', async () => {
    const fake = await startFakeSms();
    const app = await createTestApp({ demoMode: false, sms: httpGateway(fake.url), rateLimits: { readsPerMinute: 3, writesPerMinute: 100 } });
    let now = Date.parse('2026-11-24T10:00:00Z');
    app.app.signIn.now = () => new Date((now += 31_000));
    try {
      const session = async () => {
        await app.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone: '9811111111' } });
        const res = await app.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone: '9811111111', code: fake.lastCodeTo('+919811111111') } });
        return `gc_session=${res.cookies.find((c) => c.name === 'gc_session')!.value}`;
      };
      const [a, b] = [await session(), await session()];
      const read = (cookie: string) => app.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
      expect([(await read(a)).statusCode, (await read(a)).statusCode, (await read(a)).statusCode]).toEqual([200, 200, 200]);
      expect((await read(b)).statusCode).toBe(429);
      // A visitor is limited by address, apart from the account.
      expect((await app.app.inject({ method: 'GET', url: '/api/session' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await fake.close();
    }
  });
});
