import type { Booking } from '../../../shared/schemas/booking';
import { OPEN_TO_PROVIDERS, inGroupOrder } from '../../../shared/domain/booking-machine';
import { isOverdue } from '../../../shared/domain/slot-rules';
import { distanceKm, parseCoordinates, type Coordinates } from '../../../shared/domain/localities';
import { byCodeUnits } from '../../../shared/code-unit-order';

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
  return inGroupOrder(OPEN_TO_PROVIDERS, placed, (a, b) => far(a.distanceKm) - far(b.distanceKm) || byCodeUnits(b.job.createdAt, a.job.createdAt)).map(
    ({ job, distanceKm }) => ({ job, distanceKm }),
  );
}

