/**
 * Writes the simulated city straight into the bench's throw-away database (the test-only seeding
 * path, as tests/server/bid-fixtures.ts and bench/servers/seed-pending.ts do): verified providers
 * with a base and a radius, customers, and open jobs copied from the demo's pending booking.
 * Accounts get their sessions afterwards through the app itself (run-city.ts).
 */
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { coordinateText } from '../../src/shared/domain/localities';
import { placeColumns } from '../../src/server/db/place-columns';
import { bookingServices, bookings, providerAvailability, providerProfiles, providerVerification, users } from '../../src/server/db/schema';
import type { CityPlan, CityScale } from './city-plan';

/** The demo's pending booking: every open job is shaped like it. */
const TEMPLATE_ID = 'f0d5b7c2-8a1e-4d3f-9b26-4e8c0a6f2e85';
const DAY_MS = 86_400_000;

async function inChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedCity(databaseUrl: string, plan: CityPlan, scale: CityScale): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = drizzle(pool);
  try {
    const [template] = await db.select().from(bookings).where(eq(bookings.id, TEMPLATE_ID));
    if (!template) throw new Error(`the demo booking ${TEMPLATE_ID} is missing: was the database seeded in demo mode?`);
    const lines = await db.select().from(bookingServices).where(eq(bookingServices.bookingId, TEMPLATE_ID));
    // Three days ahead at 11:00 IST: open for bids during the whole run.
    const at = new Date(Math.floor((Date.now() + 3 * DAY_MS) / DAY_MS) * DAY_MS + 5.5 * 3_600_000);
    await db.transaction(async (tx) => {
      await inChunks(plan.providers, 500, (chunk) =>
        tx.insert(users).values(chunk.map((p, i) => ({ id: p.id, name: `Bench Provider ${i + 1}`, userType: 'provider' as const, isVerified: true }))),
      );
      await inChunks(plan.customers, 500, (chunk) =>
        tx.insert(users).values(chunk.map((c, i) => ({ id: c.id, name: `Bench Customer ${i + 1}`, userType: 'customer' as const }))),
      );
      await inChunks(plan.providers, 500, (chunk) =>
        tx.insert(providerProfiles).values(
          chunk.map((p) => ({ userId: p.id, serviceRadius: scale.radiusKm, baseLatitude: coordinateText(p.base.lat), baseLongitude: coordinateText(p.base.lng) })),
        ),
      );
      await inChunks(plan.providers, 500, (chunk) =>
        tx.insert(providerVerification).values(
          chunk.map((p) => ({ providerId: p.id, identityVerified: true, videoTrainingCompleted: true, etiquetteTrainingCompleted: true, assessmentPassed: true })),
        ),
      );
      // Every day 06:00–22:00: the hours that put a provider on the map for bookings (ADR 099) and new-job alerts.
      const hours = plan.providers.flatMap((p) =>
        Array.from({ length: 7 }, (_, dayOfWeek) => ({ id: `${p.id}-d${dayOfWeek}`, providerId: p.id, dayOfWeek, startTime: '06:00', endTime: '22:00', isAvailable: true })),
      );
      await inChunks(hours, 1_000, (chunk) => tx.insert(providerAvailability).values(chunk));
      const rows = plan.jobs.map((job, i) => ({
        ...template,
        id: job.id,
        customerId: job.customerId,
        status: 'pending' as const,
        selectedProviderId: null,
        scheduledTime: at,
        createdAt: new Date(Date.now() - (i + 1) * 1_000),
        updatedAt: new Date(Date.now() - (i + 1) * 1_000),
        location: `${(i % 90) + 1}, Main Road, ${job.place.locality}`,
        ...placeColumns(job.place),
      }));
      await inChunks(rows, 250, (chunk) => tx.insert(bookings).values(chunk));
      const copies = rows.flatMap((row) => lines.map((line) => ({ ...line, bookingId: row.id })));
      await inChunks(copies, 500, (chunk) => tx.insert(bookingServices).values(chunk));
    });
    // Statistics, as a database that has been running would have them (autovacuum would gather
    // them within minutes): without them the planner reads every booking for a delta.
    await pool.query('ANALYZE');
  } finally {
    await pool.end();
  }
}
