import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { identitySubmissions, providerVerification, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const admin = () => t.as('admin-1');
const flagsOf = async (providerId: string) => {
  const [row] = await t.app.db.select().from(providerVerification).where(eq(providerVerification.providerId, providerId));
  return row;
};
const submissionOf = async (providerId: string) => {
  const [row] = await t.app.db.select().from(identitySubmissions).where(eq(identitySubmissions.providerId, providerId));
  return row;
};
const isVerified = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]?.isVerified;

describe('users', () => {
  it('lists every user to the admin only', async () => {
    const res = await admin()({ method: 'GET', url: '/api/users' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; userType: string; isVerified: boolean }[];
    expect(list.map((u) => u.id).sort()).toEqual(
      expect.arrayContaining(['admin-1', 'customer-1', 'customer-2', 'provider-1', 'provider-2', 'provider-3']),
    );
    expect(list.find((u) => u.id === 'provider-3')).toMatchObject({ userType: 'provider', isVerified: false });
    for (const who of ['customer-1', 'provider-1', null]) {
      const refused = await t.as(who)({ method: 'GET', url: '/api/users' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/administrator/);
    }
  });

  it("approves a provider's pending identity submission when the admin verifies them", async () => {
    await t.app.db.insert(identitySubmissions).values({
      providerId: 'provider-3',
      documentType: 'aadhar',
      maskedNumber: 'XXXX XXXX 1234',
      status: 'pending',
    });
    expect((await flagsOf('provider-3'))?.identityVerified ?? false).toBe(false);
    const res = await admin()({ method: 'PATCH', url: '/api/users/provider-3', payload: { isVerified: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'provider-3', isVerified: true, userType: 'provider' });
    expect(await isVerified('provider-3')).toBe(true);
    expect((await submissionOf('provider-3'))?.status).toBe('approved');
    expect((await flagsOf('provider-3'))?.identityVerified).toBe(true);
    const status = await t.as('provider-3')({ method: 'GET', url: '/api/provider/provider-3/verification-status' });
    expect(status.statusCode).toBe(200);
    expect(status.json().identityVerified).toBe(true);
  });

  it('withdraws identity approval when the admin unverifies a provider', async () => {
    const res = await admin()({ method: 'PATCH', url: '/api/users/provider-3', payload: { isVerified: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().isVerified).toBe(false);
    expect((await flagsOf('provider-3'))?.identityVerified).toBe(false);
  });

  it('verifying a provider with no pending submission sets only isVerified', async () => {
    await admin()({ method: 'PATCH', url: '/api/users/provider-3', payload: { isVerified: true } });
    // provider-3's submission was approved already; nothing new is waiting, so the flag stays as the admin left it.
    expect(await isVerified('provider-3')).toBe(true);
    expect((await flagsOf('provider-3'))?.identityVerified).toBe(false);
  });

  it('sets isVerified on a customer without touching provider data', async () => {
    const res = await admin()({ method: 'PATCH', url: '/api/users/customer-2', payload: { isVerified: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'customer-2', isVerified: true, userType: 'customer' });
    expect(await flagsOf('customer-2')).toBeUndefined();
  });

  it('refuses non-admins, unknown users and bad input, changing nothing', async () => {
    for (const who of ['customer-1', 'provider-3', null]) {
      const res = await t.as(who)({ method: 'PATCH', url: '/api/users/provider-1', payload: { isVerified: false } });
      expect(res.statusCode).toBe(403);
    }
    expect(await isVerified('provider-1')).toBe(true);
    expect((await admin()({ method: 'PATCH', url: '/api/users/nobody', payload: { isVerified: true } })).statusCode).toBe(404);
    for (const payload of [{}, { isVerified: 'true' }, { isVerified: true, userType: 'admin' }]) {
      const res = await admin()({ method: 'PATCH', url: '/api/users/provider-1', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/isVerified|userType|Unrecognized/i);
    }
    expect(await isVerified('provider-1')).toBe(true);
  });

  it('moves the users ETag after a change', async () => {
    const first = await admin()({ method: 'GET', url: '/api/users' });
    const etag = String(first.headers.etag);
    expect((await admin()({ method: 'GET', url: '/api/users', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await admin()({ method: 'PATCH', url: '/api/users/customer-1', payload: { isVerified: true } });
    const after = await admin()({ method: 'GET', url: '/api/users', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().find((u: { id: string }) => u.id === 'customer-1').isVerified).toBe(true);
  });
});
