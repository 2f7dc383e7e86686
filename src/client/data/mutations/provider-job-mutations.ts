import type { Bid, PlaceBidBody } from '../../../shared/schemas/bid';
import type { Booking, PhotoProofFields, StartJobBody } from '../../../shared/schemas/booking';
import type { User } from '../../../shared/schemas/user';
import { fromPaise, toPaise, formatAmount } from '../../../shared/pricing/money';
import { priceToWire } from '../../../shared/pricing/price-model';
import { quoteBid } from '../../../shared/pricing/quote';
import { DEFAULT_PRICING } from '../../../shared/schemas/admin';
import { statusAfter } from '../../../shared/domain/booking-machine';
import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { db } from '../engine/db';
import { localPhotoRefs } from './photo-refs';
import { photoUploadBody, type UploadProgress } from '../../sync/http';
import type { JobSubject } from '../engine/change-notices';
import { runMutation, type MutationResult } from '../engine/run-mutation';
import { SINGLETON_KEY } from '../engine/tables';

/** Job actions whose refusal on replay means the job is no longer this provider's (see lost jobs). */
export const JOB_ACTIONS = { start: apiRoutes.startJob, complete: apiRoutes.completeJob, 'emergency-release': apiRoutes.releaseJob } as const;

/** A short description of a job, stored in English with a change made on it (the screens word it from `jobSubject`). */
export function jobLabel(booking: Pick<Booking, 'services' | 'location'>): string {
  const names = booking.services.map((s) => s.name).join(', ') || 'Service';
  return `${names} at ${booking.location}`;
}

/** The job a change is about, for the change's label in the chosen language (components/change-messages.ts). */
export function jobSubject(booking: Pick<Booking, 'services' | 'location'>): JobSubject {
  return { services: booking.services.map((s) => s.name), location: booking.location };
}

/** What the provider decides in a bid; the rest of the body comes from the booking and the provider. */
export type BidInput = Pick<PlaceBidBody, 'bidAmount' | 'estimatedDuration' | 'message'>;

/**
 * Places a bid, or revises the provider's live bid on that booking (one live bid each). The bid
 * shows at once as "your bid"; the server's row replaces it.
 */
export async function placeBid(
  booking: Booking,
  provider: Pick<User, 'id' | 'name'>,
  input: BidInput,
  existing?: Bid | null,
): Promise<MutationResult<Bid>> {
  const bidAmount = fromPaise(toPaise(input.bidAmount));
  const message = input.message?.trim() ? input.message.trim() : null;
  const id = existing?.id ?? crypto.randomUUID();
  const profile = await db.providerProfiles.get(provider.id);
  // Priced as the server will price it (the shared model, the mirrored configuration); the server's row replaces it.
  const { key: _key, ...pricing } = (await db.pricing.get(SINGLETON_KEY)) ?? { key: SINGLETON_KEY, ...DEFAULT_PRICING };
  const { subtotal: _p, ...price } = priceToWire(quoteBid(bidAmount, pricing, { takeover: booking.status === 'emergency_released' }));
  const body: Record<string, unknown> = {
    bookingId: booking.id,
    providerId: provider.id,
    bidAmount,
    estimatedDuration: input.estimatedDuration,
    message,
  };
  // A client id only for a new bid; a revision is matched by (booking, provider) on the server.
  if (!existing) body.id = id;
  return runMutation<Bid>({
    label: `${existing ? 'Revise bid' : 'Bid'} ${formatAmount(bidAmount)} on ${jobLabel(booking)}`,
    ...apiRequest(apiRoutes.placeBid),
    body,
    optimistic: async (w) => {
      if (existing) {
        await w.update('bids', existing.id, { bidAmount, ...price, estimatedDuration: input.estimatedDuration, message });
        return;
      }
      await w.put('bids', {
        id,
        bookingId: booking.id,
        providerId: provider.id,
        bidAmount,
        ...price,
        estimatedDuration: input.estimatedDuration,
        message,
        status: 'pending',
        createdAt: new Date().toISOString(),
        provider: { name: provider.name, profileImage: null, location: null },
        providerProfile: {
          rating: profile?.rating ?? null,
          reviews: profile?.reviews ?? 0,
          completedJobs: profile?.completedJobs ?? 0,
        },
      });
    },
    answerTable: 'bids',
    refresh: ['providerStats', 'myBids'],
    notice: { kind: 'placeBid', bidAmount, earning: price.providerAmount, job: jobSubject(booking), revised: !!existing },
  });
}

