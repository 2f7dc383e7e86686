import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Ajv from 'ajv';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseHeadersFor } from './http/api-description';
import { pngOfSize } from '../../tests/server/photo-fixtures';
import { allowEarlyStarts, bookingBody } from '../../tests/server/bookings-support';
import { createTestApp, type TestApp } from '../../tests/server/test-app';
import { insertWriteFixtures } from '../../tests/server/persona-matrix-fixtures';
import { PERSONAS, readRows, writeRows, type Row } from '../../tests/server/persona-matrix-rows';
import { photoForm } from '../../tests/server/multipart';

/** Every route of the API (spec §7 and the decisions' additions), as OpenAPI names them. */
const ROUTES = [
  'GET /api/session',
  'POST /api/session',
  'POST /api/auth/otp',
  'POST /api/auth/verify',
  'POST /api/auth/logout',
  'POST /api/auth/logout-all',
  'PATCH /api/account',
  'POST /api/account/provider',
  'POST /api/account/phone',
  'GET /api/me/export',
  'DELETE /api/me',
  'GET /api/me/consents',
  'PUT /api/me/consents',
  'GET /api/services',
  'POST /api/services',
  'PATCH /api/services/{id}',
  'DELETE /api/services/{id}',
  'GET /api/bookings',
  'POST /api/bookings',
  'GET /api/bookings/pending',
  'GET /api/bookings/emergency-released',
  'GET /api/bookings/customer/{customerId}',
  'GET /api/bookings/provider/{providerId}',
  'GET /api/bookings/{id}',
  'GET /api/bookings/{id}/invoice',
  'GET /api/bookings/{id}/invoice.pdf',
  'POST /api/bookings/{id}/cancel',
  'POST /api/bookings/{id}/start',
  'POST /api/bookings/{id}/complete',
  'POST /api/bookings/{id}/emergency-release',
  'POST /api/bookings/{id}/photos',
  'GET /api/photos/{id}',
  'GET /api/history/customer/{customerId}',
  'GET /api/history/provider/{providerId}',
  'GET /api/bids/booking/{bookingId}',
  'GET /api/sync/jobs',
  'GET /api/sync/bids',
  'GET /api/sync/bookings',
  'POST /api/bids',
  'PATCH /api/bids/{bidId}/accept',
  'GET /api/feedback',
  'POST /api/feedback',
  'GET /api/tools',
  'PATCH /api/tools/{id}',
  'GET /api/tool-rentals/customer/{customerId}',
  'POST /api/tool-rentals',
  'POST /api/tool-rentals/{id}/return',
  'GET /api/provider-profile/active',
  'GET /api/provider-profile/{providerId}',
  'PATCH /api/provider-profile/{providerId}',
  'GET /api/provider-availability',
  'POST /api/provider-availability',
  'GET /api/provider-availability/{id}',
  'PATCH /api/provider-availability/{id}',
  'GET /api/provider/{providerId}/stats',
  'GET /api/provider/{providerId}/earnings',
  'GET /api/provider/{providerId}/earnings.csv',
  'GET /api/provider/{providerId}/verification-status',
  'POST /api/provider/{providerId}/identity-verification',
  'POST /api/provider/{providerId}/identity-photos',
  'GET /api/identity-photos/{id}',
  'POST /api/provider/{providerId}/training-video/start',
  'POST /api/provider/{providerId}/complete-training',
  'GET /api/training/modules',
  'GET /api/assessment/questions',
  'POST /api/assessment/draw',
  'POST /api/assessment/submit',
  'GET /api/users',
  'PATCH /api/users/{id}',
  'GET /api/admin/pricing',
  'PUT /api/admin/pricing',
  'GET /api/admin/settings',
  'PUT /api/admin/settings',
  'GET /api/admin/outbox',
  'GET /api/admin/push',
  'POST /api/admin/push/test',
  'GET /api/admin/retention-sweep',
  'GET /api/admin/verification-statuses',
  'GET /api/me/sessions',
  'POST /api/me/sessions/sign-out-others',
  'GET /api/admin/audit',
  'GET /api/admin/audit.csv',
  'GET /api/admin/ledger/trial-balance',
  'GET /api/admin/ledger/accounts/{account}',
  'GET /api/admin/payments/flags',
  'POST /api/admin/bookings/{id}/refunds',
  'GET /api/admin/refunds',
  'GET /api/admin/payouts',
  'POST /api/admin/payouts/run',
  'POST /api/tool-rentals/{id}/payment',
  'GET /api/admin/tool-rentals',
  'POST /api/admin/tool-rentals/{id}/cash-payment',
  'POST /api/admin/tool-rentals/{id}/deposit',
  'POST /api/admin/tool-rentals/{id}/deposit/paid-back',
  'GET /api/admin/payouts/bank-files',
  'POST /api/admin/payouts/bank-files',
  'GET /api/admin/payouts/bank-files/{fileId}/payouts.csv',
  'POST /api/admin/payouts/bank-files/{fileId}/outcome',
  'GET /api/provider/{providerId}/payouts',
  'GET /api/admin/ledger/providers',
  'GET /api/admin/ledger/days',
  'GET /api/provider/{providerId}/earnings/weeks',
  'POST /api/bookings/{id}/cancellation',
  'GET /api/provider/{providerId}/payout-account',
  'PUT /api/provider/{providerId}/payout-account',
  'POST /api/bookings/{id}/payment',
  'POST /api/bookings/{id}/cash-payment',
  'POST /api/payments/verify',
  'POST /api/payments/webhook',
  'GET /api/provider/{providerId}/balance',
  'POST /api/provider/{providerId}/settlement',
  'GET /api/notifications',
  'POST /api/notifications/read',
  'GET /api/notification-preferences',
  'PUT /api/notification-preferences',
  'GET /api/push/public-key',
  'POST /api/push/subscriptions',
  'DELETE /api/push/subscriptions',
  'GET /api/support-tickets',
  'POST /api/support-tickets',
  'POST /api/support-tickets/{id}/answer',
  'GET /api/me/support-tickets',
];

