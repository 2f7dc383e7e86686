import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/server/db/schema';
import type { PushFigures } from '../../src/shared/schemas/push-figures';
import { startFakePushService, type FakeDevice, type FakePushService } from './fake-push-service';
import { createTestApp, type TestApp } from './test-app';

/** The admin overview's push card: figures per channel, live subscriptions, and a test push (issue "Told in time", Operator). */
let push: FakePushService;
let t: TestApp;
beforeAll(async () => {
  push = await startFakePushService();
  t = await createTestApp({ push: { allowedHosts: [push.host], publicUrl: 'https://gaadicare.test' } });
}, 240_000);
afterAll(async () => {
  await t?.close();
  await push?.close();
});

const subscribe = (userId: string, device: Pick<FakeDevice, 'endpoint' | 'keys'>, locale?: string) =>
  t.as(userId)({ method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: device.endpoint, keys: device.keys, ...(locale ? { locale } : {}) } });

const figures = async (): Promise<PushFigures> => {
  const res = await t.as('admin-1')({ method: 'GET', url: '/api/admin/push' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Jobs in pg-boss's table as a delivery would leave them: completed, failed, retrying; one from two days ago. */
async function jobs(rows: { name: string; state: string; hoursAgo: number }[]) {
  for (const row of rows) {
    await t.app.db.execute(sql`
      INSERT INTO pgboss.job (id, name, data, state, created_on, started_on, completed_on)
      VALUES (gen_random_uuid(), ${row.name}, '{}'::jsonb, ${row.state}::pgboss.job_state,
              now() - make_interval(hours => ${row.hoursAgo}), now() - make_interval(hours => ${row.hoursAgo}),
              CASE WHEN ${row.state} IN ('completed', 'failed') THEN now() - make_interval(hours => ${row.hoursAgo}) END)`);
  }
}

describe('the admin push card', () => {
  it('gives sends and failures per channel over the last day, and the live subscriptions', async () => {
    const start = await figures();
    expect(start.hours).toBe(24);
    expect(start.channels.map((c) => c.channel)).toEqual(['push', 'sms']);
    await jobs([
      { name: 'push.notification', state: 'completed', hoursAgo: 1 },
      { name: 'push.notification', state: 'completed', hoursAgo: 2 },
      { name: 'push.notification', state: 'failed', hoursAgo: 3 },
      { name: 'push.notification', state: 'completed', hoursAgo: 30 },
      { name: 'sms.rental-confirmed', state: 'completed', hoursAgo: 5 },
      { name: 'sms.rental-confirmed', state: 'retry', hoursAgo: 1 },
      { name: 'payment.reconcile', state: 'failed', hoursAgo: 1 },
    ]);
    expect((await subscribe('customer-1', push.newDevice())).statusCode).toBe(201);
    expect((await subscribe('customer-1', push.newDevice())).statusCode).toBe(201);
    expect((await subscribe('provider-1', push.newDevice())).statusCode).toBe(201);

    const now = await figures();
    const by = (c: string) => now.channels.find((x) => x.channel === c)!;
    const was = (c: string) => start.channels.find((x) => x.channel === c)!;
    expect(by('push')).toEqual({ channel: 'push', sent: was('push').sent + 2, failed: was('push').failed + 1, retrying: was('push').retrying });
    expect(by('sms')).toEqual({ channel: 'sms', sent: was('sms').sent + 1, failed: was('sms').failed, retrying: was('sms').retrying + 1 });
    expect(now.subscriptions).toEqual({ devices: start.subscriptions.devices + 3, accounts: start.subscriptions.accounts + 2 });
  });

  it("sends a test push to the administrator's own devices only, in each device's language, removes a gone one and is audited", async () => {
    const [phone, laptop, gone] = [push.newDevice(), push.newDevice(), push.newDevice()];
    const someoneElse = push.newDevice();
    expect((await subscribe('admin-1', phone, 'kn-IN')).statusCode).toBe(201);
    expect((await subscribe('admin-1', laptop)).statusCode).toBe(201);
    expect((await subscribe('admin-1', gone)).statusCode).toBe(201);
    expect((await subscribe('customer-2', someoneElse)).statusCode).toBe(201);
    gone.answerNext({ status: 410 });
    expect((await figures()).mine).toBe(3);

    const res = await t.as('admin-1')({ method: 'POST', url: '/api/admin/push/test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ devices: 3, sent: 2, removed: 1, failed: 0 });
    expect(push.refusals).toEqual([]);

    const shown = (d: FakeDevice) => (d.received[0].payload as { web_push: number; notification: { title: string; body: string; navigate: string; lang: string } });
    expect(phone.received).toHaveLength(1);
    expect(shown(phone)).toMatchObject({ web_push: 8030, notification: { title: 'GaadiCare ಪರೀಕ್ಷಾ ಪುಶ್', navigate: 'https://gaadicare.test/admin', lang: 'kn' } });
    expect(shown(laptop).notification).toMatchObject({ title: 'GaadiCare test push', body: 'Pushes reach this device.', lang: 'en' });
    expect(laptop.received[0]).toMatchObject({ ttl: 60, urgency: 'normal' });
    expect(someoneElse.received).toHaveLength(0);
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint))).toEqual([]);
    expect((await figures()).mine).toBe(2);

    const audit = await t.as('admin-1')({ method: 'GET', url: '/api/admin/audit?action=push.test' });
    const events = audit.json().events as { actorId: string; subject: string; after: unknown }[];
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: 'admin-1', subject: 'admin-1', after: { devices: 3, sent: 2, removed: 1, failed: 0 } });
  });

  it('says so when a push service refuses, and sends nothing without a subscribed device', async () => {
    const t2 = await createTestApp({ push: { allowedHosts: [push.host], publicUrl: 'https://gaadicare.test' } });
    try {
      const none = await t2.as('admin-1')({ method: 'POST', url: '/api/admin/push/test' });
      expect(none.json()).toEqual({ devices: 0, sent: 0, removed: 0, failed: 0 });
      const device = push.newDevice();
      await t2.as('admin-1')({ method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: device.endpoint, keys: device.keys } });
      device.answerNext({ status: 500 });
      const refused = await t2.as('admin-1')({ method: 'POST', url: '/api/admin/push/test' });
      expect(refused.json()).toEqual({ devices: 1, sent: 0, removed: 0, failed: 1 });
    } finally {
      await t2.close();
    }
  });

  it('is for the administrator only', async () => {
    for (const who of ['customer-1', 'provider-1']) {
      expect((await t.as(who)({ method: 'GET', url: '/api/admin/push' })).statusCode).toBe(403);
      expect((await t.as(who)({ method: 'POST', url: '/api/admin/push/test' })).statusCode).toBe(403);
    }
  });
});
