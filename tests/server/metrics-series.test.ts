import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bookings } from '../../src/server/db/schema';
import { defaultPriceColumns } from '../../src/server/db/price-columns';
import { startMetricsListener, type MetricsListener } from '../../src/server/ops/metrics-listener';
import { insertBooking } from './bid-fixtures';
import { createTestApp, type TestApp } from './test-app';

/** The series an operator alerts on (issue "Run it for real", docs/operations.md), each read from a scrape. */
let t: TestApp;
let listener: MetricsListener;

beforeAll(async () => {
  t = await createTestApp();
  listener = await startMetricsListener(t.app.metrics, { port: 0, host: '127.0.0.1' });
  t.app.metrics.collectProcessMetrics();
});
afterAll(async () => {
  await listener?.close();
  await t?.close();
});

const scrape = async () => (await fetch(`http://127.0.0.1:${listener.port}/metrics`)).text();
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
};

describe('the metrics an operator alerts on', () => {
  it('gives the event-loop lag and the heap', async () => {
    const text = await scrape();
    expect(valueOf(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(valueOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(10_000_000);
  });

  it("times the database's statements, and counts the failed ones apart", async () => {
    const before = await scrape();
    const ok = valueOf(before, 'gaadicare_db_statement_duration_seconds_count{outcome="ok"}');
    expect(ok).toBeGreaterThan(0);
    const errors = valueOf(before, 'gaadicare_db_statement_duration_seconds_count{outcome="error"}') || 0;
    await t.app.db.execute(sql`SELECT pg_sleep(0.06)`);
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
    });
    await expect(t.app.db.execute(sql`SELECT * FROM no_such_table`)).rejects.toThrow();
    const after = await scrape();
    expect(valueOf(after, 'gaadicare_db_statement_duration_seconds_count{outcome="ok"}')).toBeGreaterThanOrEqual(ok + 2);
    expect(valueOf(after, 'gaadicare_db_statement_duration_seconds_count{outcome="error"}')).toBe(errors + 1);
    // The 60 ms sleep is over the 50 ms bucket's bound.
    const under50 = (text: string) => valueOf(text, 'gaadicare_db_statement_duration_seconds_bucket{le="0.05",outcome="ok"}');
    const all = (text: string) => valueOf(text, 'gaadicare_db_statement_duration_seconds_count{outcome="ok"}');
    expect(all(after) - under50(after)).toBeGreaterThan(all(before) - under50(before));
  });

  it('gives payment orders by state, read from the database at each scrape', async () => {
    const before = await scrape();
    for (const state of ['created', 'confirming', 'paid']) expect(valueOf(before, `gaadicare_records_by_state{record="payment_order",state="${state}"}`)).toBeGreaterThanOrEqual(0);
    const created = valueOf(before, 'gaadicare_records_by_state{record="payment_order",state="created"}');
    const id = await insertBooking(t.app, { customerId: 'customer-1', status: 'completed', selectedProviderId: 'provider-2' });
    await t.app.db.update(bookings).set({ ...defaultPriceColumns(50000), subtotalPaise: 50000, completedAt: new Date() }).where(eq(bookings.id, id));
    const order = await t.as('customer-1')({ method: 'POST', url: `/api/bookings/${id}/payment` });
    expect(order.statusCode, order.body).toBe(201);
    expect(valueOf(await scrape(), 'gaadicare_records_by_state{record="payment_order",state="created"}')).toBe(created + 1);
  });

  it('gives payouts by state, every state named', async () => {
    const text = await scrape();
    for (const state of ['queued', 'processing', 'processed', 'reversed', 'failed']) expect(valueOf(text, `gaadicare_records_by_state{record="payout",state="${state}"}`)).toBe(0);
  });

  it('counts deliveries per channel, sent and failed', async () => {
    t.app.metrics.countDelivery('push.notification', 'sent');
    t.app.metrics.countDelivery('push.notification', 'failed');
    t.app.metrics.countDelivery('sms.rental-confirmed', 'sent');
    const text = await scrape();
    expect(valueOf(text, 'gaadicare_channel_deliveries_total{channel="push",outcome="sent"}')).toBe(1);
    expect(valueOf(text, 'gaadicare_channel_deliveries_total{channel="push",outcome="failed"}')).toBe(1);
    expect(valueOf(text, 'gaadicare_channel_deliveries_total{channel="sms",outcome="sent"}')).toBe(1);
  });
});
