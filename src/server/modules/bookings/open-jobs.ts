import { and, desc, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Booking } from '../../../shared/schemas/booking';
import { boundingBox, EARTH_RADIUS_KM } from '../../../shared/domain/localities';
import { OPEN_TO_PROVIDERS } from '../../../shared/domain/booking-machine';
import { openForBidsUntil, startOfIstDay } from '../../../shared/domain/slot-rules';
import type { DbOrTx } from '../../db/database';
import { bookings } from '../../db/schema';
import { toBooking, type BookingRow } from './booking-mapper';
import { embedColumns, embedsOf } from './embeds-sql';
import { inBox, type JobArea } from './nearby';
import { notReleasedBySql, overdueAtSql, releasedByJson } from './repository';
import type { Viewer } from './start-code';

/** A page of a list: at most `limit` rows after skipping `offset`; none: the whole list. */
export interface Page {
  limit?: number;
  offset?: number;
}

/** A number in SQL: a value, or a placeholder of a prepared statement. */
type SqlNumber = number | SQL | ReturnType<typeof sql.placeholder>;

/**
 * The SQL form of localities.ts distanceKm from `centre` to a booking's place, term for term in
 * the same order (nearby-jobs.test.ts holds them together).
 */
export function kmFromCentreSql(centre: { lat: SqlNumber; lng: SqlNumber }): SQL<number> {
  const deg = (x: SQL | SqlNumber) => sql`(${x}::float8 * pi() / 180)`;
  const lat = sql`${centre.lat}::float8`;
  const lng = sql`${centre.lng}::float8`;
  const dLat = deg(sql`(${bookings.latDeg} - ${lat})`);
  const dLng = deg(sql`(${bookings.lngDeg} - ${lng})`);
  const h = sql`power(sin(${dLat} / 2), 2) + cos(${deg(lat)}) * cos(${deg(sql`${bookings.latDeg}`)}) * power(sin(${dLng} / 2), 2)`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(${h}))))`;
}

/** OPEN_TO_PROVIDERS order: emergency-released first (high priority). */
const priority = sql.raw(`array_position(array[${OPEN_TO_PROVIDERS.map((s) => `'${s}'`).join(', ')}]::text[], status::text)`);

/** The values a prepared open-jobs statement is executed with. */
const at = {
  now: sql.placeholder('now'),
  istDayStart: sql.placeholder('istDayStart'),
  notReleasedBy: sql.placeholder('notReleasedBy'),
  lat: sql.placeholder('lat'),
  lng: sql.placeholder('lng'),
  radiusKm: sql.placeholder('radiusKm'),
  minLat: sql.placeholder('minLat'),
  maxLat: sql.placeholder('maxLat'),
  minLng: sql.placeholder('minLng'),
  maxLng: sql.placeholder('maxLng'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/** Which clauses a statement has: each combination is prepared once per database handle. */
interface Shape {
  area: boolean;
  notReleased: boolean;
  limit: boolean;
  offset: boolean;
}

function buildQuery(db: DbOrTx, shape: Shape) {
  const open = and(
    inArray(bookings.status, [...OPEN_TO_PROVIDERS]),
    sql`not ${overdueAtSql(at.now, at.istDayStart)}`,
    shape.notReleased ? notReleasedBySql(at.notReleasedBy) : undefined,
  );
  const candidates = db
    .select({
      ...getTableColumns(bookings),
      km: (shape.area ? kmFromCentreSql(at) : sql<number>`0::float8`).as('km'),
      priority: sql<number>`${priority}`.as('priority'),
    })
    .from(bookings)
    .where(shape.area ? and(open, inBox(at)) : open)
    .as('candidates');
  const columns = Object.fromEntries(Object.keys(getTableColumns(bookings)).map((k) => [k, candidates[k as keyof typeof candidates]])) as unknown as {
    [K in keyof BookingRow]: (typeof candidates)[K];
  };
  let query = db
    .select({ ...columns, ...embedColumns(columns) })
    .from(candidates)
    .where(shape.area ? sql`${candidates.km} <= ${at.radiusKm}::float8` : undefined)
    .orderBy(candidates.priority, candidates.km, desc(candidates.createdAt), desc(candidates.id))
    .$dynamic();
  if (shape.limit) query = query.limit(at.limit);
  if (shape.offset) query = query.offset(at.offset);
  return query.prepare(`open_jobs_${Number(shape.area)}${Number(shape.notReleased)}${Number(shape.limit)}${Number(shape.offset)}`);
}

type Prepared = ReturnType<typeof buildQuery>;
/** The prepared statements of each database handle, by shape. */
const prepared = new WeakMap<DbOrTx, Map<string, Prepared>>();

function statementFor(db: DbOrTx, shape: Shape): Prepared {
  let byShape = prepared.get(db);
  if (!byShape) prepared.set(db, (byShape = new Map()));
  const key = JSON.stringify(shape);
  let statement = byShape.get(key);
  if (!statement) byShape.set(key, (statement = buildQuery(db, shape)));
  return statement;
}

/** When the first of these rows leaves the list by time alone (slot-rules.ts openForBidsUntil); null: none will. */
function firstLeaving(rows: readonly Pick<BookingRow, 'status' | 'scheduledTime'>[]): Date | null {
  let first: Date | null = null;
  for (const row of rows) {
    const until = openForBidsUntil(row.status, row.scheduledTime);
    if (until && (!first || until < first)) first = until;
  }
  return first;
}

/**
 * The open jobs a provider is shown, in priority order (emergency-released first, then nearest,
 * then newest), one page of them with every embed, in one prepared statement: the open-jobs
 * place index answers the bounding box, the exact distance is computed beside it, and the embeds
 * are read only for the page's rows. `area` null: every open job (the admin, or a provider with
 * no base). `more`: rows follow the page. `openUntil`: when the first of the rows read (the page
 * and the one after it) passes its time (null: none can); until then, and unless a write changes
 * the data, the first page (no offset) stays the same. A later page also moves when a job on an
 * earlier page passes its time.
 */
export async function openJobsPage(
  db: DbOrTx,
  opts: { area: JobArea | null; notReleasedBy?: string; now: Date; page?: Page; viewer?: Viewer },
): Promise<{ bookings: Booking[]; more: boolean; openUntil: Date | null }> {
  const { area, page, now } = opts;
  const notReleasedBy = area?.providerId ?? opts.notReleasedBy;
  const shape: Shape = { area: area !== null, notReleased: notReleasedBy !== undefined, limit: page?.limit !== undefined, offset: Boolean(page?.offset) };
  const rows = await statementFor(db, shape).execute({
    now,
    istDayStart: startOfIstDay(now),
    notReleasedBy: notReleasedBy === undefined ? undefined : releasedByJson(notReleasedBy),
    ...(area ? { lat: area.centre.lat, lng: area.centre.lng, radiusKm: area.radiusKm, ...boundingBox(area.centre, area.radiusKm) } : {}),
    limit: page?.limit === undefined ? undefined : page.limit + 1,
    offset: page?.offset,
  });
  const more = page?.limit !== undefined && rows.length > page.limit;
  const kept = more ? rows.slice(0, page.limit) : rows;
  return {
    bookings: kept.map((row) => toBooking(row as unknown as BookingRow, embedsOf(row), opts.viewer)),
    more,
    openUntil: firstLeaving(rows),
  };
}
