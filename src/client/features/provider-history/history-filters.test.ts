import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/schemas/booking';
import { jobsForTab } from './history-filters';

const job = (id: string, status: Booking['status'], createdAt: string) => ({ id, status, createdAt }) as Booking;

const jobs = [
  job('a', 'completed', '2026-01-01T10:00:00Z'),
  job('b', 'confirmed', '2026-01-05T10:00:00Z'),
  job('c', 'in_progress', '2026-01-02T10:00:00Z'),
  job('d', 'completed', '2026-01-04T10:00:00Z'),
  job('e', 'confirmed', '2026-01-03T10:00:00Z'),
];

describe('jobsForTab', () => {
  it('shows every job newest first', () => {
    expect(jobsForTab(jobs, 'all').map((j) => j.id)).toEqual(['b', 'd', 'e', 'c', 'a']);
  });

  it('shows completed jobs only', () => {
    expect(jobsForTab(jobs, 'completed').map((j) => j.id)).toEqual(['d', 'a']);
  });

  it('puts jobs in progress before confirmed ones', () => {
    expect(jobsForTab(jobs, 'active').map((j) => j.id)).toEqual(['c', 'b', 'e']);
  });
});