/**
 * Start Job (confirmed -> in_progress) with the code the customer reads out. The status changes
 * at once, offline too; the server checks the code when the start arrives, and a wrong one rolls
 * the start back with the reason (shown among the refused job actions).
 */
export function startJob(booking: Booking, code: string): Promise<MutationResult<Booking>> {
  return runMutation<Booking>({
    label: `Start job: ${jobLabel(booking)}`,
    ...apiRequest(apiRoutes.startJob, { id: booking.id }),
    body: { code } satisfies StartJobBody,
    optimistic: (w) => w.update('bookings', booking.id, { status: statusAfter(booking.status, 'start') }),
    answerTable: 'bookings',
    refresh: ['providerBookings', 'providerStats'],
    notice: { kind: 'startJob', job: jobSubject(booking) },
  });
}

/** Mark Complete (in_progress -> completed). May be refused until after photos are uploaded. */
export function completeJob(booking: Booking): Promise<MutationResult<Booking>> {
  return runMutation<Booking>({
    label: `Complete job: ${jobLabel(booking)}`,
    ...apiRequest(apiRoutes.completeJob, { id: booking.id }),
    optimistic: (w) => w.update('bookings', booking.id, { status: statusAfter(booking.status, 'complete') }),
    answerTable: 'bookings',
    refresh: ['providerBookings', 'providerStats', 'providerHistory'],
    notice: { kind: 'completeJob', job: jobSubject(booking) },
  });
}

/**
 * Emergency release: the job leaves this provider at once and reopens for others with high
 * priority. The releasing provider may not bid on it again, so it is hidden from its list too.
 */
export function releaseJob(booking: Booking, providerId: string, reason: string): Promise<MutationResult<Booking>> {
  const released = booking.releasedByProviderIds.includes(providerId)
    ? booking.releasedByProviderIds
    : [...booking.releasedByProviderIds, providerId];
  return runMutation<Booking>({
    label: `Release job: ${jobLabel(booking)}`,
    ...apiRequest(apiRoutes.releaseJob, { id: booking.id }),
    body: { providerId, reason },
    optimistic: (w) =>
      w.update('bookings', booking.id, {
        status: statusAfter(booking.status, 'emergencyRelease'),
        selectedProviderId: null,
        releaseReason: reason,
        releasedByProviderIds: released,
      }),
    answerTable: 'bookings',
    refresh: ['providerBookings', 'pendingBookings', 'providerStats'],
    notice: { kind: 'releaseJob', job: jobSubject(booking) },
  });
}

/**
 * After photos from the assigned provider (data URLs, already downsized). They show on the job
 * at once; the server checks their bytes and answers with the updated booking.
 */
export function uploadAfterPhotos(
  booking: Booking,
  photos: string[],
  proof: PhotoProofFields = {},
  onUploadProgress?: UploadProgress,
): Promise<MutationResult<Booking>> {
  const now = new Date().toISOString();
  return runMutation<Booking>({
    label: `After photos: ${jobLabel(booking)}`,
    ...apiRequest(apiRoutes.uploadPhotos, { id: booking.id }),
    body: photoUploadBody('after', photos, proof),
    optimistic: (w) =>
      w.update('bookings', booking.id, {
        photos: [...booking.photos, ...localPhotoRefs('after', photos, now, (i) => `local-${now}-${i}`)],
      }),
    answerTable: 'bookings',
    refresh: ['providerBookings'],
    notice: { kind: 'uploadPhotos', photoType: 'after', job: jobSubject(booking) },
    onUploadProgress,
  });
}
