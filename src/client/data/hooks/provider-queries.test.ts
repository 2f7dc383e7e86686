import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/schemas/booking';
import { istIso } from '../../../shared/domain/time';
import { sortAvailableJobs, toLostJobs } from './provider-queries';

const job = (id: string, status: Booking['status'], createdAt: string, releasedBy: string[] = [], place: [string, string] | [null, null] = [null, null]) =>
  // Slots far ahead: open whenever the tests run (a test below moves them).
  ({ id, status, createdAt, releasedByProviderIds: releasedBy, latitude: place[0], longitude: place[1], scheduledTime: '2099-01-01T10:00:00+05:30' }) as unknown as Booking;

describe('sortAvailableJobs', () => {
  const rows = [
    job('old-pending', 'pending', '2026-01-01T00:00:00Z'),
    job('new-pending', 'pending', '2026-01-03T00:00:00Z'),
    job('released', 'emergency_released', '2026-01-02T00:00:00Z'),
    job('mine-released', 'emergency_released', '2026-01-04T00:00:00Z', ['provider-1']),
    job('taken', 'confirmed', '2026-01-05T00:00:00Z'),
  ];

  it('puts emergency-released jobs first, then pending newest first', () => {
    expect(sortAvailableJobs(rows, 'provider-2').map((b) => b.job.id)).toEqual(['mine-released', 'released', 'new-pending', 'old-pending']);
  });

  it('leaves out jobs this provider released and jobs no longer open', () => {
    expect(sortAvailableJobs(rows, 'provider-1').map((b) => b.job.id)).toEqual(['released', 'new-pending', 'old-pending']);
  });

  it('orders by distance from the base after priority and leaves out jobs beyond the radius', () => {
    const area = { base: { lat: 12.9698, lng: 77.75 }, radiusKm: 10 };
    const placed = [
      job('far', 'pending', '2026-01-05T00:00:00Z', [], ['13.1007', '77.5963']),
      job('near', 'pending', '2026-01-01T00:00:00Z', [], ['12.9700', '77.7500']),
      job('mid', 'pending', '2026-01-03T00:00:00Z', [], ['12.9569', '77.7011']),
      job('urgent-mid', 'emergency_released', '2026-01-02T00:00:00Z', [], ['12.9569', '77.7011']),
    ];
    const sorted = sortAvailableJobs(placed, 'provider-1', area);
    expect(sorted.map((x) => x.job.id)).toEqual(['urgent-mid', 'near', 'mid']);
    expect(sorted[1].distanceKm).toBeLessThan(0.1);
    expect(sorted[2].distanceKm).toBeGreaterThan(5);
  });

  it('leaves out a pending job once its slot begins and a released one once its day has ended', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    const at = (row: Booking, scheduledTime: string) => ({ ...row, scheduledTime }) as Booking;
    const timed = [
      at(job('pending-now', 'pending', '2026-01-01T00:00:00Z'), istIso(now)),
      at(job('pending-soon', 'pending', '2026-01-02T00:00:00Z'), istIso(new Date(now.getTime() + 60_000))),
      // 05:30 IST on 10 Jan: its day ends at 18:30 UTC that day.
      at(job('released-today', 'emergency_released', '2026-01-03T00:00:00Z'), istIso(now)),
      at(job('released-yesterday', 'emergency_released', '2026-01-04T00:00:00Z'), '2026-01-09T17:30:00+05:30'),
    ];
    expect(sortAvailableJobs(timed, 'provider-2', undefined, now).map((x) => x.job.id)).toEqual(['released-today', 'pending-soon']);
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
