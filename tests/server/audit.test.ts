import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUDIT_ACTION_NAMES } from '../../src/shared/domain/audit-actions';
import type { AuditEvent } from '../../src/shared/schemas/audit';
import { makeAdmin } from '../../src/server/modules/users/make-admin';
import { formatIstDateTime } from '../../src/shared/domain/time';
import { httpGateway } from '../../src/server/sms/gateway';
import { createTestApp, type TestApp } from './test-app';
import { startFakeSms } from './fake-sms';

let t: TestApp;
const admin = () => t.as('admin-1');
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AuditTest/1.0';

beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
  // Each persona's first request signs it in (an event of its own): done here, before the tests count.
  for (const persona of ['admin-1', 'customer-1', 'customer-2', 'provider-1']) await t.cookieFor(persona);
});
afterAll(async () => t?.close());

/** Every event, newest first, straight from the table. */
async function events(action?: string): Promise<AuditEvent[]> {
  const res = await admin()({ method: 'GET', url: `/api/admin/audit?limit=200${action ? `&action=${action}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().events;
}

let mark = '0';
/** Events since the last call of `markNow`, newest first. */
async function newEvents(action?: string): Promise<AuditEvent[]> {
  return (await events(action)).filter((e) => BigInt(e.id) > BigInt(mark));
}
async function markNow() {
  const all = await events();
  mark = all[0]?.id ?? '0';
}

/** RFC 4180 CSV (quoted fields, doubled quotes, newlines inside quotes) as objects keyed by the header row. */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [[]];
  let field = '';
  let quoted = false;
  const endField = () => {
    rows.at(-1)!.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      endField();
    } else if (!quoted && c === '\n') {
      endField();
      rows.push([]);
    } else {
      field += c;
    }
  }
  if (rows.at(-1)!.length === 0 && field === '') rows.pop();
  else rows.at(-1)!.push(field);
  const [head, ...body] = rows;
  return body.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i] ?? ''])));
}

const headers = { 'user-agent': BROWSER, 'x-forwarded-for': '203.0.113.7' };

