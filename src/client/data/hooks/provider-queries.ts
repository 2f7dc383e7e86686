import { useLiveQuery } from './use-live-query';
// The order of open jobs is pure (the server's first view of the dashboard uses it too).
export { sortAvailableJobs, type JobArea, type NearbyJob } from './available-jobs';
import type { ChangeNotice } from '../engine/change-notices';
import type { Bid } from '../../../shared/schemas/bid';
import { OPEN_TO_PROVIDERS } from '../../../shared/domain/booking-machine';
import { db } from '../engine/db';
import { parseCoordinates } from '../../../shared/domain/localities';
import { sortAvailableJobs, type NearbyJob } from './available-jobs';
import { matchApiUrl } from '../../../shared/api/route';
import { JOB_ACTIONS } from '../mutations/provider-job-mutations';
import type { RejectedMutation } from '../engine/tables';
import { jobUrl } from '../engine/sync-jobs';

/** The open jobs near a provider and when the open-jobs pull last brought them (null: never). */
export interface AvailableJobs {
  jobs: NearbyJob[];
  syncedAt: number | null;
  /** The provider's base and radius are on the device, or their pull answered without them: the order and the radius are final. */
  areaKnown: boolean;
}

/**
 * The open jobs (sortAvailableJobs) and their pull's time, read in one transaction: the two
 * change together when a pull lands, so an empty list is never shown as "no jobs" beside a pull
 * whose rows it was read before.
 */
export function useAvailableJobs(providerId: string | null | undefined, now: Date): AvailableJobs | undefined {
  return useLiveQuery(async () => {
    if (!providerId) return { jobs: [], syncedAt: null, areaKnown: true };
    const ctx = { userId: providerId, role: 'provider' } as const;
    const url = jobUrl('pendingBookings', ctx);
    const profileUrl = jobUrl('providerProfile', ctx);
    return db.transaction('r', [db.bookings, db.providerProfiles, db.syncMeta], async () => {
      const rows = await db.bookings.where('status').anyOf(OPEN_TO_PROVIDERS).toArray();
      const profile = await db.providerProfiles.get(providerId);
      const meta = url ? await db.syncMeta.get(url) : undefined;
      const areaKnown = profile !== undefined || !profileUrl || (await db.syncMeta.get(profileUrl)) !== undefined;
      const area = { base: parseCoordinates(profile?.baseLatitude, profile?.baseLongitude), radiusKm: profile?.serviceRadius ?? Infinity };
      return { jobs: sortAvailableJobs(rows, providerId, area, now), syncedAt: meta?.fetchedAt ?? null, areaKnown };
    });
  }, [providerId, now]);
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
  notice?: ChangeNotice;
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
      notice: row.notice,
      reason: row.reason,
      status: row.status,
    });
  }
  return lost;
}

export function useLostJobs(): LostJob[] | undefined {
  return useLiveQuery(async () => toLostJobs(await db.rejectedMutations.orderBy('rejectedAt').reverse().toArray()), []);
}
