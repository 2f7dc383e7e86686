import { describe, expect, it } from 'vitest';
import { BRAND } from '../../../shared/catalog/brand';
import { NOT_FOUND_REPLY, replyTo, type ChatBooking, type ChatContext } from './chat-replies';

const booking = (id: string, status: ChatBooking['status'], name = 'Basic Wash'): ChatBooking => ({
  id,
  status,
  services: [{ name }],
  timeSlotText: '22 Nov 2026, 10:00 AM',
  providerName: status === 'pending' ? null : 'Ravi Kumar',
});

const ctx: ChatContext = {
  bookings: [
    booking('0f1e2d3c-aaaa-bbbb-cccc-1234abcd5678', 'pending', 'Premium Wash'),
    booking('booking-demo-0004', 'in_progress', 'Interior Detailing'),
    booking('b3', 'completed'),
    booking('b4', 'completed'),
    booking('b5', 'cancelled'),
    booking('b6', 'completed'),
  ],
  providers: [
    { name: 'Ravi Kumar', location: 'Indiranagar', rating: 4.8, completedJobs: 12 },
    { name: 'Suresh Gowda', location: 'Koramangala', rating: 4.5, completedJobs: 9 },
    { name: 'Meena Das', location: 'BTM Layout', rating: 4.1, completedJobs: 2 },
    { name: 'Fourth', location: null, rating: 3.9, completedJobs: 1 },
  ],
};

describe('replyTo', () => {
  it('finds a booking by the last 8 characters of its id, with or without #', () => {
    expect(replyTo('Where is #abcd5678?', ctx)).toContain('Premium Wash');
    expect(replyTo('status of emo-0004 please', ctx)).toMatch(/#emo-0004 — Interior Detailing with Ravi Kumar.*in progress/);
    expect(replyTo('ABCD5678', ctx)).toContain('pending');
  });

  it('says so for an unknown reference', () => {
    expect(replyTo('Track booking 12345678', ctx)).toBe(NOT_FOUND_REPLY);
    expect(replyTo('#zzzzzzzz', ctx)).toBe(NOT_FOUND_REPLY);
  });

  it('lists at most five bookings with reference and status', () => {
    const reply = replyTo('show my bookings', ctx);
    expect(reply.split('\n').filter((l) => l.startsWith('#'))).toHaveLength(5);
    expect(reply).toContain('#abcd5678');
    expect(reply).not.toContain('#b6');
  });

  it('has a friendly answer when there are no bookings', () => {
    expect(replyTo('track my booking', { ...ctx, bookings: [] })).toMatch(/any bookings/);
  });

  it('names the three best rated providers', () => {
    const reply = replyTo('Who are your top providers?', ctx);
    expect(reply).toContain('1. Ravi Kumar (Indiranagar) — ★ 4.8');
    expect(reply).toContain('3. Meena Das');
    expect(reply).not.toContain('Fourth');
  });

  it('quotes prices, GST and policy copy', () => {
    const prices = replyTo('How much does a wash cost?', ctx);
    expect(prices).toContain('Basic Wash: ₹299 (60 min)');
    expect(prices).toContain('Basic Bike Wash: ₹199 (45 min)');
    expect(prices).toContain('18% GST');
    expect(replyTo('Can I cancel?', ctx)).toContain('2 hours');
    expect(replyTo('which areas do you serve', ctx)).toContain('15-20 km');
    expect(replyTo('I want to talk to a person', ctx)).toContain(BRAND.phone);
  });

  it('falls back to what it can do', () => {
    expect(replyTo('asdf', ctx)).toMatch(/I can help with/);
  });
});
