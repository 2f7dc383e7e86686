import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { securityHeaders } from './security';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dataDir: 'memory://', serveClient: false, logLevel: 'silent', rateLimits: { readsPerMinute: 5, writesPerMinute: 2 } });
});
afterAll(async () => app?.close());

describe('security headers and rate limits', () => {
  it('sends a strict CSP and the other security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/tools' });
    const csp = String(res.headers['content-security-policy']);
    for (const part of ["default-src 'self'", "worker-src 'self'", "img-src 'self' data: blob:", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(part);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends every security header helmet makes on a 200, and of them only nosniff on a 304', async () => {
    const names = securityHeaders().map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy']));
    const first = await app.inject({ method: 'GET', url: '/api/services', remoteAddress: '10.0.0.6' });
    for (const name of names) expect(first.headers[name], name).toBeDefined();
    const again = await app.inject({ method: 'GET', url: '/api/services', remoteAddress: '10.0.0.6', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(names.filter((name) => again.headers[name] !== undefined)).toEqual(['x-content-type-options']);
    // Errors carry them too.
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-route', remoteAddress: '10.0.0.6' });
    expect(missing.statusCode).toBe(404);
    for (const name of names) expect(missing.headers[name], name).toBeDefined();
  });

  it('answers 429 with Retry-After past the limit, writes sooner than reads', async () => {
    const write = () => app.inject({ method: 'POST', url: '/api/tool-rentals', payload: {}, remoteAddress: '10.0.0.9' });
    expect((await write()).statusCode).toBe(400);
    expect((await write()).statusCode).toBe(400);
    const limited = await write();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many requests/);
    // Reads from the same address have their own, larger budget.
    expect((await app.inject({ method: 'GET', url: '/api/tools', remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
  });

  it('keeps a 304 small: the stored answer already carries the security headers', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/services', remoteAddress: '10.0.0.7' });
    const again = await app.inject({ method: 'GET', url: '/api/services', remoteAddress: '10.0.0.7', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers['x-ratelimit-limit']).toBeUndefined();
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    const bytes = Object.entries(again.headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
    expect(bytes).toBeLessThan(300);
  });
});
