import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { verhoeffCheckDigit } from '../../../shared/domain/identity-documents';
import { identitySubmissions, idempotencyKeys, providerVerification, users } from '../../db/schema';
import { approveIdentity, DOCUMENT_TAKEN_MESSAGE } from './service';
import { IdentityNumberHasher } from './identity-number-hash';
import { formPayload } from '../../../../tests/server/multipart';
import { jpegBytes } from '../../../../tests/server/bookings-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const BASE = '23456789012';
const AADHAAR = BASE + verhoeffCheckDigit(BASE);
const WRONG_CHECK = BASE + String((Number(verhoeffCheckDigit(BASE)) + 1) % 10);
const spaced = (n: string) => `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`;

const statusOf = async (id: string, who = id) => (await t.as(who)({ method: 'GET', url: `/api/provider/${id}/verification-status` })).json();
const submit = (who: string, id: string, payload: object, headers: Record<string, string> = {}) =>
  t.as(who)({ method: 'POST', url: `/api/provider/${id}/identity-verification`, payload, headers });

describe('verification status', () => {
  it('shows a verified provider with the masked approved document', async () => {
    expect(await statusOf('provider-1')).toEqual({
      identityVerified: true,
      identityPending: false,
      videoTrainingCompleted: true,
      etiquetteTrainingCompleted: true,
      assessmentPassed: true,
      canActivateProfile: true,
      identity: { documentType: 'aadhar', maskedNumber: '•••• •••• 4128', status: 'approved', submittedAt: expect.any(String) },
      identityPhotos: [],
    });
  });

  it('shows a new provider with nothing done, to them and the admin only', async () => {
    const fresh = await statusOf('provider-3');
    expect(fresh).toMatchObject({ identityVerified: false, identityPending: false, canActivateProfile: false, identity: null });
    expect(await statusOf('provider-3', 'admin-1')).toEqual(fresh);
    for (const who of ['provider-1', 'customer-1']) {
      const res = await t.as(who)({ method: 'GET', url: '/api/provider/provider-3/verification-status' });
      expect(res.statusCode).toBe(403);
    }
    const unknown = await t.as('admin-1')({ method: 'GET', url: '/api/provider/nobody/verification-status' });
    expect(unknown.statusCode).toBe(404);
  });
});

const uploadSide = async (who: string, id: string, side: string) =>
  t.as(who)({ method: 'POST', url: `/api/provider/${id}/identity-photos`, ...(await formPayload({ side }, 'photo', [jpegBytes(200)])) });

