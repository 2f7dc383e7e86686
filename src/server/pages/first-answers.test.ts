import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bookingBody } from '../../../tests/server/bookings-support';
import { FIRST_ANSWERS_ELEMENT_ID, type FirstAnswers } from '../../shared/sync/first-answers';
import { buildApp } from '../app';
import { sessionCookieOf } from '../../../tests/server/session-cookie';

const PAGE = '<!doctype html><html><head><title>Provider Dashboard</title></head><body><div id="root"><h1>Provider Dashboard</h1></div>\n  </body></html>';
const HOSTILE_ADDRESS = '</script><script>alert(1)</script><!-- HSR Layout';

let clientDir: string;
const apps: FastifyInstance[] = [];
let demo: FastifyInstance;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-first-answers-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>GaadiCare</title><body></body>');
  fs.mkdirSync(path.join(clientDir, 'prerendered'));
  fs.writeFileSync(path.join(clientDir, 'prerendered', 'provider-dashboard.html'), PAGE);
  fs.writeFileSync(path.join(clientDir, 'prerendered', 'contact.html'), '<!doctype html><body><h1>Contact Us</h1></body>');
  fs.writeFileSync(
    path.join(clientDir, 'prerendered', 'pages.json'),
    JSON.stringify({ '/provider-dashboard': 'prerendered/provider-dashboard.html', '/contact': 'prerendered/contact.html' }),
  );
  demo = await start(true);
}, 120_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  fs.rmSync(clientDir, { recursive: true, force: true });
});

async function start(demoMode: boolean): Promise<FastifyInstance> {
  const app = await buildApp({ dataDir: 'memory://', clientDir, serveClient: true, logLevel: 'silent', demoMode, seed: 'demo', rateLimits: false });
  apps.push(app);
  return app;
}

/** The element's answers, or null when the page has none. */
function answersIn(html: string): FirstAnswers | null {
  const match = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">([^]*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]) as FirstAnswers) : null;
}

// Starting a database takes a while on a busy machine.
describe('a signed-in provider’s dashboard page carries its first answers (ADR 041)', { timeout: 120_000 }, () => {
  it('carries exactly what the first pulls answer, in a page no cache keeps', async () => {
    const app = demo;
    const cookie = await sessionCookieOf(app, 'provider-1');
    const page = await app.inject({ method: 'GET', url: '/provider-dashboard', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.vary).toMatch(/cookie/);
    expect(page.body.startsWith(PAGE.slice(0, PAGE.indexOf('</body>')))).toBe(true);
    const embedded = answersIn(page.body);
    expect(embedded?.userId).toBe('provider-1');
    expect(embedded?.answers.map((a) => a.url)).toEqual([
      '/api/session',
      '/api/sync/jobs',
      '/api/provider-profile/provider-1',
      '/api/provider/provider-1/verification-status',
    ]);
    for (const answer of embedded?.answers ?? []) {
      const direct = await app.inject({ method: 'GET', url: answer.url, headers: { cookie, accept: 'application/json' } });
      expect(answer.body).toEqual(direct.json());
      expect(answer.etag).toBe(direct.headers.etag ?? null);
    }
    const jobs = embedded?.answers[1].body as { changes: { id: string }[]; cursor: string; reset: boolean };
    expect(jobs.reset).toBe(true);
    expect(jobs.changes.length).toBeGreaterThan(0);
    // The next pull goes on from the page's cursor: nothing again, nothing missed.
    const next = await app.inject({ method: 'GET', url: `/api/sync/jobs?since=${encodeURIComponent(jobs.cursor)}`, headers: { cookie } });
    expect(next.json()).toMatchObject({ changes: [], removed: [], reset: false });
  });

  it('escapes what people typed, so no address can end the element', async () => {
    const app = demo;
    const customer = await sessionCookieOf(app, 'customer-1');
    const made = await app.inject({ method: 'POST', url: '/api/bookings', headers: { cookie: customer }, payload: bookingBody({ location: HOSTILE_ADDRESS }) });
    expect(made.statusCode).toBe(201);
    const page = await app.inject({ method: 'GET', url: '/provider-dashboard', headers: { cookie: await sessionCookieOf(app, 'provider-1') } });
    const element = page.body.slice(page.body.indexOf(`id="${FIRST_ANSWERS_ELEMENT_ID}"`));
    expect(element.indexOf('</script>')).toBe(element.length - '</script>\n  </body></html>'.length);
    expect(element).not.toContain('<!--');
    const jobs = answersIn(page.body)?.answers[1].body as { changes: { location: string }[] };
    expect(jobs.changes.map((j) => j.location)).toContain(HOSTILE_ADDRESS);
  });

  it('gives the plain page to a visitor, to another role, to a cookie that is not valid, and on other screens', async () => {
    const app = demo;
    const plain = await app.inject({ method: 'GET', url: '/provider-dashboard' });
    expect(plain.body).toBe(PAGE);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toMatch(/cookie/);
    // No session was started for the visitor by asking.
    expect(plain.headers['set-cookie']).toBeUndefined();
    const customer = await app.inject({ method: 'GET', url: '/provider-dashboard', headers: { cookie: await sessionCookieOf(app, 'customer-1') } });
    expect(customer.body).toBe(PAGE);
    const forged = await app.inject({ method: 'GET', url: '/provider-dashboard', headers: { cookie: 'gc_session=abc.provider-1' } });
    expect(forged.body).toBe(PAGE);
    const contact = await app.inject({ method: 'GET', url: '/contact', headers: { cookie: await sessionCookieOf(app, 'provider-1') } });
    expect(answersIn(contact.body)).toBeNull();
    expect(contact.headers.vary).toBe('accept-encoding');
  });

  it('works the same outside demo mode, and compresses the personal page for the browser', async () => {
    const app = await start(false);
    const cookie = await sessionCookieOf(app, 'provider-1');
    const page = await app.inject({ method: 'GET', url: '/provider-dashboard', headers: { cookie, 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(page.rawPayload).toString('utf8');
    expect(answersIn(html)?.answers.map((a) => a.url)).toContain('/api/sync/jobs');
    expect(page.headers['cache-control']).toBe('private, no-store');
    // A signed-out visitor outside demo mode: the plain page.
    expect((await app.inject({ method: 'GET', url: '/provider-dashboard' })).body).toBe(PAGE);
  });
});
