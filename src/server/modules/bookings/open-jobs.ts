import { and, desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Booking } from '../../../shared/schemas/booking';
import { EARTH_RADIUS_KM } from '../../../shared/domain/localities';
import { OPEN_TO_PROVIDERS } from '../../../shared/domain/booking-machine';
import type { DbOrTx } from '../../db/database';
import { bookings } from '../../db/schema';
import { toBooking, type BookingRow } from './booking-mapper';
import { embedColumns, embedsOf } from './embeds-sql';
import { inAreaBox, type JobArea } from './nearby';
import { whereOf } from './repository';
import type { Viewer } from './start-code';

/** A page of a list: at most `limit` rows after skipping `offset`; none: the whole list. */
export interface Page {
  limit?: number;
  offset?: number;
}

/**
 * The SQL form of localities.ts distanceKm from the area's centre to a booking's place, term for
 * term in the same order (nearby-jobs.test.ts holds them together).
 */
export function kmFromCentreSql(area: JobArea): SQL<number> {
  const deg = (x: SQL | number) => sql`(${x}::float8 * pi() / 180)`;
  const lat = sql`${area.centre.lat}::float8`;
  const lng = sql`${area.centre.lng}::float8`;
  const dLat = deg(sql`(${bookings.latDeg} - ${lat})`);
  const dLng = deg(sql`(${bookings.lngDeg} - ${lng})`);
  const h = sql`power(sin(${dLat} / 2), 2) + cos(${deg(lat)}) * cos(${deg(sql`${bookings.latDeg}`)}) * power(sin(${dLng} / 2), 2)`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(${h}))))`;
}

/** OPEN_TO_PROVIDERS order: emergency-released first (high priority). */
const priority = sql.raw(`array_position(array[${OPEN_TO_PROVIDERS.map((s) => `'${s}'`).join(', ')}]::text[], status::text)`);

/**
 * The open jobs a provider is shown, in priority order (emergency-released first, then nearest,
 * then newest), one page of them with every embed, in one statement: the open-jobs place index
 * answers the bounding box, the exact distance is computed beside it, and the embeds are read
 * only for the page's rows. `area` null: every open job (the admin, or a provider with no base).
 * `more`: rows follow the page.
 */
export async function openJobsPage(
  db: DbOrTx,
  opts: { area: JobArea | null; notReleasedBy?: string; now: Date; page?: Page; viewer?: Viewer },
): Promise<{ bookings: Booking[]; more: boolean }> {
  const { area, page } = opts;
  const open = whereOf({ statuses: OPEN_TO_PROVIDERS, notOverdueAt: opts.now, notReleasedBy: area?.providerId ?? opts.notReleasedBy });
  const candidates = db
    .select({
      ...getTableColumns(bookings),
      km: (area ? kmFromCentreSql(area) : sql<number>`0::float8`).as('km'),
      priority: sql<number>`${priority}`.as('priority'),
    })
    .from(bookings)
    .where(area ? and(open, inAreaBox(area)) : open)
    .as('candidates');
  const columns = Object.fromEntries(Object.keys(getTableColumns(bookings)).map((k) => [k, candidates[k as keyof typeof candidates]])) as unknown as {
    [K in keyof BookingRow]: (typeof candidates)[K];
  };
  let query = db
    .select({ ...columns, ...embedColumns(columns) })
    .from(candidates)
    .where(area ? sql`${candidates.km} <= ${area.radiusKm}::float8` : undefined)
    .orderBy(candidates.priority, candidates.km, desc(candidates.createdAt), desc(candidates.id))
    .$dynamic();
  if (page?.limit !== undefined) query = query.limit(page.limit + 1);
  if (page?.offset) query = query.offset(page.offset);
  const rows = await query;
  const more = page?.limit !== undefined && rows.length > page.limit;
  const kept = more ? rows.slice(0, page.limit) : rows;
  return { bookings: kept.map((row) => toBooking(row as unknown as BookingRow, embedsOf(row), opts.viewer)), more };
}
