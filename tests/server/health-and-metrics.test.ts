import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushSender } from '../../src/server/notifications/push-sender';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/database';
import { newestCodeMigration } from '../../src/server/db/migration-state';
import { startMetricsListener, type MetricsListener } from '../../src/server/ops/metrics-listener';
import { z } from 'zod';
import { effectKinds } from '../../src/server/outbox/effects';
import { defineEffect } from '../../src/server/outbox/effect-kind';
import { deliverJob } from '../../src/server/outbox/delivery';
import { logGateway } from '../../src/server/sms/gateway';
import { createTestApp, usingPostgres, type TestApp } from './test-app';

/** /healthz, /readyz and the Prometheus metrics (docs/operations.md). */
let t: TestApp;
let listener: MetricsListener;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { readsPerMinute: 3, writesPerMinute: 100 } });
  listener = await startMetricsListener(t.app.metrics, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await listener?.close();
  await t?.close();
});

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};
/** The value of one series, e.g. `gaadicare_sync_polls_total{route="/api/jobs",status="304"}`; 0 when absent. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('health', () => {
  it('answers /healthz and /readyz without a session, uncached and outside the rate limits', async () => {
    for (let i = 0; i < 5; i++) {
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      expect(health.headers['cache-control']).toBe('no-store');
    }
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    // The test app records effects but does not deliver them: no outbox check.
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' }, failed: [] });
  });

  it('checks the outbox worker where this process runs one, and Redis when it is configured', async () => {
    const app = await createTestApp({ outbox: { pollingIntervalSeconds: 0.5 }, rateLimits: { readsPerMinute: 100, writesPerMinute: 100, redisUrl: 'redis://127.0.0.1:1' } });
    try {
      const res = await app.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      const body = res.json();
      expect(body.failed).toEqual(['redis']);
      expect(body.checks).toMatchObject({ database: 'ok', outbox: 'ok' });
      expect(body.checks.redis).not.toBe('ok');
      await app.app.outbox.stop();
      const stopped = (await app.app.inject({ method: 'GET', url: '/readyz' })).json();
      expect(stopped.failed).toEqual(['outbox', 'redis']);
      expect(stopped.checks.outbox).toContain(effectKinds[0].name);
    } finally {
      await app.close();
    }
  });

  it('answers 503 once shutdown begins, and when the database is not at this code\'s migrations', async () => {
    const app = await createTestApp();
    try {
      const newest = newestCodeMigration();
      await app.app.db.execute(sql.raw(`UPDATE drizzle.__drizzle_migrations SET created_at = ${newest.when + 1000} WHERE created_at = ${newest.when}`));
      const ahead = await app.app.inject({ method: 'GET', url: '/readyz' });
      expect(ahead.statusCode).toBe(503);
      expect(ahead.json()).toMatchObject({ failed: ['database'], checks: { database: `the database has migrations newer than ${newest.tag}` } });
      await app.app.db.execute(sql.raw(`UPDATE drizzle.__drizzle_migrations SET created_at = ${newest.when - 1000} WHERE created_at = ${newest.when + 1000}`));
      expect((await app.app.inject({ method: 'GET', url: '/readyz' })).json().checks.database).toBe(`the database lacks migrations up to ${newest.tag}`);
      app.app.readiness.beginShutdown();
      const stopping = await app.app.inject({ method: 'GET', url: '/readyz' });
      expect(stopping.statusCode).toBe(503);
      expect(stopping.json().failed).toEqual(['shutdown']);
      expect((await app.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it.skipIf(usingPostgres())('refuses to open a database migrated by newer code', async () => {
    const app = await createTestApp();
    const newest = newestCodeMigration();
    await app.app.db.execute(sql.raw(`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from-newer-code', ${newest.when + 60_000})`));
    const dump = await app.app.database.dumpDataDir!();
    await app.close();
    await expect(openDatabase({ dataDir: 'memory://', loadDataDir: dump })).rejects.toThrow(/newer than this code.*deploy the newer code/);
  });
});

describe('metrics', () => {
  it('serves process metrics and only /metrics on its own listener', async () => {
    const text = await scrape();
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_cpu_seconds_total']) expect(text).toContain(`# TYPE ${name}`);
    expect((await fetch(`http://127.0.0.1:${listener.port}/`)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('times requests by route template, method and status', async () => {
    const cookie = await t.cookieFor('customer-1');
    const res = await t.app.inject({ method: 'GET', url: '/api/bookings/customer/customer-1?page=1', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const text = await scrape();
    expect(valueOf(text, 'gaadicare_http_request_duration_seconds_count{route="/api/bookings/customer/:customerId",method="GET",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('route="/api/bookings/customer/customer-1');
  });

  it('counts polls answered 200 and 304, refusals by the rate limits, and sign-in codes sent', async () => {
    const cookie = await t.cookieFor('provider-1');
    const first = await t.app.inject({ method: 'GET', url: '/api/sync/jobs', headers: { cookie } });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: '/api/sync/jobs', headers: { cookie, 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // Three reads a minute for each account: the third is a poll answered 200, the fourth and fifth are refused.
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/sync/jobs', headers: { cookie } });
    const codes = await t.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone: '98765 00777' } });
    expect(codes.statusCode).toBe(202);

    const text = await scrape();
    expect(valueOf(text, 'gaadicare_sync_polls_total{route="/api/sync/jobs",status="200"}')).toBe(2);
    expect(valueOf(text, 'gaadicare_sync_polls_total{route="/api/sync/jobs",status="304"}')).toBe(1);
    expect(valueOf(text, 'gaadicare_rate_limit_refusals_total{route="/api/sync/jobs"}')).toBe(2);
    expect(valueOf(text, 'gaadicare_sign_in_codes_sent_total')).toBe(1);
  });

  it('counts the deliveries this process makes, by kind and outcome', async () => {
    const kind = defineEffect({
      name: 'sms.metrics-test',
      payload: z.object({ n: z.number() }),
      key: (p) => `sms.metrics-test:${p.n}`,
      retry: { limit: 1, delaySeconds: 1, maxDelaySeconds: 1 },
      expireInSeconds: 60,
      deliver: async (p) => {
        if (p.n === 2) throw new Error('the gateway is down');
      },
    });
    const context = { db: t.app.db, sms: logGateway, push: new PushSender(t.app.push.vapid), publicUrl: t.app.push.publicUrl, log: t.app.log, countDelivery: t.app.metrics.countDelivery };
    const job = (n: number) => ({ id: `job-${n}`, data: { n }, retryCount: 0, retryLimit: 1 }) as never;
    await deliverJob(kind, job(1), context);
    await expect(deliverJob(kind, job(2), context)).rejects.toThrow('the gateway is down');
    await expect(deliverJob(kind, job(3), context)).resolves.toBeUndefined();
    const text = await scrape();
    expect(valueOf(text, 'gaadicare_outbox_deliveries_total{kind="sms.metrics-test",outcome="sent"}')).toBe(2);
    expect(valueOf(text, 'gaadicare_outbox_deliveries_total{kind="sms.metrics-test",outcome="failed"}')).toBe(1);
  });

  it("gives the outbox's effects by kind and state", async () => {
    const text = await scrape();
    for (const kind of effectKinds) {
      for (const state of ['waiting', 'active', 'retrying', 'failed', 'delivered']) {
        expect(text).toMatch(new RegExp(`^gaadicare_outbox_effects\\{kind="${kind.name.replace('.', '\\.')}",state="${state}"\\} \\d+$`, 'm'));
      }
    }
  });
});
