import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseEnv } from '../env';

/**
 * The session cookie's attributes over plain HTTP and over TLS. TLS is simulated with
 * X-Forwarded-Proto, which only counts when the app trusts its proxy (TRUST_PROXY).
 */
const SECRET = 'test-secret-test-secret-test-secret-000';
const build = (trustProxy?: boolean) =>
  buildApp({ dataDir: 'memory://', serveClient: false, logLevel: 'silent', sessionSecret: SECRET, rateLimits: false, trustProxy });

const HTTPS = { 'x-forwarded-proto': 'https' };
const setCookies = (res: LightMyRequestResponse): string[] => {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};
const pair = (setCookie: string) => setCookie.split(';')[0];

let proxied: FastifyInstance;
let direct: FastifyInstance;
beforeAll(async () => {
  [proxied, direct] = await Promise.all([build(true), build()]);
});
afterAll(async () => {
  await proxied?.close();
  await direct?.close();
});

describe('session cookie', () => {
  it('over TLS is __Host-gc_session: Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain', async () => {
    const res = await proxied.inject({ method: 'POST', url: '/api/session', headers: HTTPS, payload: { userId: 'provider-1' } });
    expect(res.statusCode).toBe(200);
    const [cookie] = setCookies(res);
    expect(cookie).toMatch(/^__Host-gc_session=/);
    const attributes = cookie.split(';').slice(1).map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'httponly', 'secure', 'samesite=lax']));
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);

    const who = await proxied.inject({ method: 'GET', url: '/api/session', headers: { ...HTTPS, cookie: pair(cookie) } });
    expect(who.json().user.id).toBe('provider-1');
    expect(setCookies(who)).toEqual([]);
  });

  it('over plain HTTP is gc_session without Secure (a browser would drop a Secure cookie there)', async () => {
    const res = await proxied.inject({ method: 'POST', url: '/api/session', payload: { userId: 'customer-2' } });
    const [cookie] = setCookies(res);
    expect(cookie).toMatch(/^gc_session=/);
    expect(cookie.toLowerCase()).toContain('httponly');
    expect(cookie.toLowerCase()).toContain('samesite=lax');
    expect(cookie.toLowerCase()).not.toContain('secure');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('reads both names, prefers __Host-, and retires the plain cookie when TLS starts', async () => {
    const plain = pair(setCookies(await proxied.inject({ method: 'POST', url: '/api/session', payload: { userId: 'customer-2' } }))[0]);
    // A session from before TLS keeps working over TLS.
    expect((await proxied.inject({ method: 'GET', url: '/api/session', headers: { ...HTTPS, cookie: plain } })).json().user.id).toBe('customer-2');

    const switched = await proxied.inject({ method: 'POST', url: '/api/session', headers: { ...HTTPS, cookie: plain }, payload: { userId: 'admin-1' } });
    const cookies = setCookies(switched);
    expect(cookies.find((c) => c.startsWith('__Host-gc_session='))).toBeTruthy();
    // The old one is cleared (expired) rather than left beside the new one.
    expect(cookies.find((c) => c.startsWith('gc_session='))).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    const tls = pair(cookies.find((c) => c.startsWith('__Host-gc_session='))!);
    const both = await proxied.inject({ method: 'GET', url: '/api/users', headers: { ...HTTPS, cookie: `${plain}; ${tls}` } });
    expect(both.statusCode).toBe(200); // acting as admin-1 (the __Host- cookie), not customer-2
  });

  it('refuses a forged __Host- cookie with 401 like a forged plain one', async () => {
    for (const cookie of ['__Host-gc_session=s%3Aabc.admin-1.forged', 'gc_session=s%3Aabc.admin-1.forged']) {
      const res = await proxied.inject({ method: 'GET', url: '/api/users', headers: { ...HTTPS, cookie } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/session is not valid/);
    }
  });

  it('ignores X-Forwarded-Proto unless the proxy is trusted', async () => {
    const res = await direct.inject({ method: 'POST', url: '/api/session', headers: HTTPS, payload: { userId: 'provider-1' } });
    const [cookie] = setCookies(res);
    expect(cookie).toMatch(/^gc_session=/);
    expect(cookie.toLowerCase()).not.toContain('secure');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes true, a hop count or a list of addresses', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    const oneHop = parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toBe('127.0.0.1,10.0.0.0/8');
    expect(() => parseEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY must be/);
  });

  it('keeps a verified cookie as its whole signed text: the same token with a changed signature is still refused', async () => {
    const res = await direct.inject({ method: 'POST', url: '/api/session', payload: { userId: 'provider-1' } });
    const cookie = pair(setCookies(res)[0]);
    for (let i = 0; i < 2; i++) expect((await direct.inject({ method: 'GET', url: '/api/sync/bids', headers: { cookie } })).statusCode).toBe(200);
    const last = cookie.at(-1) === 'A' ? 'B' : 'A';
    const forged = `${cookie.slice(0, -1)}${last}`;
    expect((await direct.inject({ method: 'GET', url: '/api/sync/bids', headers: { cookie: forged } })).statusCode).toBe(401);
  });
});
