import { JOBS_IN_HAND, isIn, type BookingStatus } from '../../../shared/domain/booking-machine';
import type { Viewer } from './start-code';

/** The phone numbers of a booking's two sides, as the database holds them. */
export interface BookingPhones {
  customer: string | null;
  provider: string | null;
}

/**
 * Who may call whom: from acceptance until completion (a job in hand) the booking's customer sees
 * the assigned provider's number and that provider sees the customer's. Before a bid is accepted
 * and once the job is done neither does, nor does anyone else (another provider, the operator's
 * lists, the open-jobs feed), so a number is never handed out beyond the job it serves.
 */
export function contactPhonesFor(
  row: { status: BookingStatus; customerId: string; selectedProviderId: string | null },
  viewer: Viewer | undefined,
  phones: BookingPhones,
): BookingPhones {
  const none = { customer: null, provider: null };
  if (!viewer || !isIn(JOBS_IN_HAND, row.status)) return none;
  if (viewer.userType === 'customer' && viewer.id === row.customerId) return { customer: null, provider: phones.provider };
  if (viewer.userType === 'provider' && viewer.id === row.selectedProviderId) return { customer: phones.customer, provider: null };
  return none;
}