describe('the audit trail', () => {
  beforeEach(async () => {
    await markNow();
  });

  it('records a pricing change once, who, when, from where, before and after', async () => {
    const before = (await admin()({ method: 'GET', url: '/api/admin/pricing' })).json();
    const after = { ...before, platformFeePercentage: before.platformFeePercentage === 12 ? 13 : 12 };
    const started = Date.now();
    const res = await admin()({ method: 'PUT', url: '/api/admin/pricing', payload: after, headers });
    expect(res.statusCode, res.body).toBe(200);
    const [event, ...more] = await newEvents();
    expect(more).toEqual([]);
    expect(event).toMatchObject({ action: 'pricing.update', actorId: 'admin-1', actorRole: 'admin', subject: 'pricing', ip: '203.0.113.7', userAgent: BROWSER });
    expect(event.before).toEqual(before);
    expect(event.after).toEqual(after);
    expect(Date.parse(event.at)).toBeGreaterThanOrEqual(started - 1000);
  });

  it('records settings, and a write replayed with its Idempotency-Key adds no second event', async () => {
    const before = (await admin()({ method: 'GET', url: '/api/admin/settings' })).json();
    const payload = { ...before, maxActiveBookings: before.maxActiveBookings + 1 };
    const send = () => admin()({ method: 'PUT', url: '/api/admin/settings', payload, headers: { 'idempotency-key': 'audit-settings-0001' } });
    expect((await send()).statusCode).toBe(200);
    const replay = await send();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const recorded = await newEvents();
    expect(recorded.map((e) => e.action)).toEqual(['settings.update']);
    expect((recorded[0].before as { maxActiveBookings: number }).maxActiveBookings).toBe(before.maxActiveBookings);
    expect((recorded[0].after as { maxActiveBookings: number }).maxActiveBookings).toBe(before.maxActiveBookings + 1);
  });

  it('records creating, editing and deleting a service', async () => {
    const created = await admin()({ method: 'POST', url: '/api/services', payload: { name: 'Audit wash', basePrice: '100', duration: 30 } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect((await admin()({ method: 'PATCH', url: `/api/services/${id}`, payload: { name: 'Audit wash plus' } })).statusCode).toBe(200);
    expect((await admin()({ method: 'DELETE', url: `/api/services/${id}` })).statusCode).toBe(200);
    const [del, upd, cre] = await newEvents();
    expect(cre).toMatchObject({ action: 'service.create', subject: id, before: null, after: { id, name: 'Audit wash' } });
    expect(upd).toMatchObject({ action: 'service.update', subject: id, before: { name: 'Audit wash' }, after: { name: 'Audit wash plus' } });
    expect(del).toMatchObject({ action: 'service.delete', subject: id, before: { name: 'Audit wash plus' }, after: null });
  });

  it('records verification decisions: approve and reject, with the identity step before and after', async () => {
    expect((await admin()({ method: 'PATCH', url: '/api/users/provider-3', payload: { isVerified: true } })).statusCode).toBe(200);
    expect((await admin()({ method: 'PATCH', url: '/api/users/provider-3', payload: { isVerified: false } })).statusCode).toBe(200);
    const [reject, approve] = await newEvents();
    expect(approve).toMatchObject({ action: 'verification.approve', subject: 'provider-3', before: { isVerified: false }, after: { isVerified: true } });
    expect(reject).toMatchObject({ action: 'verification.reject', subject: 'provider-3', before: { isVerified: true }, after: { isVerified: false, identityVerified: false } });
    expect(JSON.stringify([approve, reject])).not.toMatch(/masked_?number/i);
  });

  it('records role changes: joining as a provider, and an operator made on the command line with the phone masked', async () => {
    const joined = await t.as('customer-2')({ method: 'POST', url: '/api/account/provider' });
    expect(joined.statusCode, joined.body).toBe(200);
    await makeAdmin(t.app.db, '+91 90000 00077');
    const [cli, join] = await newEvents();
    expect(join).toMatchObject({ action: 'role.change', actorId: 'customer-2', subject: 'customer-2', before: { userType: 'customer' }, after: { userType: 'provider' } });
    expect(cli).toMatchObject({ action: 'role.change', actorId: null, actorRole: 'command-line', before: null, after: { userType: 'admin', phone: '+91•••••••077' } });
    expect(JSON.stringify(cli)).not.toContain('9000000077');
  });

  it('records sign-in and sign-out, and nothing for a sign-out without a session', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/session', payload: { userId: 'provider-1' }, headers });
    const cookie = `gc_session=${signIn.cookies.find((c) => c.name === 'gc_session')!.value}`;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...headers, cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/session', payload: { userId: 'provider-1' } });
    const cookie2 = `gc_session=${again.cookies.find((c) => c.name === 'gc_session')!.value}`;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: { cookie: cookie2 } })).statusCode).toBe(200);
    const recorded = (await newEvents()).reverse();
    expect(recorded.map((e) => [e.action, e.actorId])).toEqual([
      ['session.sign-in', 'provider-1'],
      ['session.sign-out', 'provider-1'],
      ['session.sign-in', 'provider-1'],
      ['session.sign-out-everywhere', 'provider-1'],
    ]);
    expect(recorded[0]).toMatchObject({ ip: '203.0.113.7', userAgent: BROWSER, after: { method: 'persona' } });
  });

  it('records nothing for a refused action', async () => {
    const pricing = (await admin()({ method: 'GET', url: '/api/admin/pricing' })).json();
    expect((await t.as('customer-1')({ method: 'PUT', url: '/api/admin/pricing', payload: pricing })).statusCode).toBe(403);
    expect((await admin()({ method: 'PUT', url: '/api/admin/pricing', payload: { ...pricing, platformFeePercentage: -5 } })).statusCode).toBe(400);
    expect(await newEvents()).toEqual([]);
  });

  it('is read by the administrator only', async () => {
    for (const persona of ['customer-1', 'customer-2']) {
      expect((await t.as(persona)({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(403);
      expect((await t.as(persona)({ method: 'GET', url: '/api/admin/audit.csv' })).statusCode).toBe(403);
    }
  });

  it('filters by actor, action and time, newest first, in pages', async () => {
    const all = await events();
    expect(all.length).toBeGreaterThan(5);
    expect(all.map((e) => Number(e.id))).toEqual([...all.map((e) => Number(e.id))].sort((a, b) => b - a));
    for (const e of all) expect(AUDIT_ACTION_NAMES).toContain(e.action);

    const mine = (await admin()({ method: 'GET', url: '/api/admin/audit?actor=customer-2' })).json().events as AuditEvent[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.actorId === 'customer-2')).toBe(true);
    expect((await events('service.create')).every((e) => e.action === 'service.create')).toBe(true);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await admin()({ method: 'GET', url: `/api/admin/audit?from=${encodeURIComponent(future)}` })).json().events).toEqual([]);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await admin()({ method: 'GET', url: `/api/admin/audit?to=${encodeURIComponent(past)}` })).json().events).toEqual([]);

    const first = (await admin()({ method: 'GET', url: '/api/admin/audit?limit=2' })).json();
    expect(first.events.map((e: AuditEvent) => e.id)).toEqual(all.slice(0, 2).map((e) => e.id));
    const second = (await admin()({ method: 'GET', url: `/api/admin/audit?limit=2&before=${first.next}` })).json();
    expect(second.events.map((e: AuditEvent) => e.id)).toEqual(all.slice(2, 4).map((e) => e.id));
    expect((await admin()({ method: 'GET', url: '/api/admin/audit?action=refund.issue' })).statusCode).toBe(400);
    expect((await admin()({ method: 'GET', url: '/api/admin/audit?limit=100000' })).statusCode).toBe(400);
  });

  it('exports the filtered events as CSV with India times', async () => {
    const res = await admin()({ method: 'GET', url: '/api/admin/audit.csv?action=pricing.update' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('gaadicare-audit.csv');
    const rows = parseCsv(res.body);
    const listed = await events('pricing.update');
    expect(rows).toHaveLength(listed.length);
    expect(rows[0]['Time (IST)']).toBe(formatIstDateTime(listed[0].at));
    expect(rows[0]).toMatchObject({ Account: 'admin-1', Action: 'pricing.update', 'IP address': '203.0.113.7', 'User agent': BROWSER });
    expect(JSON.parse(rows[0].After)).toEqual(listed[0].after);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const [one] = await events();
    await expect(t.app.db.execute(sql`UPDATE audit_events SET action = 'settings.update' WHERE id = ${Number(one.id)}`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`DELETE FROM audit_events WHERE id = ${Number(one.id)}`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`TRUNCATE audit_events`)).rejects.toThrow();
    const [still] = await events();
    expect(still).toEqual(one);
    const error = await t.app.db.execute(sql`DELETE FROM audit_events`).catch((e: unknown) => e as Error);
    expect(String((error as { cause?: Error }).cause?.message ?? (error as Error).message)).toMatch(/append-only/);
  });
});

