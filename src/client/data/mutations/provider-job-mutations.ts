import type { Bid, PlaceBidBody } from '../../../shared/schemas/bid';
import type { Booking, PhotoProofFields, StartJobBody } from '../../../shared/schemas/booking';
import type { User } from '../../../shared/schemas/user';
import { formatAmount } from '../../../shared/pricing/money';
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
import { bidBody } from './bid-body';
import { takeHeldBids, type HeldBid } from './held-bids';
import { runMutation, type MutationResult } from '../engine/run-mutation';
import { SINGLETON_KEY } from '../engine/tables';

/** Job actions whose refusal on replay means the job is no longer this provider's (see lost jobs). */
export const JOB_ACTIONS = { start: apiRoutes.startJob, complete: apiRoutes.completeJob, 'emergency-release': apiRoutes.releaseJob } as const;

/** What names a job in a change: its services' names and its place. */
type JobNames = { services: readonly { name: string }[]; location: string };
/** The job a bid is placed on. */
export type BidJob = Pick<Booking, 'id' | 'status'> & JobNames;

/** A short description of a job, stored in English with a change made on it (the screens word it from `jobSubject`). */
export function jobLabel(booking: JobNames): string {
  const names = booking.services.map((s) => s.name).join(', ') || 'Service';
  return `${names} at ${booking.location}`;
}

/** The job a change is about, for the change's label in the chosen language (components/change-messages.ts). */
export function jobSubject(booking: JobNames): JobSubject {
  return { services: booking.services.map((s) => s.name), location: booking.location };
}

/** What the provider decides in a bid; the rest of the body comes from the booking and the provider. */
export type BidInput = Pick<PlaceBidBody, 'bidAmount' | 'estimatedDuration' | 'message'>;

/**
 * Places a bid, or revises the provider's live bid on that booking (one live bid each). The bid
 * shows at once as "your bid"; the server's row replaces it. `held`: a bid the first view's form
 * sent or tried to (ADR 111), put through this path under its Idempotency-Key and bid id.
 */
export async function placeBid(
  booking: BidJob,
  provider: Pick<User, 'id' | 'name'>,
  input: BidInput,
  existing?: Bid | null,
  held?: { key: string; id: string },
): Promise<MutationResult<Bid>> {
  const id = existing?.id ?? held?.id ?? crypto.randomUUID();
  // A client id only for a new bid; a revision is matched by (booking, provider) on the server.
  const body = bidBody(booking.id, provider.id, input, existing ? undefined : id);
  const { bidAmount, message } = body;
  const profile = await db.providerProfiles.get(provider.id);
  // Priced as the server will price it (the shared model, the mirrored configuration); the server's row replaces it.
  const { key: _key, ...pricing } = (await db.pricing.get(SINGLETON_KEY)) ?? { key: SINGLETON_KEY, ...DEFAULT_PRICING };
  const { subtotal: _p, ...price } = priceToWire(quoteBid(bidAmount, pricing, { takeover: booking.status === 'emergency_released' }));
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
    key: held?.key,
  });
}

/**
 * Puts the bids the first view's form handed over (held-bids.ts) through placeBid, each once, with
 * its key: on the job as the device holds it, else as the form knew it. `page` is this page's
 * performance.timeOrigin (a bid its form is still sending is left to it).
 */
export async function placeHeldBids(provider: Pick<User, 'id' | 'name'>, jobs: readonly BidJob[], page = performance.timeOrigin): Promise<void> {
  for (const held of takeHeldBids(provider.id, page)) {
    const { bookingId, id, bidAmount, estimatedDuration, message } = held.body;
    const booking = jobs.find((j) => j.id === bookingId) ?? (await db.bookings.get(bookingId)) ?? heldJob(held);
    await placeBid(booking, provider, { bidAmount, estimatedDuration, message }, undefined, { key: held.key, id });
  }
}

function heldJob({ body, job }: HeldBid): BidJob {
  return { id: body.bookingId, status: job.status as Booking['status'], location: job.location, services: job.services.map((name) => ({ name })) };
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
