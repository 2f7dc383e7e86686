import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';
import { readRows, writeRows } from './test/persona-matrix-rows';

/** Every route of the API (spec §7 and the decisions' additions), as OpenAPI names them. */
const ROUTES = [
  'GET /api/session',
  'POST /api/session',
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
  'POST /api/bids',
  'PATCH /api/bids/{bidId}/accept',
  'GET /api/feedback',
  'POST /api/feedback',
  'GET /api/tools',
  'GET /api/tool-rentals/customer/{customerId}',
  'POST /api/tool-rentals',
  'POST /api/tool-rentals/{id}/return',
  'GET /api/provider-profile/active',
  'GET /api/provider-profile/{providerId}',
  'PATCH /api/provider-profile/{providerId}',
  'GET /api/provider-availability',
  'POST /api/provider-availability',
  'GET /api/provider-availability/{providerId}',
  'PATCH /api/provider-availability/{id}',
  'GET /api/provider/{providerId}/stats',
  'GET /api/provider/{providerId}/earnings',
  'GET /api/provider/{providerId}/earnings.csv',
  'GET /api/provider/{providerId}/verification-status',
  'POST /api/provider/{providerId}/identity-verification',
  'POST /api/provider/{providerId}/complete-training',
  'GET /api/training/modules',
  'GET /api/assessment/questions',
  'POST /api/assessment/submit',
  'GET /api/users',
  'PATCH /api/users/{id}',
  'GET /api/admin/pricing',
  'PUT /api/admin/pricing',
  'GET /api/admin/settings',
  'PUT /api/admin/settings',
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
