import { describe, expect, it } from 'vitest';
import type { Booking } from '../../shared/schemas/booking';
import { sortAvailableJobs, toLostJobs } from './provider-queries';

const NOW = new Date('2026-01-10T00:00:00Z');
const job = (id: string, status: Booking['status'], createdAt: string, releasedBy: string[] = [], scheduledTime = '2026-01-12T04:30:00Z') =>
  ({ id, status, createdAt, releasedByProviderIds: releasedBy, scheduledTime }) as unknown as Booking;

describe('sortAvailableJobs', () => {
  const rows = [
    job('old-pending', 'pending', '2026-01-01T00:00:00Z'),
    job('new-pending', 'pending', '2026-01-03T00:00:00Z'),
    job('released', 'emergency_released', '2026-01-02T00:00:00Z'),
    job('mine-released', 'emergency_released', '2026-01-04T00:00:00Z', ['provider-1']),
    job('taken', 'confirmed', '2026-01-05T00:00:00Z'),
  ];

  it('puts emergency-released jobs first, then pending newest first', () => {
    expect(sortAvailableJobs(rows, 'provider-2', NOW).map((b) => b.id)).toEqual(['mine-released', 'released', 'new-pending', 'old-pending']);
  });

  it('leaves out jobs this provider released and jobs no longer open', () => {
    expect(sortAvailableJobs(rows, 'provider-1', NOW).map((b) => b.id)).toEqual(['released', 'new-pending', 'old-pending']);
  });

  it('leaves out a pending job once its slot begins and a released one once its day has ended', () => {
    const timed = [
      job('pending-now', 'pending', '2026-01-01T00:00:00Z', [], NOW.toISOString()),
      job('pending-soon', 'pending', '2026-01-02T00:00:00Z', [], new Date(NOW.getTime() + 60_000).toISOString()),
      // 05:30 IST on 10 Jan: its day ends at 18:30 UTC that day.
      job('released-today', 'emergency_released', '2026-01-03T00:00:00Z', [], NOW.toISOString()),
      job('released-yesterday', 'emergency_released', '2026-01-04T00:00:00Z', [], '2026-01-09T12:00:00Z'),
    ];
    expect(sortAvailableJobs(timed, 'provider-2', NOW).map((b) => b.id)).toEqual(['released-today', 'pending-soon']);
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
