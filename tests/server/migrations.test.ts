import { afterEach, describe, expect, it } from 'vitest';
import { openRawDatabase, type RawDatabase } from './migration-steps';

/** A booking row as the tables stood before these migrations, with the given status and provider. */
function bookingInsert(id: string, status: string, providerId: string | null): string {
  const provider = providerId ? `'${providerId}'` : 'null';
  return `insert into bookings (id, customer_id, status, scheduled_time, time_slot, location, vehicle_type, vehicle_category,
      subtotal_paise, gst_paise, total_paise, provider_paise, platform_paise, selected_provider_id)
    values ('${id}', 'c1', '${status}', '2026-01-05T04:30:00Z', '2026-01-05T04:30:00Z', 'Indiranagar', 'car', 'sedan',
      50000, 9000, 59000, 37500, 12500, ${provider})`;
}

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

    await raw.migrateTo();

    const rows = await raw.query<{ id: string; status: string }>('select id, status from bookings order by id');
    expect(rows).toEqual([
      { id: 'b-assigned', status: 'confirmed' },
      { id: 'b-done', status: 'completed' },
      { id: 'b-open', status: 'pending' },
    ]);
    await expect(raw.query(bookingInsert('b-new', 'accepted', null))).rejects.toThrow(/bookings_status_known/);
  });
});
