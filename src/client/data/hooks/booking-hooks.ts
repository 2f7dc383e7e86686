import { useLiveQuery } from './use-live-query';
import type { AvailabilityRow } from '../../../shared/domain/provider-hours';
import type { ServiceArea } from '../../../shared/domain/service-area';
import { db } from '../engine/db';
import { SINGLETON_KEY } from '../registry/table-spec';

/**
 * The booking's creation as the outbox stores it (POST /api/bookings). Written here, not built
 * from the route table, which brings zod and every schema into the booking form's first view
 * (ADR 107); booking-hooks.test.ts holds it equal to the table's `createBooking`.
 */
export const CREATE_BOOKING_WRITE = {
  method: 'POST',
  // eslint-disable-next-line no-restricted-syntax -- the route table brings zod; booking-hooks.test.ts holds this equal to it
  url: '/api/bookings',
} as const;

export interface ProviderHours {
  providerId: string;
  rows: AvailabilityRow[];
  /** Where the provider takes bookings (published, rounded); null or absent: everywhere. */
  serviceArea?: ServiceArea | null;
}

/**
 * Whether this device has stored an answer for `table` yet (its sync state names the table): an
 * empty table that never had one has not arrived, it is not empty. The booking form shows its
 * skeletons, not "no services", until the first answer (its sync engine may start only once the
 * person starts on the form, ADR 107).
 */
export function useAnswerStored(table: string): boolean | undefined {
  return useLiveQuery(async () => (await db.syncMeta.filter((meta) => meta.table === table).count()) > 0, [table]);
}

/** Weekly hours of every active provider on the device: which time slots can be booked. */
export function useActiveProviderHours(): ProviderHours[] | undefined {
  return useLiveQuery(async () => {
    const profiles = (await db.providerProfiles.toArray()).filter((p) => p.canActivateProfile);
    const rows = await db.availability.toArray();
    return profiles.map((p) => ({ providerId: p.userId, rows: rows.filter((r) => r.providerId === p.userId), serviceArea: p.serviceArea }));
  }, []);
}

/**
 * True while the booking's creation has not reached the server (made offline, or still on its
 * way): it exists only on this device, so there are no bids to ask for yet.
 */
export function useBookingCreationPending(bookingId: string | null | undefined): boolean | undefined {
  return useLiveQuery(async () => {
    if (!bookingId) return false;
    const entries = await db.pendingMutations.where('touched').equals(`bookings:${bookingId}`).toArray();
    return entries.some((e) => e.method === CREATE_BOOKING_WRITE.method && e.url === CREATE_BOOKING_WRITE.url);
  }, [bookingId]);
}

export interface RatedProvider {
  id: string;
  /** Null when this device does not know it: outside the demo, nobody's list of people is on a customer's device. */
  name: string | null;
  location: string | null;
  rating: number | null;
  reviews: number;
  completedJobs: number;
}

/**
 * Active providers, best rated first (unrated last), named from the persona list a demo session
 * carries (unnamed outside the demo). Used by the support chat's "top providers" answer.
 */
export function useRatedProviders(): RatedProvider[] | undefined {
  return useLiveQuery(async () => {
    const profiles = (await db.providerProfiles.toArray()).filter((p) => p.canActivateProfile);
    const session = await db.session.get(SINGLETON_KEY);
    const people = new Map((session?.personas ?? []).map((u) => [u.id, u]));
    return profiles
      .map((p) => ({
        id: p.userId,
        name: people.get(p.userId)?.name ?? null,
        location: people.get(p.userId)?.location ?? null,
        rating: p.rating,
        reviews: p.reviews,
        completedJobs: p.completedJobs,
      }))
      .sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1) || b.completedJobs - a.completedJobs || (a.name ?? '').localeCompare(b.name ?? ''));
  }, []);
}
