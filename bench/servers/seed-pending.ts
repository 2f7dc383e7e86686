import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/database';
import { bookingServices, bookings } from '../../src/server/db/schema';

/** The demo's pending booking (customer-2, one bid): every copy is shaped like it. */
const TEMPLATE_ID = 'f0d5b7c2-8a1e-4d3f-9b26-4e8c0a6f2e85';

export const benchBookingId = (i: number) => `bench-pending-${String(i).padStart(4, '0')}`;

/**
 * Spread around the template's place so the nearby test has work to do: three in four within
 * about 6 km of it, every fourth some 30 km north (outside any provider's radius there).
 */
function placeOf(template: { latDeg: number | null; lngDeg: number | null }, i: number) {
  const lat = (template.latDeg ?? 12.9166) + (i % 4 === 3 ? 0.3 : (((i * 37) % 101) - 50) / 1000);
  const lng = (template.lngDeg ?? 77.6101) + (((i * 53) % 97) - 48) / 1000;
  return { latDeg: lat, lngDeg: lng, latitude: lat.toFixed(6), longitude: lng.toFixed(6) };
}

/**
 * Adds `count` pending bookings (with their service lines) so the open-jobs list does real work.
 * Deterministic ids and times: the bare server's database gets exactly the same rows.
 */
export async function seedPendingBookings(db: Db, count: number): Promise<void> {
  const [template] = await db.select().from(bookings).where(eq(bookings.id, TEMPLATE_ID));
  if (!template) throw new Error(`${TEMPLATE_ID} is missing from the seed`);
  const lines = await db.select().from(bookingServices).where(eq(bookingServices.bookingId, TEMPLATE_ID));
  const [existing] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, benchBookingId(1)));
  if (existing) return;
  const base = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: count }, (_, i) => ({
    ...template,
    ...placeOf(template, i),
    id: benchBookingId(i + 1),
    customerId: i % 2 ? 'customer-1' : 'customer-2',
    createdAt: new Date(base + i * 60_000),
    updatedAt: new Date(base + i * 60_000),
    location: `${i + 1}, 4th Cross, Indiranagar, Bengaluru`,
  }));
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 100) await tx.insert(bookings).values(rows.slice(i, i + 100));
    const copies = rows.flatMap((row) => lines.map((line) => ({ ...line, bookingId: row.id })));
    for (let i = 0; i < copies.length; i += 200) await tx.insert(bookingServices).values(copies.slice(i, i + 200));
  });
}
