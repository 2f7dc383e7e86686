import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bookingBody } from './bookings-support';
import { FIRST_ANSWERS_ELEMENT_ID, FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_OF_ATTRIBUTE, type FirstAnswers, type FirstViewRenderer } from '../../src/shared/sync/first-answers';
import { FIRST_VIEWS_BUILD } from '../../src/shared/sync/first-views-build';
import { buildApp } from '../../src/server/app';
import { FIRST_VIEW_JOB_CARDS, renderFirstView } from '../../src/client/first-views';
import { sessionCookieOf } from './session-cookie';

// The built dashboard page as far as the server is concerned: the heading and the empty first-view element.
const SLOT = `<div ${FIRST_VIEW_ATTRIBUTE}="" class="peer"></div>`;
const PAGE = `<!doctype html><html><head><title>Provider Dashboard</title></head><body><div id="root"><h1>Provider Dashboard</h1>${SLOT}<div class="hidden peer-empty:block">Loading</div></div>\n  </body></html>`;
const HOSTILE_ADDRESS = '</div><script>alert(1)</script><!-- Indiranagar';

let clientDir: string;
const apps: FastifyInstance[] = [];

beforeAll(() => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-first-views-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>GaadiCare</title><body></body>');
  fs.mkdirSync(path.join(clientDir, 'prerendered'));
  fs.writeFileSync(path.join(clientDir, 'prerendered', 'provider-dashboard.html'), PAGE);
  fs.writeFileSync(path.join(clientDir, 'prerendered', 'pages.json'), JSON.stringify({ '/provider-dashboard': 'prerendered/provider-dashboard.html' }));
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  fs.rmSync(clientDir, { recursive: true, force: true });
});

async function start(demoMode: boolean, firstViews: FirstViewRenderer | null = renderFirstView): Promise<FastifyInstance> {
  const app = await buildApp({ dataDir: 'memory://', clientDir, serveClient: true, logLevel: 'silent', demoMode, seed: 'demo', rateLimits: false, firstViews });
  apps.push(app);
  return app;
}

/** The first view the page carries (the first-view element's content), or null when it is empty. */
function viewIn(html: string): string | null {
  const start = html.indexOf(SLOT.slice(0, -'</div>'.length));
  const end = html.indexOf('<div class="hidden peer-empty:block">');
  const view = html.slice(start + SLOT.length - '</div>'.length, end - '</div>'.length);
  return view === '' ? null : view;
}

function answersIn(html: string): FirstAnswers | null {
  const match = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">([^]*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]) as FirstAnswers) : null;
}

