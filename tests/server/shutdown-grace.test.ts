import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shutDownOnSignals } from '../../src/server/ops/shutdown';
import { createTestApp, type TestApp } from './test-app';
import { slowRequest } from './slow-request';

/** The grace of a shutdown (ops/shutdown.ts): a request still in flight when it ends is cut, and the app closes. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('shutdown grace', () => {
  it('closes the connections of requests still in flight when the grace ends, then exits 0', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const signals = new EventEmitter();
    let closedWith = -1;
    const exited = new Promise<number>((resolve) =>
      shutDownOnSignals(t.app, {
        graceSeconds: 1,
        signals,
        exit: (code) => {
          closedWith = code;
          resolve(code);
        },
      }),
    );
    const slow = slowRequest(port, '/api/session', JSON.stringify({ userId: 'customer-1' }));
    const cut = slow.answer.then(
      () => 'answered',
      (error: NodeJS.ErrnoException) => error.code ?? error.message,
    );
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    signals.emit('SIGTERM');
    expect(t.app.readiness.shuttingDown).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    // Within the grace: still waiting for the request.
    expect(closedWith).toBe(-1);
    expect(await cut).toBe('ECONNRESET');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(await exited).toBe(0);
  });
});
