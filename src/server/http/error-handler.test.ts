import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

/** A failure inside the server is answered with a fixed sentence; the cause goes to the log only. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dataDir: 'memory://', serveClient: false, logLevel: 'silent', rateLimits: false });
});
afterAll(async () => {
  // The database is already closed by the test; closing the app again must not throw.
  await app?.close().catch(() => undefined);
});

describe('error handling', () => {
  it('answers 500 without internals when the database fails', async () => {
    await app.database.close();
    for (const url of ['/api/tools', '/api/services', '/api/bookings/c4f1a2b8-3e6d-4b7a-9f20-5d1e7a3c9b41']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(res.body).not.toMatch(/PGlite|select|from|stack|at \w+ \(/i);
    }
    const write = await app.inject({ method: 'POST', url: '/api/tool-rentals', payload: { toolId: 'tool-vacuum', customerId: 'customer-1' } });
    expect(write.statusCode).toBe(500);
    expect(Object.keys(write.json())).toEqual(['message']);
  });
});