describe('a signed-in provider’s dashboard page shows their open jobs before any code runs (ADR 049)', () => {
  let demo: FastifyInstance;
  beforeAll(async () => {
    demo = await start(true);
  });

  it('renders every open job of the page’s own answers into the first-view element, in the app’s order', async () => {
    const cookie = await sessionCookieOf(demo, 'provider-1');
    const page = await demo.inject({ method: 'GET', url: '/provider-dashboard', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const view = viewIn(page.body);
    expect(view).not.toBeNull();
    expect(view?.startsWith(`<div ${FIRST_VIEW_OF_ATTRIBUTE}="provider-1" inert>`)).toBe(true);
    // The view is made from the very answers the page carries, and shows each of them as a card.
    const answers = answersIn(page.body);
    const jobs = (answers?.answers.find((a) => a.url === '/api/sync/jobs')?.body as { changes: { id: string }[] }).changes;
    expect(jobs.length).toBeGreaterThan(0);
    const cards = [...(view ?? '').matchAll(/data-testid="available-job"/g)];
    expect(jobs.length).toBeLessThanOrEqual(FIRST_VIEW_JOB_CARDS);
    expect(cards.length).toBe(jobs.length);
    const titles = [...(view ?? '').matchAll(/id="job-([^"]+)-title"/g)].map((m) => m[1]);
    expect(new Set(titles)).toEqual(new Set(jobs.map((j) => j.id)));
    // Who is acting, and the tabs as the app lays them out, with the count of open jobs.
    expect(view).toContain('Ravi Kumar');
    expect(view).toMatch(new RegExp(`data-testid="available-count"[^>]*>${jobs.length}<`));
  });

  it('escapes what people typed: an address cannot end or add an element', async () => {
    const customer = await sessionCookieOf(demo, 'customer-1');
    const made = await demo.inject({ method: 'POST', url: '/api/bookings', headers: { cookie: customer }, payload: bookingBody({ location: HOSTILE_ADDRESS }) });
    expect(made.statusCode).toBe(201);
    const page = await demo.inject({ method: 'GET', url: '/provider-dashboard', headers: { cookie: await sessionCookieOf(demo, 'provider-1') } });
    const view = viewIn(page.body) ?? '';
    expect(view).toContain('&lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- Indiranagar');
    expect(view).not.toContain('<script');
    expect(view).not.toContain('<!-- Indiranagar');
  });

  it('leaves the element empty for a visitor and another role, and when the view cannot be made', async () => {
    expect((await demo.inject({ method: 'GET', url: '/provider-dashboard' })).body).toBe(PAGE);
    expect((await demo.inject({ method: 'GET', url: '/provider-dashboard', headers: { cookie: await sessionCookieOf(demo, 'customer-1') } })).body).toBe(PAGE);
    const failing = await start(true, () => Promise.reject(new Error('render failed')));
    const page = await failing.inject({ method: 'GET', url: '/provider-dashboard', headers: { cookie: await sessionCookieOf(failing, 'provider-1') } });
    expect(page.statusCode).toBe(200);
    expect(viewIn(page.body)).toBeNull();
    // The answers still come: the device pulls nothing it already has.
    expect(answersIn(page.body)?.userId).toBe('provider-1');
  });

  it('makes no view from answers that are not the person’s own or are missing', async () => {
    const app = demo;
    const cookie = await sessionCookieOf(app, 'provider-1');
    const page = await app.inject({ method: 'GET', url: '/provider-dashboard', headers: { cookie } });
    const first = answersIn(page.body);
    if (!first) throw new Error('no answers');
    expect(await renderFirstView('/provider-dashboard', { ...first, userId: 'provider-2' })).toBeNull();
    expect(await renderFirstView('/provider-dashboard', { ...first, answers: first.answers.filter((a) => a.url !== '/api/sync/jobs') })).toBeNull();
    expect(await renderFirstView('/contact', first)).toBeNull();
  });

  it('shows the first jobs in the app’s order as cards for a provider with many nearby, and counts them all', async () => {
    const page = await demo.inject({ method: 'GET', url: '/provider-dashboard', headers: { cookie: await sessionCookieOf(demo, 'provider-1') } });
    const first = answersIn(page.body);
    if (!first) throw new Error('no answers');
    const jobsAnswer = first.answers.find((a) => a.url === '/api/sync/jobs');
    const [job] = (jobsAnswer?.body as { changes: { id: string; createdAt: string }[] }).changes;
    // Many open jobs at the same place, the newest first in the list's order.
    const many = Array.from({ length: FIRST_VIEW_JOB_CARDS + 15 }, (_, i) => ({ ...job, id: `many-${String(i).padStart(2, '0')}`, createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString() }));
    const answers = first.answers.map((a) => (a === jobsAnswer ? { ...a, body: { ...(a.body as object), changes: many } } : a));
    const view = (await renderFirstView('/provider-dashboard', { ...first, answers })) ?? '';
    const titles = [...view.matchAll(/id="job-([^"]+)-title"/g)].map((m) => m[1]);
    expect(titles).toEqual(many.map((j) => j.id).reverse().slice(0, FIRST_VIEW_JOB_CARDS));
    expect(view).toMatch(new RegExp(`data-testid="available-count"[^>]*>${many.length}<`));
  });

  it('loads the build’s renderer from the client folder, which it never serves as a file', async () => {
    const built = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-first-views-built-'));
    try {
      fs.cpSync(clientDir, built, { recursive: true });
      fs.mkdirSync(path.join(built, FIRST_VIEWS_BUILD.dir));
      const renderer = `export async function renderFirstView(screen, first) { return '<div ${FIRST_VIEW_OF_ATTRIBUTE}="' + first.userId + '">built view</div>'; }\n`;
      fs.writeFileSync(path.join(built, FIRST_VIEWS_BUILD.dir, FIRST_VIEWS_BUILD.file), renderer);
      const app = await buildApp({ dataDir: 'memory://', clientDir: built, serveClient: true, logLevel: 'silent', demoMode: true, seed: 'demo', rateLimits: false });
      apps.push(app);
      const page = await app.inject({ method: 'GET', url: '/provider-dashboard', headers: { cookie: await sessionCookieOf(app, 'provider-1') } });
      expect(viewIn(page.body)).toBe(`<div ${FIRST_VIEW_OF_ATTRIBUTE}="provider-1">built view</div>`);
      // Asked for, its path is answered as any path the app does not know.
      const file = await app.inject({ method: 'GET', url: `/${FIRST_VIEWS_BUILD.dir}/${FIRST_VIEWS_BUILD.file}` });
      const unknown = await app.inject({ method: 'GET', url: '/no-such-file.js' });
      expect(file.body).not.toContain('renderFirstView');
      expect({ status: file.statusCode, body: file.body }).toEqual({ status: unknown.statusCode, body: unknown.body });
    } finally {
      fs.rmSync(built, { recursive: true, force: true });
    }
  });

  it('works the same outside demo mode', async () => {
    const app = await start(false);
    const page = await app.inject({ method: 'GET', url: '/provider-dashboard', headers: { cookie: await sessionCookieOf(app, 'provider-1') } });
    expect(viewIn(page.body)).toContain('data-testid="available-job"');
  });
});