describe('the audit trail outside the demo', () => {
  it('records a sign-in with a code, its address and browser, without the phone number', async () => {
    const sms = await startFakeSms();
    const real = await createTestApp({ demoMode: false, sms: httpGateway(sms.url, 'sms-token'), signInCodesPerAddress: 1000 });
    try {
      const asked = await real.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone: '9812345678' } });
      expect(asked.statusCode, asked.body).toBe(202);
      const res = await real.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone: '9812345678', code: sms.lastCodeTo('+919812345678') }, headers: { 'user-agent': BROWSER } });
      expect(res.statusCode, res.body).toBe(200);
      const userId = res.json().user.id as string;
      const cookie = `gc_session=${res.cookies.find((c) => c.name === 'gc_session')!.value}`;
      expect((await real.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);

      const rows = (await real.app.db.execute(sql`SELECT actor_id, actor_role, action, subject, ip, user_agent, after FROM audit_events ORDER BY id`)) as unknown as {
        rows: { actor_id: string; actor_role: string; action: string; subject: string; ip: string; user_agent: string; after: unknown }[];
      };
      expect(rows.rows).toEqual([
        { actor_id: userId, actor_role: 'customer', action: 'session.sign-in', subject: userId, ip: '127.0.0.1', user_agent: BROWSER, after: { method: 'code' } },
        { actor_id: userId, actor_role: 'customer', action: 'session.sign-out', subject: userId, ip: '127.0.0.1', user_agent: 'lightMyRequest', after: null },
      ]);
      expect(JSON.stringify(rows.rows)).not.toMatch(/9812345678|345678/);
    } finally {
      await real.close();
      await sms.close();
    }
  });
});
