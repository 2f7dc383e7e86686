import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { maskUpiId, PAYOUT_ACCOUNT_MESSAGES } from '../../../shared/payments/payout-account';
import { SIGN_IN_CODE } from '../../../shared/domain/sign-in-policy';
import { payoutAccounts, signInCodes } from '../../db/schema';
import { DEMO_PAYOUT_ACCOUNTS } from '../../db/seed';
import { httpGateway } from '../../sms/gateway';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { startFakeSms, type FakeSms } from '../../../../tests/server/fake-sms';

let t: TestApp;
let sms: FakeSms;
let clock = Date.now();
beforeAll(async () => {
  sms = await startFakeSms();
  t = await createTestApp({ sms: httpGateway(sms.url, 'sms-token'), signInCodesPerAddress: 1000 });
  t.app.signIn.now = () => new Date(clock);
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

const MEENA = '+919000000005';
const url = (id: string) => `/api/provider/${id}/payout-account`;
const put = (as: string, id: string, payload: unknown) => t.as(as)({ method: 'PUT', url: url(id), payload: payload as Record<string, unknown> });
/** A fresh code sent to the number, as the card asks for one (POST /api/auth/otp); the clock moves past the resend wait. */
async function codeFor(as: string, phone = MEENA): Promise<string> {
  clock += 13 * 60_000;
  const asked = await t.as(as)({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
  expect(asked.statusCode, asked.body).toBe(202);
  return sms.lastCodeTo(phone);
}
/** A code that is not the one sent (the sent one's last digit moved). */
const wrong = (code: string) => code.slice(0, -1) + String((Number(code.at(-1)) + 1) % 10);

describe("where a provider is paid", () => {
  it('is none until the provider says; a bank account is kept whole and shown masked', async () => {
    expect((await t.as('provider-3')({ method: 'GET', url: url('provider-3') })).json()).toEqual({ account: null });
    const saved = await put('provider-3', 'provider-3', { kind: 'bank', accountHolder: 'Arjun Reddy', accountNumber: '001234567890', ifsc: 'hdfc0001234', code: await codeFor('provider-3') });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().account).toMatchObject({ kind: 'bank', masked: 'XXXXXXXX7890 · HDFC0001234', accountHolder: 'Arjun Reddy', payoutsHeldUntil: null });
    expect(saved.body).not.toContain('001234567890');
    const [row] = await t.app.db.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, 'provider-3'));
    expect(row).toMatchObject({ accountNumber: '001234567890', ifsc: 'HDFC0001234', vpa: null });
    const asAdmin = await t.as('admin-1')({ method: 'GET', url: url('provider-3') });
    expect(asAdmin.json().account.masked).toBe('XXXXXXXX7890 · HDFC0001234');
  });

  it('a change to a UPI ID holds the next payout for a day; saving the same again changes nothing', async () => {
    const changed = await put('provider-3', 'provider-3', { kind: 'upi', vpa: 'arjun.reddy@okaxis', code: await codeFor('provider-3') });
    expect(changed.statusCode, changed.body).toBe(200);
    const account = changed.json().account;
    expect(account).toMatchObject({ kind: 'upi', masked: 'ar•••••••••@okaxis', accountHolder: null });
    const held = new Date(account.payoutsHeldUntil).getTime() - Date.now();
    expect(held).toBeGreaterThan(23.9 * 3_600_000);
    expect(held).toBeLessThanOrEqual(24 * 3_600_000);
    // The same details again (a retried save among them) change nothing and spend no code: the used one does.
    const again = await put('provider-3', 'provider-3', { kind: 'upi', vpa: 'arjun.reddy@okaxis', code: sms.lastCodeTo(MEENA) });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().account.updatedAt).toBe(account.updatedAt);
  });

  it('refuses bad details with the field’s message and changes nothing; only the provider sets it, only they and the admin read it', async () => {
    const before = (await t.as('provider-3')({ method: 'GET', url: url('provider-3') })).json();
    const bad = await put('provider-3', 'provider-3', { kind: 'bank', accountHolder: 'Arjun', accountNumber: '12345', ifsc: 'HDFC1234567', code: '123456' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { message: string }) => i.message).sort()).toEqual([PAYOUT_ACCOUNT_MESSAGES.accountNumber, PAYOUT_ACCOUNT_MESSAGES.ifsc].sort());
    expect((await put('provider-3', 'provider-3', { kind: 'upi', vpa: 'not-an-id', code: '123456' })).statusCode).toBe(400);
    // Without a code the save is refused before anything is read.
    expect((await put('provider-3', 'provider-3', { kind: 'upi', vpa: 'thief@okaxis' })).statusCode).toBe(400);
    // Another provider or the administrator cannot, even with the provider's code: it is refused before the code is looked at.
    const code = await codeFor('provider-3');
    expect((await put('provider-1', 'provider-3', { kind: 'upi', vpa: 'thief@okaxis', code })).statusCode).toBe(403);
    expect((await put('admin-1', 'provider-3', { kind: 'upi', vpa: 'thief@okaxis', code })).statusCode).toBe(403);
    const [open] = await t.app.db.select().from(signInCodes).where(eq(signInCodes.phone, MEENA)).orderBy(signInCodes.createdAt);
    expect(open).toBeDefined();
    expect((await t.as('provider-1')({ method: 'GET', url: url('provider-3') })).statusCode).toBe(403);
    expect((await t.as('customer-1')({ method: 'GET', url: url('provider-3') })).statusCode).toBe(403);
    expect((await t.as('provider-3')({ method: 'GET', url: url('provider-3') })).json()).toEqual(before);
  });
});

