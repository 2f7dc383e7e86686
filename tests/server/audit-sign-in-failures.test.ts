import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { httpGateway } from '../../src/server/sms/gateway';
import { createTestApp, type TestApp } from './test-app';
import { startFakeSms, type FakeSms } from './fake-sms';

/** Refused sign-in codes in the audit trail (ADR 076): the reason and the masked number, never a code. */
let sms: FakeSms;
let real: TestApp;

beforeAll(async () => {
  sms = await startFakeSms();
  real = await createTestApp({ demoMode: false, sms: httpGateway(sms.url, 'sms-token'), signInCodesPerAddress: 1000, trustProxy: true });
});
afterAll(async () => {
  await real?.close();
  await sms?.close();
});

interface Row {
  actor_id: string | null;
  actor_role: string | null;
  action: string;
  subject: string | null;
  ip: string;
  after: { phone: string; reason: string; triesLeft: number };
}

async function failures(): Promise<Row[]> {
  const result = (await real.app.db.execute(
    sql`SELECT actor_id, actor_role, action, subject, ip, after FROM audit_events WHERE action = 'session.sign-in-failed' ORDER BY id`,
  )) as unknown as { rows: Row[] };
  return result.rows;
}

const verify = (phone: string, code: string) =>
  real.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone, code }, headers: { 'x-forwarded-for': '203.0.113.9' } });

describe('failed sign-ins in the audit trail', () => {
  it('records each wrong code, the last try and a try after it, with the masked number and never a code', async () => {
    const phone = '9811122233';
    expect((await real.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } })).statusCode).toBe(202);
    const code = sms.lastCodeTo(`+91${phone}`)!;
    const wrong = code === '111111' ? '222222' : '111111';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await verify(phone, wrong)).statusCode);
    // The code is void now: even the right one is refused.
    statuses.push((await verify(phone, code)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);

    const rows = await failures();
    expect(rows.map((r) => [r.after.reason, r.after.triesLeft])).toEqual([
      ['wrong-code', 4],
      ['wrong-code', 3],
      ['wrong-code', 2],
      ['wrong-code', 1],
      ['last-try', 0],
      ['no-valid-code', 0],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ actor_id: null, actor_role: null, action: 'session.sign-in-failed', subject: null, ip: '203.0.113.9' });
      expect(row.after.phone).toBe('+91•••••••233');
    }
    const text = JSON.stringify(rows);
    expect(text).not.toContain(code);
    expect(text).not.toContain(wrong);
    expect(text).not.toContain('9811122233');
  });

  it("names the account a refused code was for, when the number has one, and records the sign-in that follows", async () => {
    const result = (await real.app.db.execute(sql`SELECT id, phone FROM users WHERE id = 'customer-2'`)) as unknown as { rows: { id: string; phone: string }[] };
    const { id: userId, phone: stored } = result.rows[0];
    const phone = stored.replace(/^\+91/, '');
    const before = (await failures()).length;
    expect((await real.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } })).statusCode).toBe(202);
    const code = sms.lastCodeTo(`+91${phone}`)!;
    const wrong = code === '333333' ? '444444' : '333333';
    expect((await verify(phone, wrong)).statusCode).toBe(401);
    const signedIn = await verify(phone, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(userId);

    const rows = (await failures()).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: userId, actor_id: null, after: { phone: `+91•••••••${phone.slice(-3)}`, reason: 'wrong-code', triesLeft: 4 } });
  });

  it('records nothing for a request the schema refuses (no code was checked)', async () => {
    const before = (await failures()).length;
    expect((await verify('9811122233', '12')).statusCode).toBe(400);
    expect(await failures()).toHaveLength(before);
  });
});
