import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYOUT_ACCOUNT_MESSAGES } from '../../../shared/payments/payout-account';
import { payoutAccounts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const url = (id: string) => `/api/provider/${id}/payout-account`;
const put = (as: string, id: string, payload: unknown) => t.as(as)({ method: 'PUT', url: url(id), payload: payload as Record<string, unknown> });

describe("where a provider is paid", () => {
  it('is none until the provider says; a bank account is kept whole and shown masked', async () => {
    expect((await t.as('provider-3')({ method: 'GET', url: url('provider-3') })).json()).toEqual({ account: null });
    const saved = await put('provider-3', 'provider-3', { kind: 'bank', accountHolder: 'Arjun Reddy', accountNumber: '001234567890', ifsc: 'hdfc0001234' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().account).toMatchObject({ kind: 'bank', masked: 'XXXXXXXX7890 · HDFC0001234', accountHolder: 'Arjun Reddy', payoutsHeldUntil: null });
    expect(saved.body).not.toContain('001234567890');
    const [row] = await t.app.db.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, 'provider-3'));
    expect(row).toMatchObject({ accountNumber: '001234567890', ifsc: 'HDFC0001234', vpa: null });
    const asAdmin = await t.as('admin-1')({ method: 'GET', url: url('provider-3') });
    expect(asAdmin.json().account.masked).toBe('XXXXXXXX7890 · HDFC0001234');
  });

  it('a change to a UPI ID holds the next payout for a day; saving the same again changes nothing', async () => {
    const changed = await put('provider-3', 'provider-3', { kind: 'upi', vpa: 'arjun.reddy@okaxis' });
    expect(changed.statusCode, changed.body).toBe(200);
    const account = changed.json().account;
    expect(account).toMatchObject({ kind: 'upi', masked: 'ar•••••••••@okaxis', accountHolder: null });
    const held = new Date(account.payoutsHeldUntil).getTime() - Date.now();
    expect(held).toBeGreaterThan(23.9 * 3_600_000);
    expect(held).toBeLessThanOrEqual(24 * 3_600_000);
    const again = await put('provider-3', 'provider-3', { kind: 'upi', vpa: 'arjun.reddy@okaxis' });
    expect(again.json().account.updatedAt).toBe(account.updatedAt);
  });

  it('refuses bad details with the field’s message and changes nothing; only the provider sets it, only they and the admin read it', async () => {
    const before = (await t.as('provider-3')({ method: 'GET', url: url('provider-3') })).json();
    const bad = await put('provider-3', 'provider-3', { kind: 'bank', accountHolder: 'Arjun', accountNumber: '12345', ifsc: 'HDFC1234567' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { message: string }) => i.message).sort()).toEqual([PAYOUT_ACCOUNT_MESSAGES.accountNumber, PAYOUT_ACCOUNT_MESSAGES.ifsc].sort());
    expect((await put('provider-3', 'provider-3', { kind: 'upi', vpa: 'not-an-id' })).statusCode).toBe(400);
    expect((await put('provider-1', 'provider-3', { kind: 'upi', vpa: 'thief@okaxis' })).statusCode).toBe(403);
    expect((await put('admin-1', 'provider-3', { kind: 'upi', vpa: 'thief@okaxis' })).statusCode).toBe(403);
    expect((await t.as('provider-1')({ method: 'GET', url: url('provider-3') })).statusCode).toBe(403);
    expect((await t.as('customer-1')({ method: 'GET', url: url('provider-3') })).statusCode).toBe(403);
    expect((await t.as('provider-3')({ method: 'GET', url: url('provider-3') })).json()).toEqual(before);
  });
});