describe('a change of where a provider is paid needs a fresh code to their own number', () => {
  it('a wrong code is refused with the tries left and changes nothing; the right one then saves', async () => {
    const before = (await t.as('provider-3')({ method: 'GET', url: url('provider-3') })).json();
    const code = await codeFor('provider-3');
    const refused = await put('provider-3', 'provider-3', { kind: 'upi', vpa: 'thief@okaxis', code: wrong(code) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(`That code is wrong. ${SIGN_IN_CODE.maxWrongTries - 1} tries left.`);
    expect((await t.as('provider-3')({ method: 'GET', url: url('provider-3') })).json()).toEqual(before);
    const saved = await put('provider-3', 'provider-3', { kind: 'upi', vpa: 'meena.das@okicici', code });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().account.masked).toBe('me•••••••@okicici');
    // Used once: the same code cannot save another change.
    const reused = await put('provider-3', 'provider-3', { kind: 'upi', vpa: 'thief@okaxis', code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('That code is not valid any more. Ask for a new code.');
  });

  it('an expired code and a code after the last wrong try are refused; the tries are those of signing in', async () => {
    const before = (await t.as('provider-3')({ method: 'GET', url: url('provider-3') })).json();
    const code = await codeFor('provider-3');
    clock += (SIGN_IN_CODE.validSeconds + 1) * 1000;
    const expired = await put('provider-3', 'provider-3', { kind: 'upi', vpa: 'thief@okaxis', code });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('That code is not valid any more. Ask for a new code.');
    const next = await codeFor('provider-3');
    for (let i = 1; i < SIGN_IN_CODE.maxWrongTries; i++) expect((await put('provider-3', 'provider-3', { kind: 'upi', vpa: 'thief@okaxis', code: wrong(next) })).statusCode).toBe(401);
    const last = await put('provider-3', 'provider-3', { kind: 'upi', vpa: 'thief@okaxis', code: wrong(next) });
    expect(last.json().message).toBe('That code is wrong, and it was the last try. Ask for a new code.');
    // The right code after the last try: void.
    expect((await put('provider-3', 'provider-3', { kind: 'upi', vpa: 'thief@okaxis', code: next })).statusCode).toBe(401);
    expect((await t.as('provider-3')({ method: 'GET', url: url('provider-3') })).json()).toEqual(before);
  });

  it("the demo's verified providers start with an account, unheld; the new one adds her own", async () => {
    for (const seeded of DEMO_PAYOUT_ACCOUNTS) {
      const [row] = await t.app.db.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, seeded.providerId));
      expect(row).toMatchObject({ kind: seeded.kind, payoutsHeldUntil: null });
    }
    expect((await t.as('provider-1')({ method: 'GET', url: url('provider-1') })).json().account.masked).toBe('XXXXXXXXXX5678 · HDFC0001234');
    expect((await t.as('provider-2')({ method: 'GET', url: url('provider-2') })).json().account.masked).toBe(maskUpiId('suresh.gowda@okaxis'));
  });
});
