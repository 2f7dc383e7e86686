import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { istParts, slotIso } from '../../src/shared/domain/time';
import type { Db } from '../../src/server/db/database';
import { defaultPriceColumns } from '../../src/server/db/price-columns';
import {
  assessmentQuestions,
  bids,
  bookingServices,
  bookings,
  identityPhotos,
  paymentOrders,
  photos,
  providerAvailability,
  providerVerification,
  services,
  signInCodes,
  toolRentals,
} from '../../src/server/db/schema';

/** A 1×1 PNG: small enough for any limit, real enough for a byte check. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const DAY_MS = 86_400_000;

/** Tomorrow 11:00 in Bangalore: inside every seeded provider's hours. */
export function tomorrowSlot(now = new Date()): string {
  return slotIso(istParts(new Date(now.getTime() + DAY_MS)).ymd, 11);
}

type Status = 'pending' | 'confirmed' | 'in_progress' | 'completed';

/**
 * Inserts a booking straight into the database, so each row of the matrix acts on its own
 * booking in the state it needs, whatever the booking endpoints can do yet.
 */
/** A hatchback's Basic Wash at its catalogue price: the vehicle and money columns of a test booking. */
export const BASIC_WASH_BOOKING = {
  vehicleType: 'car',
  vehicleCategory: 'hatchback',
  subtotalPaise: 29900,
  gstPaise: 5382,
  totalPaise: 35282,
  providerPaise: 22425,
  platformPaise: 7475,
} as const;

/** The booking's one service line: the Basic Wash it charges. */
export async function insertBasicWashLine(db: Db, bookingId: string) {
  await db.insert(bookingServices).values({
    bookingId,
    serviceId: 'svc-basic-wash',
    kind: 'service',
    name: 'Basic Wash',
    basePricePaise: 29900,
    pricePaise: 29900,
    position: 0,
  });
}

/** The start code of every confirmed matrix booking. */
export const MATRIX_START_CODE = '2468';

export async function insertBooking(
  db: Db,
  id: string,
  customerId: string,
  status: Status,
  providerId: string | null = null,
  scheduledTime?: Date,
) {
  const slot = tomorrowSlot();
  await db.insert(bookings).values({
    id,
    customerId,
    status,
    scheduledTime: scheduledTime ?? new Date(slot),
    location: 'HAL 2nd Stage, Indiranagar',
    ...BASIC_WASH_BOOKING,
    selectedProviderId: providerId,
    startCode: status === 'confirmed' ? MATRIX_START_CODE : null,
    completedAt: status === 'completed' ? new Date() : null,
  });
  await insertBasicWashLine(db, id);
}

export async function insertPhoto(db: Db, id: string, bookingId: string, uploadedBy: string, type: 'before' | 'after' = 'after') {
  const data = Buffer.from(TINY_PNG_BASE64, 'base64');
  await db.insert(photos).values({ id, bookingId, type, mimeType: 'image/png', bytes: data.length, data: new Uint8Array(data), uploadedBy });
}

/** An identity document photo of `providerId` (its row and its file in the app's photo store). */
export async function insertIdentityPhoto(app: FastifyInstance, id: string, providerId: string, side: 'front' | 'back' = 'front') {
  const data = Buffer.from(TINY_PNG_BASE64, 'base64');
  await app.photoStore.put(id, data);
  await app.photoStore.keep(id);
  await app.db.insert(identityPhotos).values({ id, providerId, side, mimeType: 'image/png', bytes: data.length }).onConflictDoNothing();
}

/** The provider started the training film its length ago, so the video step may be completed. */
export async function filmWatched(db: Db, providerId: string, durationSeconds: number) {
  const startedAt = new Date(Date.now() - durationSeconds * 1000);
  await db.insert(providerVerification).values({ providerId, videoStartedAt: startedAt }).onConflictDoUpdate({ target: providerVerification.providerId, set: { videoStartedAt: startedAt } });
}

export interface WriteFixtures {
  availabilityId: string;
  questionIds: string[];
}

