import type { Bid } from '../../shared/schemas/bid';
import type { Booking } from '../../shared/schemas/booking';
import type { User } from '../../shared/schemas/user';
import { fromPaise, toPaise } from '../../shared/pricing/money';
import { apiRequest } from '../../shared/api/route';
import { apiRoutes } from '../../shared/api/routes';
import { db } from './db';
import { notify } from './notify';
import { runMutation, type MutationResult } from './run-mutation';
import type { ToastText } from './tables';

/** Job actions whose refusal on replay means the job is no longer this provider's (see lost jobs). */
export const JOB_ACTIONS = { start: apiRoutes.startJob, complete: apiRoutes.completeJob, 'emergency-release': apiRoutes.releaseJob } as const;

/** A short description of a job for the sync list and the lost-jobs notice. */
export function jobLabel(booking: Pick<Booking, 'services' | 'location'>): string {
  const names = booking.services.map((s) => s.name).join(', ') || 'Service';
  return `${names} at ${booking.location}`;
}

/**
 * Spec §8: start/complete/release failures show the server's message itself (or a default).
 * The data layer's toast for a foreground refusal appends the reason to a description; this
 * replaces it with the exact wording while the user is looking at the screen.
 */
function sayRefusal<T>(result: MutationResult<T>, title: string, fallback: string): MutationResult<T> {
  if (result.status === 'rejected') {
    notify({ title, description: result.message || fallback, variant: 'destructive' });
  }
  return result;
}

export interface BidInput {
  bidAmount: string;
  estimatedDuration: number;
  message?: string;
}

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
    label: `${existing ? 'Revise bid' : 'Bid'} ₹${bidAmount} on ${jobLabel(booking)}`,
    ...apiRequest(apiRoutes.placeBid),
    body,
    optimistic: async (w) => {
      if (existing) {
        await w.update('bids', existing.id, { bidAmount, estimatedDuration: input.estimatedDuration, message });
        return;
      }
      await w.put('bids', {
        id,
        bookingId: booking.id,
        providerId: provider.id,
        bidAmount,
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
    refresh: ['providerStats'],
    messages: {
      success: { title: 'Bid Placed', description: `Your bid of ₹${bidAmount} has been sent to the customer.` },
      failure: { title: 'Bid Failed', description: 'Failed to place bid. Please try again.' },
    },
  });
}

const START_FAILURE: ToastText = { title: 'Failed to Start Job', description: 'Please try again later.' };
const COMPLETE_FAILURE: ToastText = { title: 'Failed to Complete Job', description: 'Please try again later.' };
const RELEASE_FAILURE: ToastText = { title: 'Release Failed', description: 'Failed to release booking' };

/** Start Job (confirmed -> in_progress). The status changes at once, offline too. */
export async function startJob(booking: Booking): Promise<MutationResult<Booking>> {
  const result = await runMutation<Booking>({
    label: `Start job: ${jobLabel(booking)}`,
    ...apiRequest(apiRoutes.startJob, { id: booking.id }),
    optimistic: (w) => w.update('bookings', booking.id, { status: 'in_progress' }),
    answerTable: 'bookings',
    refresh: ['providerBookings', 'providerStats'],
    messages: { success: { title: 'Job Started', description: 'The customer has been told you are on the job.' }, failure: START_FAILURE },
  });
  return sayRefusal(result, START_FAILURE.title, START_FAILURE.description!);
}

/** Mark Complete (in_progress -> completed). May be refused until after photos are uploaded. */
export async function completeJob(booking: Booking): Promise<MutationResult<Booking>> {
  const result = await runMutation<Booking>({
    label: `Complete job: ${jobLabel(booking)}`,
    ...apiRequest(apiRoutes.completeJob, { id: booking.id }),
    optimistic: (w) => w.update('bookings', booking.id, { status: 'completed' }),
    answerTable: 'bookings',
    refresh: ['providerBookings', 'providerStats', 'providerHistory'],
    messages: { success: { title: 'Job Completed', description: 'Great work! Your earnings have been updated.' }, failure: COMPLETE_FAILURE },
  });
  return sayRefusal(result, COMPLETE_FAILURE.title, COMPLETE_FAILURE.description!);
}

/**
 * Emergency release: the job leaves this provider at once and reopens for others with high
 * priority. The releasing provider may not bid on it again, so it is hidden from its list too.
 */
export async function releaseJob(booking: Booking, providerId: string, reason: string): Promise<MutationResult<Booking>> {
  const released = booking.releasedByProviderIds.includes(providerId)
    ? booking.releasedByProviderIds
    : [...booking.releasedByProviderIds, providerId];
  const result = await runMutation<Booking>({
    label: `Release job: ${jobLabel(booking)}`,
    ...apiRequest(apiRoutes.releaseJob, { id: booking.id }),
    body: { providerId, reason },
    optimistic: (w) =>
      w.update('bookings', booking.id, {
        status: 'emergency_released',
        selectedProviderId: null,
        releaseReason: reason,
        releasedByProviderIds: released,
      }),
    answerTable: 'bookings',
    refresh: ['providerBookings', 'pendingBookings', 'emergencyBookings', 'providerStats'],
    messages: {
      success: { title: 'Job Released Successfully', description: 'The job is open to other providers with high priority.' },
      failure: RELEASE_FAILURE,
    },
  });
  return sayRefusal(result, RELEASE_FAILURE.title, RELEASE_FAILURE.description!);
}

/**
 * After photos from the assigned provider (data URLs, already downsized). They show on the job
 * at once; the server checks their bytes and answers with the updated booking.
 */
export function uploadAfterPhotos(booking: Booking, photos: string[]): Promise<MutationResult<Booking>> {
  const now = new Date().toISOString();
  return runMutation<Booking>({
    label: `After photos: ${jobLabel(booking)}`,
    ...apiRequest(apiRoutes.uploadPhotos, { id: booking.id }),
    body: { type: 'after', photos },
    optimistic: (w) =>
      w.update('bookings', booking.id, {
        photos: [
          ...booking.photos,
          ...photos.map((url, i) => ({ id: `local-${now}-${i}`, type: 'after' as const, url, createdAt: now })),
        ],
      }),
    answerTable: 'bookings',
    refresh: ['providerBookings'],
    messages: {
      success: { title: 'Photos Uploaded', description: 'After service photos uploaded successfully!' },
      failure: { title: 'Upload Failed', description: 'Failed to upload photos. Please try again.' },
    },
  });
}
