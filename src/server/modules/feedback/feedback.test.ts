import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { feedback, providerProfiles } from '../../db/schema';
import { insertBooking } from '../../../../tests/server/bid-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ratings = { overallRating: 5, punctualityRating: 5, qualityRating: 4, professionalismRating: 5, cleanlinessRating: 4 };

const submit = (userId: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.as(userId)({ method: 'POST', url: '/api/feedback', payload, headers });

const profileOf = async (providerId: string) =>
  (await t.app.db.select().from(providerProfiles).where(eq(providerProfiles.userId, providerId)))[0];

const feedbackCount = async () => (await t.app.db.select({ id: feedback.id }).from(feedback)).length;

describe('feedback', () => {
  it('shows each persona the feedback it may see', async () => {
    const all = (await t.as('admin-1')({ method: 'GET', url: '/api/feedback' })).json();
    expect(all.map((f: { bookingId: string }) => f.bookingId).sort()).toEqual(['8e2d6f14-9b3a-4c5e-a871-3f0c2b9d6e52', 'c4f1a2b8-3e6d-4b7a-9f20-5d1e7a3c9b41']);
    const mine = (await t.as('customer-1')({ method: 'GET', url: '/api/feedback' })).json();
    expect(mine.map((f: { bookingId: string }) => f.bookingId)).toEqual(['c4f1a2b8-3e6d-4b7a-9f20-5d1e7a3c9b41']);
    const aboutMe = (await t.as('provider-2')({ method: 'GET', url: '/api/feedback' })).json();
    expect(aboutMe.map((f: { providerId: string }) => f.providerId)).toEqual(['provider-2']);
    expect((await t.as('provider-3')({ method: 'GET', url: '/api/feedback' })).json()).toEqual([]);
  });

  it('records feedback once, moves the rating and review count, and refuses a second', async () => {
    expect(await profileOf('provider-2')).toMatchObject({ ratingTenths: 40, reviews: 1 });
    const id = '3d1e6f0a-2b4c-4d5e-8f9a-0b1c2d3e4f5a';
    const body = { id, bookingId: '1a7c9e30-5d2b-4f8e-b64a-9e3f1d0c7a63', customerId: 'customer-1', providerId: 'provider-2', ...ratings, comments: ' Great ', suggestions: '' };
    const res = await submit('customer-1', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id, bookingId: '1a7c9e30-5d2b-4f8e-b64a-9e3f1d0c7a63', overallRating: 5, comments: 'Great', suggestions: null });
    expect(await profileOf('provider-2')).toMatchObject({ ratingTenths: 45, reviews: 2 });

    const again = await submit('customer-1', { ...body, id: undefined, overallRating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Feedback was already submitted for this booking');
    expect(await profileOf('provider-2')).toMatchObject({ ratingTenths: 45, reviews: 2 });

    const bids = (await t.as('customer-2')({ method: 'GET', url: '/api/bids/booking/f0d5b7c2-8a1e-4d3f-9b26-4e8c0a6f2e85' })).json();
    expect(bids[0].providerProfile).toMatchObject({ rating: 4.5, reviews: 2 });
  });

  it('keeps the rating to one decimal of the mean', async () => {
    const bookingId = await insertBooking(t.app, { customerId: 'customer-2', status: 'completed', selectedProviderId: 'provider-2' });
    const res = await submit('customer-2', { bookingId, customerId: 'customer-2', providerId: 'provider-2', ...ratings, overallRating: 4 });
    expect(res.statusCode).toBe(201);
    // (4 + 5 + 4) / 3 = 4.33…
    expect(await profileOf('provider-2')).toMatchObject({ ratingTenths: 43, reviews: 3 });
  });

  it('refuses feedback that is not the customer\'s to give, or not yet possible, and writes nothing', async () => {
    const before = await feedbackCount();
    const base = { bookingId: '6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74', customerId: 'customer-1', providerId: 'provider-1', ...ratings };
    const cases: [string, Record<string, unknown>, number, string | RegExp][] = [
      ['customer-2', { ...base, customerId: 'customer-2' }, 403, 'You can only leave feedback on your own bookings'],
      ['customer-2', base, 403, 'You can only act for your own account'],
      ['provider-1', base, 403, /This needs a customer/],
      ['customer-1', { ...base, providerId: 'provider-2' }, 422, 'providerId must be the provider assigned to this booking'],
      ['customer-2', { ...base, bookingId: 'f0d5b7c2-8a1e-4d3f-9b26-4e8c0a6f2e85', customerId: 'customer-2', providerId: 'provider-2' }, 409, 'Cannot leave feedback on this booking: it is pending'],
      ['customer-1', { ...base, bookingId: 'no-such-booking' }, 404, "There is no booking 'no-such-booking'"],
      ['customer-1', { ...base, overallRating: 6 }, 400, 'overallRating: Rating must be at most 5'],
      ['customer-1', { ...base, qualityRating: 0 }, 400, 'qualityRating: Rating must be at least 1'],
      ['customer-1', { ...base, cleanlinessRating: 3.5 }, 400, 'cleanlinessRating: Rating must be a whole number'],
      ['customer-1', { ...base, punctualityRating: undefined }, 400, 'punctualityRating: Rating must be a number from 1 to 5'],
    ];
    for (const [userId, payload, status, message] of cases) {
      const res = await submit(userId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await feedbackCount()).toBe(before);
  });

  it('lets only one of two simultaneous submissions in', async () => {
    const body = { bookingId: '6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74', customerId: 'customer-1', providerId: 'provider-1', ...ratings, overallRating: 4 };
    await t.cookieFor('customer-1');
    const answers = await Promise.all([submit('customer-1', body), submit('customer-1', body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    // provider-1: 5 from the seed, 4 now.
    expect(await profileOf('provider-1')).toMatchObject({ ratingTenths: 45, reviews: 2 });
  });

  it('answers a repeated Idempotency-Key with the first answer', async () => {
    const bookingId = await insertBooking(t.app, { customerId: 'customer-1', status: 'in_progress', selectedProviderId: 'provider-1' });
    const body = { bookingId, customerId: 'customer-1', providerId: 'provider-1', ...ratings };
    const first = await submit('customer-1', body, { 'idempotency-key': `feedback-${bookingId}` });
    const second = await submit('customer-1', body, { 'idempotency-key': `feedback-${bookingId}` });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
  });
});
