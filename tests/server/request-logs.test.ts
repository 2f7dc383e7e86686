import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { verhoeffCheckDigit } from '../../src/shared/domain/identity-documents';
import { maskPhone } from '../../src/server/ops/mask-phone';
import { createTestApp, type TestApp } from './test-app';
import { bookingBody } from './bookings-support';
import { insertIdentityPhoto } from './persona-matrix-fixtures';

/**
 * The request log (docs/operations.md): one JSON line per request with its id, and nothing in any
 * line that would let a reader sign in or identify a person. The app logs at info into a captured
 * stream while a new number signs in with a code (no SMS gateway: the code goes to the log), books,
 * and a provider submits an identity document.
 */
const SECRET = 'log-test-secret-log-test-secret-000000';
const PHONE_TYPED = '98765 00421';
const PHONE = '+919876500421';
const AADHAAR_BASE = '34567890123';
const AADHAAR = AADHAAR_BASE + verhoeffCheckDigit(AADHAAR_BASE);

type Line = Record<string, unknown> & { msg: string; requestId?: string };
const raw: string[] = [];
const lines = () => raw.map((l) => JSON.parse(l) as Line);
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) raw.push(line);
    done();
  },
});

let t: TestApp;
const cookies: string[] = [];
let code = '';
let userId = '';

const cookieValueOf = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === 'gc_session');
  if (!c) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
  cookies.push(c.value);
  return `gc_session=${c.value}`;
};

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info', logStream: stream, sessionSecret: SECRET });
  const asked = await t.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone: PHONE_TYPED } });
  expect(asked.statusCode).toBe(202);
  const smsLine = lines().find((l) => typeof l.sms === 'string');
  code = /\b(\d{6})\b/.exec(String(smsLine?.sms))?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone: PHONE_TYPED, code } });
  expect(verified.statusCode).toBe(200);
  userId = verified.json().user.id;
  const cookie = cookieValueOf(verified);
  const booked = await t.app.inject({ method: 'POST', url: '/api/bookings', payload: bookingBody({ customerId: userId }), headers: { cookie } });
  expect(booked.statusCode).toBe(201);

  const provider = await t.app.inject({ method: 'POST', url: '/api/session', payload: { userId: 'provider-3' } });
  const providerCookie = cookieValueOf(provider);
  await insertIdentityPhoto(t.app, 'log-id-front', 'provider-3', 'front');
  await insertIdentityPhoto(t.app, 'log-id-back', 'provider-3', 'back');
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/api/provider/provider-3/identity-verification',
    payload: { documentType: 'aadhar', documentNumber: AADHAAR },
    headers: { cookie: providerCookie },
  });
  expect(submitted.statusCode).toBe(201);
  // A request that fails validation with the number in its body.
  await t.app.inject({ method: 'POST', url: '/api/provider/provider-3/identity-verification', payload: { documentType: 'nope', documentNumber: AADHAAR }, headers: { cookie: providerCookie } });
  await t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone: PHONE, code: '000000x' } });
});
afterAll(async () => t?.close());

describe('request logs', () => {
  it('write one line per request with its id, route template, method, status, duration and account', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/bookings/customer/${userId}?x=1`, headers: { cookie: `gc_session=${cookies[0]}` } });
    expect(res.statusCode).toBe(200);
    const id = String(res.headers['x-request-id']);
    const mine = lines().filter((l) => l.requestId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request', route: '/api/bookings/customer/:customerId', method: 'GET', status: 200, account: userId });
    expect(typeof mine[0].ms).toBe('number');
    const requests = lines().filter((l) => l.msg === 'request');
    expect(new Set(requests.map((l) => l.requestId)).size).toBe(requests.length);
  });

  it('echo a well-formed x-request-id and replace any other', async () => {
    const sent = 'edge-4f1c.9a_b-0001';
    const echoed = await t.app.inject({ method: 'GET', url: '/api/services', headers: { 'x-request-id': sent } });
    expect(echoed.headers['x-request-id']).toBe(sent);
    expect(lines().filter((l) => l.requestId === sent)).toHaveLength(1);
    for (const bad of ['short', 'has space in it', 'x'.repeat(129), 'semi;colon-000']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/services', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(raw.some((l) => l.includes('has space in it') || l.includes('semi;colon'))).toBe(false);
    // An answer the error handler makes carries it too.
    const refused = await t.app.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'x-request-id': sent + '2' } });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['x-request-id']).toBe(sent + '2');
  });

  it('show no code, cookie, secret, full phone or identity number anywhere', () => {
    // The one deliberate line: with no SMS gateway the code is logged for the developer, the number masked.
    const deliberate = raw.filter((l) => l.includes(code) && JSON.parse(l).sms);
    expect(deliberate).toHaveLength(1);
    expect(deliberate[0]).toContain(maskPhone(PHONE));
    const others = raw.filter((l) => !deliberate.includes(l));
    expect(others.length).toBeGreaterThan(8);
    const forbidden = [PHONE, PHONE.slice(3), PHONE_TYPED, SECRET, AADHAAR, ...cookies, ...cookies.map((c) => c.split('.')[0])];
    for (const line of raw) for (const text of forbidden) expect(line, text).not.toContain(text);
    // The code as a number of its own: a millisecond timestamp may hold the same six digits.
    for (const line of others) expect(line).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    expect(cookies.length).toBe(2);
  });
});

describe('maskPhone', () => {
  it('keeps the country code and the last three digits', () => {
    expect(maskPhone('+919876500421')).toBe('+91•••••••421');
    expect(maskPhone('98765 00421')).toBe('•••••••421');
    expect(maskPhone('12')).toBe('••');
  });
});