describe('identity submission', () => {
  it('refuses a submission until the sides its document needs are photographed', async () => {
    const none = await submit('provider-3', 'provider-3', { documentType: 'national_id', documentNumber: 'ABCDE1234F' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe("Upload a photo of the document's front first");
    expect((await uploadSide('provider-3', 'provider-3', 'front')).statusCode).toBe(201);
    const noBack = await submit('provider-3', 'provider-3', { documentType: 'aadhar', documentNumber: AADHAAR });
    expect(noBack.statusCode).toBe(409);
    expect(noBack.json().message).toBe("Upload a photo of the document's back first");
    expect((await statusOf('provider-3')).identity).toBeNull();
    expect((await uploadSide('provider-3', 'provider-3', 'back')).statusCode).toBe(201);
  });

  it('refuses an Aadhaar number with a wrong check digit, naming the field, and stores nothing', async () => {
    const res = await submit('provider-3', 'provider-3', { documentType: 'aadhar', documentNumber: WRONG_CHECK });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'documentNumber', message: 'Aadhaar number is not valid (check digit mismatch)' },
    ]);
    expect(res.json().message).toMatch(/check digit mismatch/);
    expect((await statusOf('provider-3')).identity).toBeNull();
  });

  it.each([
    ['aadhar', '0234 5678 9012', /cannot start with 0 or 1/],
    ['aadhar', '12345', /12 digits/],
    ['national_id', 'ABCD1234F', /PAN must be/],
    ['passport', '12345678', /Passport number must be/],
    ['drivers_license', 'KA1 2011', /Driving licence number must be/],
  ])('refuses a malformed %s number (%s)', async (documentType, documentNumber, message) => {
    const res = await submit('provider-3', 'provider-3', { documentType, documentNumber });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('documentNumber');
    expect(res.json().issues[0].message).toMatch(message);
  });

  it('refuses a missing or unknown document type and submissions for someone else', async () => {
    const noType = await submit('provider-3', 'provider-3', { documentNumber: AADHAAR });
    expect(noType.statusCode).toBe(400);
    const badType = await submit('provider-3', 'provider-3', { documentType: 'ration_card', documentNumber: AADHAAR });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toMatch(/Document type must be/);
    for (const who of ['provider-2', 'customer-1', 'admin-1']) {
      const res = await submit(who, 'provider-3', { documentType: 'aadhar', documentNumber: AADHAAR });
      expect(res.statusCode).toBe(403);
    }
    expect((await statusOf('provider-3')).identity).toBeNull();
  });

  it('stores a valid Aadhaar masked and pending; the full number is stored nowhere', async () => {
    const res = await submit(
      'provider-3',
      'provider-3',
      { documentType: 'aadhar', documentNumber: spaced(AADHAAR), documentUrl: 'data:image/png;base64,AAAA' },
      { 'idempotency-key': 'identity-provider-3-first' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      identityVerified: false,
      identityPending: true,
      canActivateProfile: false,
      identity: { documentType: 'aadhar', maskedNumber: `•••• •••• ${AADHAAR.slice(-4)}`, status: 'pending', submittedAt: expect.any(String) },
    });
    const stored = JSON.stringify(await t.app.db.select().from(identitySubmissions));
    const keys = JSON.stringify(await t.app.db.select().from(idempotencyKeys));
    for (const text of [stored, keys]) {
      expect(text).not.toContain(AADHAAR);
      expect(text).not.toContain(spaced(AADHAAR));
      expect(text).not.toContain(AADHAAR.slice(0, 8));
    }
    expect(stored).toContain(`•••• •••• ${AADHAAR.slice(-4)}`);
  });

  it.each([
    ['national_id', 'abcde1234f', '234F'],
    ['passport', 'A1234567', '4567'],
    ['drivers_license', 'KA01 20110012345', '2345'],
  ])('replaces the pending submission with a valid %s', async (documentType, documentNumber, last4) => {
    const res = await submit('provider-3', 'provider-3', { documentType, documentNumber });
    expect(res.statusCode).toBe(201);
    expect(res.json().identity).toEqual({ documentType, maskedNumber: `•••• •••• ${last4}`, status: 'pending', submittedAt: expect.any(String) });
    expect(await t.app.db.select().from(identitySubmissions)).toHaveLength(3);
  });

  it('approves through approveIdentity and then refuses resubmission', async () => {
    const approved = await t.app.db.transaction((tx) => approveIdentity(tx, 'provider-3'));
    expect(approved).toBe(true);
    const status = await statusOf('provider-3');
    expect(status).toMatchObject({ identityVerified: true, identityPending: false, identity: { documentType: 'drivers_license', status: 'approved' } });
    const again = await submit('provider-3', 'provider-3', { documentType: 'aadhar', documentNumber: AADHAAR });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Identity is already verified');
    const verified = await submit('provider-1', 'provider-1', { documentType: 'aadhar', documentNumber: AADHAAR });
    expect(verified.statusCode).toBe(409);
    expect(await statusOf('provider-3')).toEqual(status);
  });

  it('takes one document for one account: another provider giving the same number is refused, and nothing of it is stored', async () => {
    // provider-3's submission (approved above) is the driving licence KA01 20110012345.
    await t.app.db.insert(users).values({ id: 'provider-new', name: 'New Provider', userType: 'provider' });
    await t.app.db.insert(providerVerification).values({ providerId: 'provider-new' });
    for (const side of ['front', 'back']) expect((await uploadSide('provider-new', 'provider-new', side)).statusCode).toBe(201);
    const before = await t.app.db.select().from(identitySubmissions);
    // The same number as typed differently (spaces, lower case) is the same document.
    const taken = await submit('provider-new', 'provider-new', { documentType: 'drivers_license', documentNumber: 'ka0120110012345' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(DOCUMENT_TAKEN_MESSAGE);
    expect(await t.app.db.select().from(identitySubmissions)).toEqual(before);
    // Another number is taken; the hashes differ, and neither holds the number.
    const other = await submit('provider-new', 'provider-new', { documentType: 'drivers_license', documentNumber: 'KA01 20110099999' });
    expect(other.statusCode).toBe(201);
    const hashes = (await t.app.db.select().from(identitySubmissions)).map((row) => row.numberHash).filter(Boolean);
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    // A different key gives a different hash: a copy of the database alone cannot be tested against guesses.
    expect(new IdentityNumberHasher('another-key-another-key-another-key').hash('drivers_license', 'KA01 20110012345')).not.toBe(
      t.app.identityNumbers.hash('drivers_license', 'KA01 20110012345'),
    );
  });

  it("lists every provider's status to the admin in one answer, as each provider's own read gives it", async () => {
    const res = await t.as('admin-1')({ method: 'GET', url: '/api/admin/verification-statuses' });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { providerId: string }[];
    const providers = ['provider-1', 'provider-2', 'provider-3', 'provider-new'];
    expect(rows.map((r) => r.providerId).filter((id) => providers.includes(id)).sort()).toEqual(providers);
    for (const id of providers) {
      const { providerId, ...status } = rows.find((r) => r.providerId === id)!;
      expect(status, providerId).toEqual(await statusOf(id, 'admin-1'));
    }
    expect(rows.find((r) => r.providerId === 'provider-new')).toMatchObject({ identityPending: true, identity: { status: 'pending' } });
    for (const who of ['provider-1', 'customer-1']) {
      expect((await t.as(who)({ method: 'GET', url: '/api/admin/verification-statuses' })).statusCode).toBe(403);
    }
  });

  it('ignores approveIdentity for an id that is not a provider', async () => {
    expect(await t.app.db.transaction((tx) => approveIdentity(tx, 'customer-1'))).toBe(false);
  });
});
