import crypto from 'node:crypto';
import fs from 'node:fs';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookingDates, slotIso } from '../../src/shared/domain/time';
import { bids, bookingServices, bookings, photos } from '../../src/server/db/schema';
import { jpegOfSize, pngOfSize } from './photo-fixtures';
import { defaultPriceColumns } from '../../src/server/db/price-columns';
import { DEMO_SETTINGS } from '../../src/server/db/seed-data/supplier';
import { MAX_EARLY_START_MINUTES } from '../../src/shared/domain/slot-rules';
import { putSettings } from '../../src/server/modules/admin/config-repository';
import { newStartCode } from '../../src/server/modules/bookings/start-code';

/**
 * The default settings, except that a job may be started any time before its slot: tests book
 * slots days ahead (the only ones sure to exist whenever they run) and then work them at once.
 */
export const SETTINGS_STARTING_EARLY = { ...DEMO_SETTINGS, earlyStartMinutes: MAX_EARLY_START_MINUTES };

export async function allowEarlyStarts(app: FastifyInstance): Promise<void> {
  await putSettings(app.db, SETTINGS_STARTING_EARLY);
}

/** An hourly slot `daysAhead` days from today (IST), as the booking form sends it. */
export function slotIn(daysAhead: number, hour: number, now = new Date()): string {
  return slotIso(bookingDates(now)[daysAhead], hour);
}

export function bookingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customerId: 'customer-1',
    serviceIds: ['svc-premium-wash'],
    addOnIds: ['svc-tyre-polish'],
    vehicleType: 'car',
    vehicleModel: 'Honda City',
    vehicleCategory: 'sedan',
    location: 'HAL 2nd Stage, Indiranagar',
    latitude: '12.9716',
    longitude: '77.6412',
    scheduledTime: slotIn(1, 10),
    ...overrides,
  };
}

/** Row counts of everything a booking write touches, to prove a refusal wrote nothing. */
export async function writeCounts(app: FastifyInstance) {
  const [b] = await app.db.select({ n: count() }).from(bookings);
  const [s] = await app.db.select({ n: count() }).from(bookingServices);
  const [p] = await app.db.select({ n: count() }).from(photos);
  const [d] = await app.db.select({ n: count() }).from(bids);
  return { bookings: b.n, lines: s.n, photos: p.n, bids: d.n, photoFiles: storedFiles(app).length };
}

/** Every file in the app's photo store (finished or not). */
export function storedFiles(app: FastifyInstance): string[] {
  const dir = app.photoStore.dir;
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
}

/** Puts a booking in the hands of a provider as an accepted bid would (the bids module owns that call). */
/** Confirms the booking for `providerId` as an acceptance would (a recorded write); returns its start code. */
export async function assignProvider(app: FastifyInstance, bookingId: string, providerId: string, amountPaise = 80000): Promise<string> {
  const startCode = newStartCode();
  await app.versions.transaction(
    app.db,
    async (tx) => {
      await tx.insert(bids).values({
        id: crypto.randomUUID(),
        bookingId,
        providerId,
        amountPaise,
        ...defaultPriceColumns(amountPaise),
        estimatedDuration: 90,
        status: 'accepted',
      });
      await tx
        .update(bookings)
        .set({ status: 'confirmed', selectedProviderId: providerId, subtotalPaise: amountPaise, ...defaultPriceColumns(amountPaise), startCode })
        .where(eq(bookings.id, bookingId));
    },
    () => ['bookings', 'bids'],
  );
  return startCode;
}

/** The start code of a booking, as its customer would read it out. */
export async function startCodeOf(app: FastifyInstance, bookingId: string): Promise<{ code: string }> {
  const [row] = await app.db.select({ startCode: bookings.startCode }).from(bookings).where(eq(bookings.id, bookingId));
  return { code: row?.startCode ?? '' };
}

/** A tiny real PNG / JPEG (decodable), `size` bytes when it allows. */
export function pngBytes(size = 64): Buffer {
  return pngOfSize(size);
}

export function jpegBytes(size = 64): Buffer {
  return jpegOfSize(size);
}