/** Everything the write rows act on, each row on objects of its own. */
export async function insertWriteFixtures(db: Db): Promise<WriteFixtures> {
  await insertBooking(db, 'mx-cancel', 'customer-2', 'pending');
  await insertBooking(db, 'mx-bid-a', 'customer-2', 'pending');
  await insertBooking(db, 'mx-bid-b', 'customer-2', 'pending');
  await insertBooking(db, 'mx-accept', 'customer-2', 'pending');
  await db.insert(bids).values({ id: 'mx-accept-bid', bookingId: 'mx-accept', providerId: 'provider-1', amountPaise: 40000, ...defaultPriceColumns(40000), estimatedDuration: 60 });
  await insertBooking(db, 'mx-photos', 'customer-1', 'in_progress', 'provider-1');
  // Due in ten minutes, so inside the start window (slot-rules.ts) whenever the matrix runs.
  await insertBooking(db, 'mx-start', 'customer-1', 'confirmed', 'provider-1', new Date(Date.now() + 10 * 60_000));
  await insertBooking(db, 'mx-complete', 'customer-1', 'in_progress', 'provider-1');
  await insertPhoto(db, 'mx-complete-after', 'mx-complete', 'provider-1');
  await insertBooking(db, 'mx-release', 'customer-1', 'confirmed', 'provider-1');
  await insertBooking(db, 'mx-feedback', 'customer-1', 'completed', 'provider-1');
  // Completed and unpaid: paid online, verified, recorded as cash, and one whose cash makes provider-1 owe.
  for (const id of ['mx-pay', 'mx-verify', 'mx-cash', 'mx-settle']) await insertBooking(db, id, 'customer-1', 'completed', 'provider-1');
  await insertBooking(db, 'mx-cancel-confirmed', 'customer-1', 'confirmed', 'provider-1');
  // Paid online, to refund: the order as a captured webhook leaves it.
  await insertBooking(db, 'mx-refund', 'customer-1', 'completed', 'provider-1');
  await db.update(bookings).set({ paymentStatus: 'paid', paymentMethod: 'online', paidAt: new Date() }).where(eq(bookings.id, 'mx-refund'));
  await db.insert(paymentOrders).values({ id: 'order_mx_refund', purpose: 'booking', bookingId: 'mx-refund', amountPaise: 1000, receipt: 'booking:mx-refund', status: 'paid', paymentId: 'pay_mx_refund' });
  await db.insert(services).values([
    { id: 'mx-svc-edit', name: 'Matrix Edit', basePricePaise: 10000, duration: 30 },
    { id: 'mx-svc-delete', name: 'Matrix Delete', basePricePaise: 10000, duration: 30 },
  ]);
  const now = new Date();
  await db.insert(toolRentals).values({
    id: 'mx-rental',
    toolId: 'tool-jump-starter',
    customerId: 'customer-1',
    startDate: now,
    endDate: new Date(now.getTime() + DAY_MS),
    status: 'active',
    dailyRatePaise: 30000,
    totalPaise: 30000,
    depositPaise: 100000,
  });
  // Rentals' money (ADR 063), returned so the tools stay free: one to pay online, one paid in cash at
  // the desk, one paid to settle, one whose deposit is owed back in cash.
  const returned = { toolId: 'tool-jump-starter', customerId: 'customer-1', startDate: now, endDate: new Date(now.getTime() + DAY_MS), status: 'returned' as const, returnedAt: now, dailyRatePaise: 30000, totalPaise: 30000, depositPaise: 100000 };
  await db.insert(toolRentals).values([
    { ...returned, id: 'mx-rental-pay', paymentMethod: 'online' },
    { ...returned, id: 'mx-rental-cash', paymentMethod: 'cash' },
    { ...returned, id: 'mx-rental-settle', paymentMethod: 'cash', paymentStatus: 'paid', paidAt: now },
    { ...returned, id: 'mx-rental-back', paymentMethod: 'cash', paymentStatus: 'paid', paidAt: now, depositStatus: 'owed', damagePaise: 0, settledAt: now, settledBy: 'admin-1' },
  ]);
  // Free Sunday and Saturday for provider-1 so adding hours for them can succeed.
  await db
    .delete(providerAvailability)
    .where(and(eq(providerAvailability.providerId, 'provider-1'), eq(providerAvailability.dayOfWeek, 0)));
  await db
    .delete(providerAvailability)
    .where(and(eq(providerAvailability.providerId, 'provider-1'), eq(providerAvailability.dayOfWeek, 6)));
  const [monday] = await db
    .select({ id: providerAvailability.id })
    .from(providerAvailability)
    .where(and(eq(providerAvailability.providerId, 'provider-1'), eq(providerAvailability.dayOfWeek, 1)));
  const questions = await db.select({ id: assessmentQuestions.id }).from(assessmentQuestions);
  return { availabilityId: monday.id, questionIds: questions.map((q) => q.id) };
}

/** Identity, video and etiquette done, so the assessment may be taken. */
export async function readyForAssessment(db: Db, providerId: string) {
  await db
    .insert(providerVerification)
    .values({ providerId, identityVerified: true, videoTrainingCompleted: true, etiquetteTrainingCompleted: true })
    .onConflictDoUpdate({
      target: providerVerification.providerId,
      set: { identityVerified: true, videoTrainingCompleted: true, etiquetteTrainingCompleted: true },
    });
}

/** The code insertSignInCodes stores for each number. */
export const MATRIX_CODE = '424242';

/** A distinct Indian mobile number for each persona (and purpose), the same on every run. */
export function matrixPhone(persona: string, purpose: 'request' | 'verify' | 'phone' = 'request'): string {
  const digits = BigInt(`0x${crypto.createHash('sha256').update(`${purpose}:${persona}`).digest('hex').slice(0, 12)}`) % 10_000_000n;
  return `+9198${purpose === 'verify' ? 1 : purpose === 'phone' ? 2 : 0}${digits.toString().padStart(7, '0')}`;
}

/** An open sign-in code MATRIX_CODE for each number, as if it had just been sent. */
export async function insertSignInCodes(app: FastifyInstance, phones: string[], now = new Date()): Promise<void> {
  await app.db.insert(signInCodes).values(
    phones.map((phone) => ({
      id: crypto.randomUUID(),
      phone,
      codeHash: app.signIn.hasher.hash(phone, MATRIX_CODE),
      requestedFrom: 'fixture',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 5 * 60_000),
    })),
  );
}
