import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shutDownOnSignals } from '../../src/server/ops/shutdown';
import { createTestApp, type TestApp } from './test-app';
import { slowRequest } from './slow-request';

/**
 * The edges of a shutdown (ops/shutdown.ts), on an app listening in this process with the signals
 * and the exit stood in for: the grace's end, and a second signal. A real process's shutdown is
 * shutdown.test.ts.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t?.close());

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An app listening on a free port, shut down by `signals`, its exit codes recorded. */
async function listeningApp(graceSeconds: number, drainSeconds = 0) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const signals = new EventEmitter();
  const exits: number[] = [];
  let firstExit: (code: number) => void = () => undefined;
  const exited = new Promise<number>((resolve) => (firstExit = resolve));
  shutDownOnSignals(t.app, {
    graceSeconds,
    drainSeconds,
    signals,
    exit: (code) => {
      exits.push(code);
      firstExit(code);
    },
  });
  const slow = slowRequest(port, '/api/session', JSON.stringify({ userId: 'customer-1' }));
  const outcome = slow.answer.then(
    (answer) => String(answer.status),
    (error: NodeJS.ErrnoException) => error.code ?? error.message,
  );
  await settle(200);
  return { app: t.app, signals, exits, exited, slow, outcome };
}

describe('shutdown', () => {
  it('closes the connections of requests still in flight when the grace ends, then exits 0', async () => {
    const { app, signals, exits, exited, outcome } = await listeningApp(1);
    const started = Date.now();
    signals.emit('SIGTERM');
    expect(app.readiness.shuttingDown).toBe(true);
    await settle(500);
    // Within the grace: still waiting for the request.
    expect(exits).toEqual([]);
    expect(await outcome).toBe('ECONNRESET');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(await exited).toBe(0);
  });

  it('exits at once with 1 on a second signal, a request still in flight', async () => {
    const { signals, exits, exited, slow, outcome } = await listeningApp(10);
    signals.emit('SIGTERM');
    await settle(100);
    expect(exits).toEqual([]);
    const started = Date.now();
    signals.emit('SIGINT');
    expect(await exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(100);
    // (Here the process would be gone; the stand-in lets the request finish so the app can close.)
    slow.finish();
    expect(await outcome).toBe('200');
  });

  it('keeps serving through the drain, /readyz answering 503, then stops listening and exits 0', async () => {
    const { app, signals, exits, exited, slow, outcome } = await listeningApp(10, 1);
    const { port } = app.server.address() as AddressInfo;
    signals.emit('SIGTERM');
    await settle(300);
    // The balancer is told, and new requests (new connections) are still answered.
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(503);
    expect((await fetch(`http://127.0.0.1:${port}/api/services`)).status).toBe(200);
    expect(exits).toEqual([]);
    await settle(1_000);
    // After the drain: no new connections; the request in flight still gets its answer.
    await expect(fetch(`http://127.0.0.1:${port}/api/services`)).rejects.toThrow();
    slow.finish();
    expect(await outcome).toBe('200');
    expect(await exited).toBe(0);
  });
});
