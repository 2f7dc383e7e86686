import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bids, bookings, providerProfiles, providerVerification, users } from '../../src/server/db/schema';
import { defaultPriceColumns } from '../../src/server/db/price-columns';
import { BASIC_WASH_BOOKING, insertBasicWashLine } from './persona-matrix-fixtures';

/** Rows written straight to the database so tests can set up states no single call produces. */

type BookingStatus = (typeof bookings.$inferInsert)['status'];

export async function insertBooking(
  app: FastifyInstance,
  opts: { customerId: string; status?: BookingStatus; selectedProviderId?: string | null; releasedBy?: string[] },
): Promise<string> {
  const id = `test-booking-${crypto.randomBytes(5).toString('hex')}`;
  const slot = '2030-01-15T10:00:00+05:30';
  await app.db.insert(bookings).values({
    id,
    customerId: opts.customerId,
    status: opts.status ?? 'pending',
    scheduledTime: new Date(slot),
    location: 'Jayanagar 4th Block',
    ...BASIC_WASH_BOOKING,
    selectedProviderId: opts.selectedProviderId ?? null,
    releasedByProviderIds: opts.releasedBy ?? [],
  });
  await insertBasicWashLine(app.db, id);
  return id;
}

/** Fully verified providers with profiles, so each can hold its own live bid. */
export async function insertProviders(app: FastifyInstance, count: number): Promise<string[]> {
  const tag = crypto.randomBytes(4).toString('hex');
  const ids = Array.from({ length: count }, (_, i) => `test-provider-${tag}-${i + 1}`);
  await app.db.insert(users).values(
    ids.map((id, i) => ({ id, name: `Provider ${i + 1}`, email: `${id}@example.test`, userType: 'provider' as const, isVerified: true })),
  );
  await app.db.insert(providerProfiles).values(ids.map((userId) => ({ userId })));
  await app.db.insert(providerVerification).values(
    ids.map((providerId) => ({
      providerId,
      identityVerified: true,
      videoTrainingCompleted: true,
      etiquetteTrainingCompleted: true,
      assessmentPassed: true,
    })),
  );
  return ids;
}

export async function insertBid(
  app: FastifyInstance,
  opts: { bookingId: string; providerId: string; amountPaise: number },
): Promise<string> {
  const id = crypto.randomUUID();
  await app.db.insert(bids).values({ id, ...opts, ...defaultPriceColumns(opts.amountPaise), estimatedDuration: 60, message: null });
  return id;
}