/** The route a concrete request of the matrix goes to: a literal path wins over a template. */
function routeOf(method: string, url: string): string | undefined {
  const path = url.split('?')[0];
  const candidates = ROUTES.filter((r) => {
    const [m, template] = r.split(' ');
    if (m !== method) return false;
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return pattern.test(path);
  });
  return candidates.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('OpenAPI document', () => {
  it('the persona matrix covers exactly the routes listed here', () => {
    const covered = new Set<string>();
    for (const row of [...readRows, ...writeRows]) {
      const url = typeof row.url === 'string' ? row.url : row.url('provider-1');
      const route = routeOf(row.method, url);
      expect(route, `${row.method} ${url}`).toBeDefined();
      covered.add(route!);
    }
    expect([...covered].sort()).toEqual([...ROUTES].sort());
  });

  it('GET /api/docs/json lists every route with a summary and tags', async () => {
    const res = await t.as(null)({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { summary?: string; tags?: string[] }>> };
    expect(doc.openapi).toMatch(/^3\./);
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(listed.filter((r) => !ROUTES.includes(r)), 'routes the list here does not know').toEqual([]);
    expect(ROUTES.filter((r) => !listed.includes(r)), 'routes missing from the OpenAPI document').toEqual([]);
    for (const route of ROUTES) {
      const [method, path] = route.split(' ');
      const op = doc.paths[path][method.toLowerCase()];
      expect(op.summary, `${route} summary`).toBeTruthy();
      expect(op.tags?.length, `${route} tags`).toBeGreaterThan(0);
    }
  });
});

describe('redocly lint', () => {
  it('finds 0 errors and 0 warnings in the generated description', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-openapi-'));
    const file = path.join(dir, 'openapi.json');
    try {
      fs.writeFileSync(file, JSON.stringify(t.app.swagger()));
      const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--config', path.resolve('redocly.yaml'), '--format=json'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { totals: { errors: number; warnings: number }; problems: { message: string }[] };
      expect(report.problems.map((p) => p.message)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * Every answer of a whole journey, held against the description: its status is described for its
 * route, every header it carries among those the description covers is described for that status
 * (and the ones always sent are there), and a JSON body matches the described schema.
 */
type Json = Record<string, any>;
const TRACKED = ['etag', 'cache-control', 'retry-after', 'idempotent-replayed', 'set-cookie', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];
/** Headers an answer must carry, not only may: the validator on reads, and when to come back. */
const always = (method: string, status: number): string[] => [
  ...(method === 'GET' && (status === 200 || status === 304) ? ['etag'] : []),
  ...(status === 429 ? ['retry-after'] : []),
];

class DescriptionCheck {
  readonly seen = new Map<string, Set<number>>();
  readonly problems: string[] = [];
  private readonly ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
  private readonly validators = new Map<object, ReturnType<Ajv['compile']>>();

  constructor(private readonly doc: Json) {}

  check(method: string, url: string, res: LightMyRequestResponse): void {
    const route = routeOf(method, url);
    if (!route) return void this.problems.push(`${method} ${url}: no route describes it`);
    const [, template] = route.split(' ');
    const op = this.doc.paths[template]?.[method.toLowerCase()];
    const where = `${route} → ${res.statusCode}`;
    const statuses = this.seen.get(route) ?? new Set<number>();
    statuses.add(res.statusCode);
    this.seen.set(route, statuses);
    const answer = op?.responses?.[String(res.statusCode)];
    if (!answer) return void this.problems.push(`${where}: status not described`);
    const described = new Set(Object.keys(answer.headers ?? {}).map((h) => h.toLowerCase()));
    for (const name of TRACKED) {
      if (res.headers[name] !== undefined && !described.has(name)) this.problems.push(`${where}: header ${name} not described`);
    }
    for (const name of always(method, res.statusCode)) {
      if (!described.has(name)) this.problems.push(`${where}: header ${name} not described`);
      if (res.headers[name] === undefined) this.problems.push(`${where}: header ${name} missing`);
    }
    const schema = answer.content?.['application/json']?.schema;
    if (!answer.content) {
      if (res.rawPayload.length > 0) this.problems.push(`${where}: a body where none is described`);
    } else if (schema) {
      let validate = this.validators.get(schema);
      if (!validate) this.validators.set(schema, (validate = this.ajv.compile(schema)));
      if (!validate(res.json())) this.problems.push(`${where}: body does not match (${this.ajv.errorsText(validate.errors)})`);
    } else {
      const type = String(res.headers['content-type'] ?? '').split(';')[0];
      if (!answer.content[type]) this.problems.push(`${where}: content type ${type} not described`);
    }
  }
}

describe('real answers against the description', () => {
  let doc: Json;
  let check: DescriptionCheck;
  const apps: TestApp[] = [];
  const limits = { readsPerMinute: 100_000, writesPerMinute: 100_000 };
  beforeAll(() => {
    doc = t.app.swagger() as Json;
    check = new DescriptionCheck(doc);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const fresh = async (options: Parameters<typeof createTestApp>[0] = {}) => {
    const app = await createTestApp({ rateLimits: limits, ...options });
    apps.push(app);
    return app;
  };
  const send = async (app: TestApp, as: string | null, options: InjectOptions) => {
    const res = await app.as(as)(options);
    check.check(String(options.method), String(options.url), res);
    return res;
  };

  async function runRows(app: TestApp, rows: Row[], fixtures: boolean) {
    const f = fixtures ? await insertWriteFixtures(app.app.db) : { availabilityId: '', questionIds: [] };
    const forged = (await app.cookieFor('customer-1')).replace('customer-1', 'admin-1');
    for (const row of rows) {
      await row.prepare?.(app);
      for (const p of PERSONAS) {
        const url = (typeof row.url === 'string' ? row.url : row.url(p)).replace(':id', f.availabilityId);
        const body = row.body?.(p, f);
        const form = await row.form?.();
        await send(app, p === 'none' || p === 'forged' ? null : p, {
          method: row.method,
          url,
          headers: { ...(p === 'forged' ? { cookie: forged } : {}), ...row.headers?.(p), ...form?.headers },
          ...(body === undefined ? {} : { payload: body as object }),
          ...(form ? { payload: form.payload } : {}),
        });
      }
    }
  }

  it('every route of the persona matrix, as every persona', { timeout: 300_000 }, async () => {
    await runRows(await fresh(), readRows, false);
    await runRows(await fresh(), writeRows, true);
  });

  it('a customer\'s booking journey with the shared answers: 304, replays, refusals, limits', { timeout: 300_000 }, async () => {
    const app = await fresh();
    const created = await send(app, 'customer-1', { method: 'POST', url: '/api/bookings', payload: bookingBody(), headers: { 'idempotency-key': 'journey-booking-1' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    // The same write again: the stored answer, marked as replayed; the key with another body: 422.
    expect((await send(app, 'customer-1', { method: 'POST', url: '/api/bookings', payload: bookingBody(), headers: { 'idempotency-key': 'journey-booking-1' } })).headers['idempotent-replayed']).toBe('true');
    expect((await send(app, 'customer-1', { method: 'POST', url: '/api/bookings', payload: bookingBody({ location: 'Koramangala' }), headers: { 'idempotency-key': 'journey-booking-1' } })).statusCode).toBe(422);
    expect((await send(app, 'customer-1', { method: 'POST', url: '/api/bookings', payload: bookingBody(), headers: { 'idempotency-key': 'short' } })).statusCode).toBe(400);
    // Reads: an ETag, then 304 for it.
    const read = await send(app, 'customer-1', { method: 'GET', url: `/api/bookings/${id}` });
    expect((await send(app, 'customer-1', { method: 'GET', url: `/api/bookings/${id}`, headers: { 'if-none-match': String(read.headers.etag) } })).statusCode).toBe(304);
    const list = await send(app, 'customer-1', { method: 'GET', url: '/api/bookings/customer/customer-1' });
    expect((await send(app, 'customer-1', { method: 'GET', url: '/api/bookings/customer/customer-1', headers: { 'if-none-match': String(list.headers.etag) } })).statusCode).toBe(304);
    // Bodies refused as a whole: not JSON, too large, control characters, another persona's change.
    expect((await send(app, 'customer-1', { method: 'POST', url: '/api/bookings', payload: '<booking/>', headers: { 'content-type': 'application/xml' } })).statusCode).toBe(415);
    expect((await send(app, 'customer-1', { method: 'POST', url: '/api/bookings', payload: { ...bookingBody(), location: 'x'.repeat(1_100_000) } })).statusCode).toBe(413);
    expect((await send(app, 'customer-1', { method: 'GET', url: '/api/bookings/%00' })).statusCode).toBe(400);
    expect((await send(app, 'customer-1', { method: 'POST', url: `/api/bookings/${id}/cancel`, headers: { 'x-acting-as': 'customer-2' } })).statusCode).toBe(401);
    // Photos: stored, then the bytes; a queue that is full says when to come back (before photos wait for the start window).
    await allowEarlyStarts(app.app);
    const uploaded = await send(app, 'customer-1', { method: 'POST', url: `/api/bookings/${id}/photos`, ...(await photoForm('before', [pngOfSize(200)])) });
    expect(uploaded.statusCode).toBe(201);
    expect((await send(app, 'customer-1', { method: 'GET', url: uploaded.json().photos[0].url })).statusCode).toBe(200);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const blockers = Array.from({ length: 5 }, () => app.app.photoQueue.run(() => gate));
    const busy = await send(app, 'customer-1', { method: 'POST', url: `/api/bookings/${id}/photos`, ...(await photoForm('before', [Buffer.from('x')])) });
    expect(busy.statusCode).toBe(503);
    open();
    await Promise.all(blockers);
    // Maintenance: new bookings wait.
    const settings = (await send(app, 'admin-1', { method: 'GET', url: '/api/admin/settings' })).json();
    await send(app, 'admin-1', { method: 'PUT', url: '/api/admin/settings', payload: { ...settings, maintenanceMode: true } });
    expect((await send(app, 'customer-1', { method: 'POST', url: '/api/bookings', payload: bookingBody() })).statusCode).toBe(503);
    await send(app, 'admin-1', { method: 'PUT', url: '/api/admin/settings', payload: settings });
    expect((await send(app, 'customer-1', { method: 'POST', url: `/api/bookings/${id}/cancel` })).statusCode).toBe(200);
  });

  it('the rate limit: 429 with Retry-After', async () => {
    const app = await fresh({ rateLimits: { readsPerMinute: 2, writesPerMinute: 2 } });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await send(app, 'customer-1', { method: 'GET', url: '/api/tools' }));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429]);
  });

  it('no answer differs from the description, and every route was called', () => {
    expect(check.problems).toEqual([]);
    expect(ROUTES.filter((r) => !check.seen.has(r))).toEqual([]);
    // The headers module and this check agree on what an answer carries.
    expect(responseHeadersFor('GET', 200, { idempotent: false, setsCookie: false })).toContain('ETag');
  });
});
