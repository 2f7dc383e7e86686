import { afterEach, describe, expect, it } from 'vitest';
import { OPEN_TO_PROVIDERS } from '../../src/shared/domain/booking-machine';
import { openRawDatabase, type RawDatabase } from './migration-steps';

/** A booking row as the tables stood before these migrations, with the given status and provider. */
function bookingInsert(id: string, status: string, providerId: string | null): string {
  const provider = providerId ? `'${providerId}'` : 'null';
  return `insert into bookings (id, customer_id, status, scheduled_time, time_slot, location, vehicle_type, vehicle_category,
      subtotal_paise, gst_paise, total_paise, provider_paise, platform_paise, selected_provider_id)
    values ('${id}', 'c1', '${status}', '2026-01-05T04:30:00Z', '2026-01-05T04:30:00Z', 'Indiranagar', 'car', 'sedan',
      50000, 9000, 59000, 37500, 12500, ${provider})`;
}

// Each test migrates a PGlite database step by step: far more work than a request, so more time.
describe('migrations on a populated database', () => {
  let raw: RawDatabase | undefined;
  afterEach(async () => {
    await raw?.close();
    raw = undefined;
  });

  it("moves bookings out of the retired status 'accepted', then refuses unknown statuses", async () => {
    raw = await openRawDatabase();
    await raw.migrateTo('0002_money_in_bigint_paise');
    await raw.query(`insert into users (id, name, email, user_type) values
      ('c1', 'Customer', 'c1@example.com', 'customer'), ('p1', 'Provider', 'p1@example.com', 'provider')`);
    await raw.query(bookingInsert('b-open', 'accepted', null));
    await raw.query(bookingInsert('b-assigned', 'accepted', 'p1'));
    await raw.query(bookingInsert('b-done', 'completed', 'p1'));

    await raw.migrateTo('0003_bookings_status_check');

    const rows = await raw.query<{ id: string; status: string }>('select id, status from bookings order by id');
    expect(rows).toEqual([
      { id: 'b-assigned', status: 'confirmed' },
      { id: 'b-done', status: 'completed' },
      { id: 'b-open', status: 'pending' },
    ]);
    await expect(raw.query(bookingInsert('b-new', 'accepted', null))).rejects.toThrow(/bookings_status_known/);
  });

  it("admits the status 'expired' on a database holding bookings, which keep theirs", async () => {
    raw = await openRawDatabase();
    await raw.migrateTo('0003_bookings_status_check');
    await raw.query(`insert into users (id, name, email, user_type) values ('c1', 'Customer', 'c1@example.com', 'customer')`);
    await raw.query(bookingInsert('b-open', 'pending', null));
    await expect(raw.query(bookingInsert('b-early', 'expired', null))).rejects.toThrow(/bookings_status_known/);

    await raw.migrateTo();

    await raw.query(`update bookings set status = 'expired' where id = 'b-open'`);
    expect(await raw.query('select id, status from bookings')).toEqual([{ id: 'b-open', status: 'expired' }]);
    await expect(raw.query(`update bookings set status = 'lapsed'`)).rejects.toThrow(/bookings_status_known/);
  });

  it('keeps each booking\'s slot once, in scheduled_time, when time_slot goes', async () => {
    raw = await openRawDatabase();
    await raw.migrateTo('0003_bookings_status_check');
    await raw.query(`insert into users (id, name, email, user_type) values ('c1', 'Customer', 'c1@example.com', 'customer')`);
    await raw.query(bookingInsert('b-1', 'pending', null));

    await raw.migrateTo();

    const columns = await raw.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'bookings' and column_name in ('time_slot', 'scheduled_time')`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['scheduled_time']);
    const [row] = await raw.query<{ at: string }>(`select to_char(scheduled_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as at from bookings`);
    expect(row.at).toBe('2026-01-05T04:30');
  });

  it('rewrites stored write answers to the one-instant slot, so a replayed old write answers in the new shape (0011)', async () => {
    raw = await openRawDatabase();
    await raw.migrateTo('0010_identity_photos_and_film_start');
    const stored = (key: string, body: unknown) =>
      raw!.query(`insert into idempotency_keys (actor_id, key, method, path, request_hash, response_status, response_body)
        values ('customer-1', '${key}', 'POST', '/api/bookings', 'h', 201, '${JSON.stringify(body)}'::jsonb)`);
    await stored('create', { id: 'b-1', status: 'pending', scheduledTime: '2026-01-05T04:30:00.000Z', timeSlot: '2026-01-05T10:00:00+05:30', location: 'Indiranagar' });
    await stored('accept', { bid: { id: 'bid-1', status: 'accepted' }, booking: { id: 'b-2', scheduledTime: '2026-01-05T18:45:07.250Z', timeSlot: '2026-01-06T00:00:00+05:30' } });
    await stored('rental', { id: 'r-1', startDate: '2026-01-05T04:30:00.000Z' });
    await stored('new', { id: 'b-3', scheduledTime: '2026-01-05T11:00:00+05:30' });

    await raw.migrateTo();

    const rows = await raw.query<{ key: string; response_body: Record<string, unknown> }>('select key, response_body from idempotency_keys order by key');
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r.response_body]));
    expect(byKey.create).toEqual({ id: 'b-1', status: 'pending', scheduledTime: '2026-01-05T10:00:00+05:30', location: 'Indiranagar' });
    expect(byKey.accept).toEqual({ bid: { id: 'bid-1', status: 'accepted' }, booking: { id: 'b-2', scheduledTime: '2026-01-06T00:15:07.250+05:30' } });
    expect(byKey.rental).toEqual({ id: 'r-1', startDate: '2026-01-05T04:30:00.000Z' });
    expect(byKey.new).toEqual({ id: 'b-3', scheduledTime: '2026-01-05T11:00:00+05:30' });
  });

  it('places bookings that carry coordinates and versions every booking and bid, then on every write', async () => {
    raw = await openRawDatabase();
    await raw.migrateTo('0006_booking_status_expired');
    await raw.query(`insert into users (id, name, email, user_type) values ('c1', 'Customer', 'c1@example.com', 'customer')`);
    await raw.query(`insert into bookings (id, customer_id, status, scheduled_time, location, latitude, longitude, vehicle_type, vehicle_category,
        subtotal_paise, gst_paise, total_paise, provider_paise, platform_paise)
      values ('b-pinned', 'c1', 'pending', now(), 'Whitefield', '12.9698', '77.75', 'car', 'sedan', 50000, 9000, 59000, 37500, 12500),
             ('b-typed', 'c1', 'pending', now(), 'Somewhere', null, 'x', 'car', 'sedan', 50000, 9000, 59000, 37500, 12500)`);

    await raw.migrateTo();

    const rows = await raw.query<{ id: string; lat_deg: number | null; lng_deg: number | null; version: string }>(
      'select id, lat_deg, lng_deg, version from bookings order by id',
    );
    expect(rows.map((r) => [r.id, r.lat_deg, r.lng_deg])).toEqual([
      ['b-pinned', 12.9698, 77.75],
      ['b-typed', null, null],
    ]);
    expect(rows.every((r) => Number(r.version) > 0)).toBe(true);
    const before = Math.max(...rows.map((r) => Number(r.version)));
    await raw.query(`update bookings set status = 'cancelled' where id = 'b-typed'`);
    const [after] = await raw.query<{ version: string }>(`select version from bookings where id = 'b-typed'`);
    expect(Number(after.version)).toBeGreaterThan(before);
    const [epoch] = await raw.query<{ n: number }>(`select count(*)::int as n from change_state where data_group = '~epoch'`);
    expect(epoch.n).toBe(1);
  });

  it('keeps photos stored in the table as they were, and admits photos whose bytes are files (0004)', async () => {
    raw = await openRawDatabase();
    await raw.migrateTo('0003_bookings_status_check');
    await raw.query(`insert into users (id, name, email, user_type) values ('c1', 'Customer', 'c1@example.com', 'customer')`);
    await raw.query(bookingInsert('b-1', 'pending', null));
    await raw.query(`insert into photos (id, booking_id, type, mime_type, bytes, data, uploaded_by)
      values ('p-table', 'b-1', 'before', 'image/png', 4, '\\x89504e47', 'c1')`);
    await expect(raw.query(`insert into photos (id, booking_id, type, mime_type, bytes, uploaded_by)
      values ('p-early', 'b-1', 'before', 'image/jpeg', 4, 'c1')`)).rejects.toThrow(/null/);

    await raw.migrateTo();

    await raw.query(`insert into photos (id, booking_id, type, mime_type, bytes, uploaded_by)
      values ('p-file', 'b-1', 'after', 'image/jpeg', 4, 'c1')`);
    const rows = await raw.query<{ id: string; hex: string | null }>(`select id, encode(data, 'hex') as hex from photos order by id`);
    expect(rows).toEqual([
      { id: 'p-file', hex: null },
      { id: 'p-table', hex: '89504e47' },
    ]);
  });
});

describe('the open-jobs index', () => {
  it("covers exactly the booking machine's statuses open to providers", async () => {
    const raw = await openRawDatabase();
    try {
      await raw.migrateTo();
      const [index] = await raw.query<{ indexdef: string }>(`select indexdef from pg_indexes where tablename = 'bookings' and indexname = 'bookings_open_place'`);
      expect(index, 'the index bookings_open_place exists').toBeDefined();
      // PostgreSQL gives the predicate back in its own words: WHERE (status = ANY (ARRAY['pending'::text, …])).
      const predicate = index.indexdef.split(/ WHERE /i)[1] ?? '';
      const statuses = [...predicate.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
      expect(statuses.sort()).toEqual([...OPEN_TO_PROVIDERS].sort());
    } finally {
      await raw.close();
    }
  });
});
