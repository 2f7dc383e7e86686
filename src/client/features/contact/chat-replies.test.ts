import { describe, expect, it } from 'vitest';
import { BRAND } from '../../../shared/catalog/brand';
import { DEFAULT_PRICING } from '../../../shared/schemas/admin';
import type { Service } from '../../../shared/schemas/service';
import { NOT_FOUND_REPLY, chatServices, replyTo, type ChatBooking, type ChatContext } from './chat-replies';

const service = (id: string, name: string, basePrice: string, duration: number, vehicleType: Service['vehicleType'], retired = false): Service => ({
  id,
  name,
  description: '',
  basePrice,
  duration,
  vehicleType,
  category: 'wash',
  sacCode: '998714',
  retired,
});

const CATALOGUE = [
  service('svc-basic-wash', 'Basic Wash', '299.00', 60, 'both'),
  service('svc-interior', 'Interior Detailing', '799.00', 90, 'car'),
  service('svc-chain-lube', 'Chain Lubrication', '129.00', 15, 'bike'),
  service('svc-old', 'Old Polish', '100.00', 20, 'both', true),
];

const booking = (id: string, status: ChatBooking['status'], name = 'Basic Wash'): ChatBooking => ({
  id,
  status,
  services: [{ name }],
  slotText: '22 Nov 2026, 10:00 AM',
  providerName: status === 'pending' ? null : 'Ravi Kumar',
});

const ctx: ChatContext = {
  bookings: [
    booking('0f1e2d3c-aaaa-bbbb-cccc-1234abcd5678', 'pending', 'Premium Wash'),
    booking('6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74', 'in_progress', 'Interior Detailing'),
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
  services: chatServices(CATALOGUE, DEFAULT_PRICING),
  gstPercent: DEFAULT_PRICING.gstPercentage,
};

describe('replyTo', () => {
  it('finds a booking by the last 8 characters of its id, with or without #', () => {
    expect(replyTo('Where is #abcd5678?', ctx)).toContain('Premium Wash');
    expect(replyTo('status of 5f9b1d74 please', ctx)).toMatch(/#5F9B1D74 — Interior Detailing with Ravi Kumar.*in progress/);
    expect(replyTo('status of #5F9B1D74', ctx)).toContain('Interior Detailing');
    expect(replyTo('ABCD5678', ctx)).toContain('pending');
  });

  it('says so for an unknown reference', () => {
    expect(replyTo('Track booking 12345678', ctx)).toBe(NOT_FOUND_REPLY);
    expect(replyTo('#zzzzzzzz', ctx)).toBe(NOT_FOUND_REPLY);
  });

  it('lists at most five bookings with reference and status', () => {
    const reply = replyTo('show my bookings', ctx);
    expect(reply.split('\n').filter((l) => l.startsWith('#'))).toHaveLength(5);
    expect(reply).toContain('#ABCD5678');
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
    expect(prices).toContain('Basic Wash: car from ₹299, bike from ₹179.40 (60 min)');
    expect(prices).toContain('Interior Detailing: car from ₹799 (90 min)');
    expect(prices).toContain('Chain Lubrication: bike from ₹77.40 (15 min)');
    expect(prices).toContain('18% GST');
    expect(replyTo('How much is Interior Detailing?', ctx).split('\n').filter((l) => l.startsWith('•'))).toEqual(['• Interior Detailing: car from ₹799 (90 min)']);
    expect(replyTo('Can I cancel?', ctx)).toContain('2 hours');
    expect(replyTo('which areas do you serve', ctx)).toContain('15-20 km');
    expect(replyTo('I want to talk to a person', ctx)).toContain(BRAND.phone);
  });

  it('quotes only services the catalogue has, and none before it has loaded', () => {
    const prices = replyTo('price list please', ctx);
    expect(prices).not.toContain('Old Polish');
    expect(prices).not.toContain('Bike Wash');
    expect(prices.split('\n').filter((l) => l.startsWith('•'))).toHaveLength(3);
    expect(replyTo('price list please', { ...ctx, services: [] })).toMatch(/cannot see our service list/);
    // A cheaper car category in the pricing configuration lowers the "from" price.
    const cheaper = chatServices(CATALOGUE, { ...DEFAULT_PRICING, categoryMultipliers: { ...DEFAULT_PRICING.categoryMultipliers, hatchback: 1.2, sedan: 0.9 } });
    expect(cheaper[0]!.carFromPaise).toBe(26910);
  });

  it('answers each common issue with something other than the fallback', async () => {
    const { COMMON_ISSUES } = await import('./chat-replies');
    const fallback = replyTo('asdf', ctx);
    const answers = COMMON_ISSUES.map((issue) => replyTo(issue.question, ctx));
    for (const answer of answers) expect(answer).not.toBe(fallback);
    expect(replyTo('How do I rate a service?', ctx)).toMatch(/asks for your rating/);
    expect(replyTo('what is your rate for a wash', ctx)).toMatch(/Our prices/);
  });

  it('falls back to what it can do', () => {
    expect(replyTo('asdf', ctx)).toMatch(/I can help with/);
  });
});
