import { describe, expect, it } from 'vitest';
import type { Booking } from '../../shared/schemas/booking';
import { sortAvailableJobs, toLostJobs } from './provider-queries';

const job = (id: string, status: Booking['status'], createdAt: string, releasedBy: string[] = []) =>
  ({ id, status, createdAt, releasedByProviderIds: releasedBy }) as unknown as Booking;

describe('sortAvailableJobs', () => {
  const rows = [
    job('old-pending', 'pending', '2026-01-01T00:00:00Z'),
    job('new-pending', 'pending', '2026-01-03T00:00:00Z'),
    job('released', 'emergency_released', '2026-01-02T00:00:00Z'),
    job('mine-released', 'emergency_released', '2026-01-04T00:00:00Z', ['provider-1']),
    job('taken', 'confirmed', '2026-01-05T00:00:00Z'),
  ];

  it('puts emergency-released jobs first, then pending newest first', () => {
    expect(sortAvailableJobs(rows, 'provider-2').map((b) => b.id)).toEqual(['mine-released', 'released', 'new-pending', 'old-pending']);
  });

  it('leaves out jobs this provider released and jobs no longer open', () => {
    expect(sortAvailableJobs(rows, 'provider-1').map((b) => b.id)).toEqual(['released', 'new-pending', 'old-pending']);
  });
});

describe('toLostJobs', () => {
  const rejected = (key: string, url: string) => ({ key, label: `Start job: Basic Wash at ${key}`, method: 'POST', url, status: 409, reason: 'taken', rejectedAt: 1 });

  it('keeps refused start, complete and release actions with their booking id', () => {
    const lost = toLostJobs([
      rejected('a', '/api/bookings/booking-1/start'),
      rejected('b', '/api/bookings/b%202/emergency-release'),
      rejected('c', '/api/tool-rentals'),
      rejected('d', '/api/bookings/booking-3/photos'),
    ]);
    expect(lost.map((l) => [l.key, l.bookingId, l.action])).toEqual([
      ['a', 'booking-1', 'start'],
      ['b', 'b 2', 'emergency-release'],
    ]);
  });
});
