import { and, between, eq, type Placeholder, type SQL } from 'drizzle-orm';
import { boundingBox, distanceKm, matchLocality, parseCoordinates, type Coordinates } from '../../../shared/domain/localities';
import { OPEN_TO_PROVIDERS, isIn } from '../../../shared/domain/booking-machine';
import { isOverdue } from '../../../shared/domain/slot-rules';
import type { DbOrTx } from '../../db/database';
import type { ChangeVersions } from '../../changes/change-versions';
import { bookings, providerProfiles, users } from '../../db/schema';
import type { BookingRow } from './booking-mapper';
import { whereOf } from './repository';

/** Where a provider takes jobs: within radiusKm (great-circle) of the base. */
export interface JobArea {
  providerId: string;
  centre: Coordinates;
  radiusKm: number;
}

/**
 * A provider's area: the base set in their settings, else the centre of the locality their
 * account's location names. Null when neither is known (they are then shown every open job).
 */
export async function providerArea(db: DbOrTx, providerId: string): Promise<JobArea | null> {
  const [row] = await db
    .select({ lat: providerProfiles.baseLatitude, lng: providerProfiles.baseLongitude, radius: providerProfiles.serviceRadius, location: users.location })
    .from(users)
    .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(eq(users.id, providerId));
  if (!row) return null;
  const locality = row.location ? matchLocality(row.location) : null;
  const centre = parseCoordinates(row.lat, row.lng) ?? (locality ? { lat: locality.lat, lng: locality.lng } : null);
  return centre ? { providerId, centre, radiusKm: row.radius ?? 10 } : null;
}

/** The indexed prefilter: rows whose numeric place lies in the area's bounding box. */
export function inAreaBox(area: JobArea): SQL {
  return inBox(boundingBox(area.centre, area.radiusKm));
}

/** inAreaBox with the box's edges given (numbers, or placeholders of a prepared statement). */
export function inBox(box: Record<'minLat' | 'maxLat' | 'minLng' | 'maxLng', number | Placeholder>): SQL {
  return and(between(bookings.latDeg, box.minLat, box.maxLat), between(bookings.lngDeg, box.minLng, box.maxLng))!;
}

/** The exact test after the box: the distance in km when the row lies within the area, else null. */
export function distanceInArea(row: Pick<BookingRow, 'latDeg' | 'lngDeg'>, area: JobArea): number | null {
  if (row.latDeg === null || row.lngDeg === null) return null;
  const d = distanceKm(area.centre, { lat: row.latDeg, lng: row.lngDeg });
  return d <= area.radiusKm ? d : null;
}

/** Whether a job is open to this provider at `now` (open status, time not passed, not released by them). */
export function isOpenFor(row: Pick<BookingRow, 'status' | 'releasedByProviderIds' | 'scheduledTime'>, providerId: string, now: Date): boolean {
  return (
    isIn(OPEN_TO_PROVIDERS, row.status) &&
    !isOverdue(row.status, row.scheduledTime, now) &&
    !(row.releasedByProviderIds ?? []).includes(providerId)
  );
}

/** In OPEN_TO_PROVIDERS order (emergency-released first: high priority), then nearest, then newest. */
export function byPriorityThenDistance(a: { row: BookingRow; km: number }, b: { row: BookingRow; km: number }): number {
  const rank = (r: BookingRow) => OPEN_TO_PROVIDERS.indexOf(r.status as (typeof OPEN_TO_PROVIDERS)[number]);
  return rank(a.row) - rank(b.row) || a.km - b.km || b.row.createdAt.getTime() - a.row.createdAt.getTime();
}

/**
 * The open jobs within the provider's area, in priority order: one index range read of the
 * open-jobs place index (bounding box), then the exact great-circle test.
 */
export async function nearbyOpenJobRows(db: DbOrTx, area: JobArea, now: Date): Promise<BookingRow[]> {
  const open = whereOf({ statuses: OPEN_TO_PROVIDERS, notOverdueAt: now, notReleasedBy: area.providerId });
  const rows = await db.select().from(bookings).where(and(open, inAreaBox(area)));
  return rows
    .map((row) => ({ row, km: distanceInArea(row, area) }))
    .filter((x): x is { row: BookingRow; km: number } => x.km !== null)
    .sort(byPriorityThenDistance)
    .map((x) => x.row);
}

/** At most this many providers' areas are kept; past it the cache starts over. */
const AREA_CACHE_SIZE = 10_000;

/**
 * Providers' areas, read again only when a write changed some provider's base or radius (the
 * `areas` change group, recorded by the profile's settings and by joining as a provider): a
 * polled list then costs no look-up of the area.
 */
export class ProviderAreaCache {
  private readonly areas = new Map<string, { state: string; area: JobArea | null }>();

  constructor(private readonly versions: Pick<ChangeVersions, 'stateOf'>) {}

  async get(db: DbOrTx, providerId: string): Promise<JobArea | null> {
    const state = this.versions.stateOf(['areas']);
    const cached = this.areas.get(providerId);
    if (cached?.state === state) return cached.area;
    const area = await providerArea(db, providerId);
    if (this.areas.size >= AREA_CACHE_SIZE) this.areas.clear();
    this.areas.set(providerId, { state, area });
    return area;
  }
}
