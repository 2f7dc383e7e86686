import { useLiveQuery } from 'dexie-react-hooks';
import type { Bid } from '../../shared/schemas/bid';
import type { Booking } from '../../shared/schemas/booking';
import { OPEN_TO_PROVIDERS, inGroupOrder } from '../../shared/domain/booking-machine';
import { db } from './db';
import { matchApiUrl } from '../../shared/api/route';
import { JOB_ACTIONS } from './provider-job-mutations';
import type { RejectedMutation } from './tables';

/**
 * Open jobs a provider may bid on: emergency-released ones first (high priority), then pending,
 * newest first within each; jobs this provider released are left out (it may not bid again).
 */
export function sortAvailableJobs(rows: readonly Booking[], providerId: string): Booking[] {
  const biddable = rows.filter((b) => !b.releasedByProviderIds.includes(providerId));
  return inGroupOrder(OPEN_TO_PROVIDERS, biddable, (a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function useAvailableJobs(providerId: string | null | undefined): Booking[] | undefined {
  return useLiveQuery(async () => {
    if (!providerId) return [];
    const rows = await db.bookings.where('status').anyOf(OPEN_TO_PROVIDERS).toArray();
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
  action: keyof typeof JOB_ACTIONS;
  label: string;
  reason: string;
  status: number;
}

function jobActionOf(url: string): { action: LostJob['action']; bookingId: string } | null {
  for (const action of Object.keys(JOB_ACTIONS) as LostJob['action'][]) {
    const params = matchApiUrl(JOB_ACTIONS[action], url);
    if (params) return { action, bookingId: params.id };
  }
  return null;
}

/** Lost jobs: a start/complete/release made offline that the server refused on replay. */
export function toLostJobs(rows: readonly RejectedMutation[]): LostJob[] {
  const lost: LostJob[] = [];
  for (const row of rows) {
    const found = jobActionOf(row.url);
    if (!found) continue;
    lost.push({
      key: row.key,
      bookingId: found.bookingId,
      action: found.action,
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
