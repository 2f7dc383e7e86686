import { describe, expect, it } from 'vitest';
import { priceService, priceToWire } from '../../../shared/pricing/price-model';
import { DEFAULT_PRICING } from '../../../shared/schemas/admin';
import type { Booking } from '../../../shared/schemas/booking';
import type { User } from '../../../shared/schemas/user';
import type { VerificationStatus } from '../../../shared/schemas/onboarding';
import { awaitingApproval, bookingFigures, isServiceUsed, recentBookings, verifiedUserCount, waitedText } from './admin-figures';

function booking(id: string, overrides: Partial<Booking> = {}): Booking {
  return {
    id,
    status: 'pending',
    createdAt: '2025-01-01T10:00:00.000Z',
    scheduledTime: '2025-01-02T10:00:00+05:30',
    location: 'Indiranagar',
    latitude: null,
    longitude: null,
    vehicleType: 'car',
    vehicleModel: null,
    vehicleCategory: 'hatchback',
    serviceIds: ['svc-wash'],
    addOnIds: [],
    ...priceToWire(priceService(29900, DEFAULT_PRICING)),
    agreedTotal: null,
    invoiceNumber: null,
    selectedProviderId: null,
    customerId: 'customer-1',
    releaseReason: null,
    releasedByProviderIds: [],
    startCode: null,
    startLockedUntil: null,
    updatedAt: '2025-01-01T10:00:00.000Z',
    services: [{ id: 'svc-wash', name: 'Basic Wash', nameKn: '', nameHi: '', basePrice: '299.00' }],
    provider: null,
    providerProfile: null,
    customer: { name: 'Priya Sharma' },
    feedback: null,
    photos: [],
    payment: { status: 'due', method: null, amount: '352.82', paidAt: null },
    ...overrides,
  };
}

const user = (id: string, isVerified: boolean): User => ({
  id,
  name: id,
  email: `${id}@example.in`,
  userType: 'customer',
  isVerified,
  location: null,
  profileImage: null,
});


describe('overview figures', () => {
  it('sums revenue of completed bookings only, in paise without float drift', () => {
    const figures = bookingFigures([
      booking('a', { status: 'completed', totalAmount: '352.82', platformAmount: '74.75' }),
      booking('b', { status: 'completed', totalAmount: '0.10', platformAmount: '0.20' }),
      booking('c', { status: 'pending', totalAmount: '999.00', platformAmount: '99.00' }),
      booking('d', { status: 'cancelled', totalAmount: '500.00', platformAmount: '50.00' }),
    ]);
    expect(figures.totalRevenuePaise).toBe(35292);
    expect(figures.platformRevenuePaise).toBe(7495);
    expect(figures.pendingBookings).toBe(1);
  });

  it('counts verified users', () => {
    expect(verifiedUserCount([user('u1', true), user('u2', false), user('u3', true)])).toBe(2);
  });

  it('lists the five newest bookings, newest first', () => {
    const rows = Array.from({ length: 7 }, (_, i) => booking(`b${i}`, { createdAt: `2025-01-0${i + 1}T10:00:00.000Z` }));
    expect(recentBookings(rows).map((b) => b.id)).toEqual(['b6', 'b5', 'b4', 'b3', 'b2']);
  });
});

describe('isServiceUsed', () => {
  it('knows whether bookings used a service as a main service or an add-on', () => {
    const rows = [booking('a', { serviceIds: ['x'], addOnIds: ['y'] })];
    expect(isServiceUsed('x', rows)).toBe(true);
    expect(isServiceUsed('y', rows)).toBe(true);
    expect(isServiceUsed('z', rows)).toBe(false);
  });
});

describe('providers waiting for approval', () => {
  const person = (id: string, userType: User['userType'] = 'provider') => ({ id, name: id, email: null, phone: null, userType, isVerified: false, location: null, profileImage: null }) as unknown as User;
  const status = (identityPending: boolean, submittedAt?: string) =>
    ({ identityPending, identity: submittedAt ? { documentType: 'aadhaar', maskedNumber: 'XXXX', status: 'pending', submittedAt } : null }) as unknown as VerificationStatus;

  it('lists only providers with a submission waiting, the longest-waiting first', () => {
    const users = [person('new'), person('old'), person('done'), person('customer', 'customer'), person('untimed')];
    const verifications = new Map([
      ['new', status(true, '2026-11-28T10:00:00.000Z')],
      ['old', status(true, '2026-11-26T10:00:00.000Z')],
      ['done', status(false, '2026-11-20T10:00:00.000Z')],
      ['customer', status(true, '2026-11-20T10:00:00.000Z')],
      ['untimed', status(true)],
    ]);
    expect(awaitingApproval(users, verifications).map((a) => a.user.id)).toEqual(['old', 'new', 'untimed']);
  });

  it('says how long in words an operator reads at a glance', () => {
    const now = new Date('2026-11-29T10:00:00.000Z');
    expect(waitedText('2026-11-29T09:30:00.000Z', now)).toBe('under an hour');
    expect(waitedText('2026-11-29T05:00:00.000Z', now)).toBe('5 h');
    expect(waitedText('2026-11-27T11:00:00.000Z', now)).toBe('47 h');
    expect(waitedText('2026-11-26T10:00:00.000Z', now)).toBe('3 days');
  });
});
