import { useLiveQuery } from 'dexie-react-hooks';
import type { Bid } from '../../shared/schemas/bid';
import type { Booking } from '../../shared/schemas/booking';
import { db } from './db';
import { JOB_ACTION_PATTERN } from './provider-job-mutations';
import type { RejectedMutation } from './tables';

/**
 * Open jobs a provider may bid on: emergency-released ones first (high priority), then pending,
 * newest first within each; jobs this provider released are left out (it may not bid again).
 */
export function sortAvailableJobs(rows: readonly Booking[], providerId: string): Booking[] {
  const rank = (b: Booking) => (b.status === 'emergency_released' ? 0 : 1);
  return rows
    .filter((b) => (b.status === 'pending' || b.status === 'emergency_released') && !b.releasedByProviderIds.includes(providerId))
    .sort((a, b) => rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt));
}

export function useAvailableJobs(providerId: string | null | undefined): Booking[] | undefined {
  return useLiveQuery(async () => {
    if (!providerId) return [];
    const rows = await db.bookings.where('status').anyOf('pending', 'emergency_released').toArray();
    return sortAvailableJobs(rows, providerId);
  }, [providerId]);
}

/** The provider's own live bid per booking id. */
export function useMyBids(providerId: string | null | undefined): Map<string, Bid> | undefined {
  return useLiveQuery(async () => {
    const map = new Map<string, Bid>();
    if (!providerId) return map;
    const rows = await db.bids.where('providerId').equals(providerId).toArray();
    for (const bid of rows) if (bid.status !== 'rejected') map.set(bid.bookingId, bid);
    return map;
  }, [providerId]);
}

export interface LostJob {
  key: string;
  bookingId: string;
  action: 'start' | 'complete' | 'emergency-release';
  label: string;
  reason: string;
  status: number;
}

/** Lost jobs: a start/complete/release made offline that the server refused on replay. */
export function toLostJobs(rows: readonly RejectedMutation[]): LostJob[] {
  const lost: LostJob[] = [];
  for (const row of rows) {
    const match = JOB_ACTION_PATTERN.exec(row.url);
    if (!match) continue;
    lost.push({
      key: row.key,
      bookingId: decodeURIComponent(match[1]),
      action: match[2] as LostJob['action'],
      label: row.label,
      reason: row.reason,
      status: row.status,
    });
  }
  return lost;
}

export function useLostJobs(): LostJob[] | undefined {
  return useLiveQuery(async () => toLostJobs(await db.rejectedMutations.orderBy('rejectedAt').reverse().toArray()), []);
}
