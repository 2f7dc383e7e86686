import { useLiveQuery } from './use-live-query';
import type { ChangeNotice } from './change-notices';
import type { Bid } from '../../shared/schemas/bid';
import type { Booking } from '../../shared/schemas/booking';
import { OPEN_TO_PROVIDERS, inGroupOrder } from '../../shared/domain/booking-machine';
import { isOverdue } from '../../shared/domain/slot-rules';
import { db } from './db';
import { distanceKm, parseCoordinates, type Coordinates } from '../../shared/domain/localities';
import { matchApiUrl } from '../../shared/api/route';
import { JOB_ACTIONS } from './provider-job-mutations';
import type { RejectedMutation } from './tables';
import { jobUrl } from './sync-jobs';

/** An open job with its distance from the provider's base (null when either place is unknown). */
export interface NearbyJob {
  job: Booking;
  distanceKm: number | null;
}

/** A provider's base and radius, as their profile says. */
export interface JobArea {
  base: Coordinates | null;
  radiusKm: number;
}

/**
 * Open jobs a provider may bid on: emergency-released ones first (high priority), then the
 * nearest, newest first among equals; jobs this provider released and jobs outside the radius
 * of their base are left out (the server sends none, but other lists may have brought some), and
 * so are jobs whose time has passed at `now` (slot-rules.ts), before the server's sweep expires them.
 */
export function sortAvailableJobs(
  rows: readonly Booking[],
  providerId: string,
  area: JobArea = { base: null, radiusKm: Infinity },
  now: Date = new Date(),
): NearbyJob[] {
  const far = (d: number | null) => d ?? Infinity;
  const placed = rows
    .filter((b) => !b.releasedByProviderIds.includes(providerId) && !isOverdue(b.status, new Date(b.scheduledTime), now))
    .map((job) => {
      const place = parseCoordinates(job.latitude, job.longitude);
      return { job, status: job.status, distanceKm: area.base && place ? distanceKm(area.base, place) : null };
    })
    .filter((x) => x.distanceKm === null || x.distanceKm <= area.radiusKm);
  return inGroupOrder(OPEN_TO_PROVIDERS, placed, (a, b) => far(a.distanceKm) - far(b.distanceKm) || b.job.createdAt.localeCompare(a.job.createdAt)).map(
    ({ job, distanceKm }) => ({ job, distanceKm }),
  );
}

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
