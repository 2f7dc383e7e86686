import { supplierDetailsMissing, type SupplierField, type SystemSettings } from '../schemas/admin';
import type { BookingStatus } from './booking-machine';
import { isOverdue, OVERDUE_MESSAGE } from './slot-rules';

/**
 * Why the server refuses an action at this moment for a reason other than the booking's status
 * (the state machine decides that). The server answers 409 with these words and the client
 * disables the action beforehand with the same words, so a person is never offered what fails.
 * Starting a job has its own rule in slot-rules.ts (startRefusal).
 */

export const AFTER_PHOTOS_REQUIRED = 'Upload after photos before completing the job';

/** Completing a job issues its tax invoice, which needs the platform's own supplier details. */
export const SUPPLIER_DETAILS_REQUIRED =
  "Jobs cannot be completed yet: the operator has not entered the supplier's name, address and GSTIN for tax invoices";

/**
 * `supplierKnown` false: a device that has not read the server's settings yet cannot tell whether
 * the supplier is set, so it leaves that rule to the server rather than guess a refusal.
 */
export function completeRefusal(
  afterPhotoCount: number,
  settings: Pick<SystemSettings, 'requirePhotoVerification' | SupplierField>,
  { supplierKnown = true }: { supplierKnown?: boolean } = {},
): string | null {
  if (supplierKnown && supplierDetailsMissing(settings).length > 0) return SUPPLIER_DETAILS_REQUIRED;
  return settings.requirePhotoVerification && afterPhotoCount === 0 ? AFTER_PHOTOS_REQUIRED : null;
}

const HOUR_MS = 3_600_000;

export function cancelRefusal(
  scheduledTime: Date,
  now: Date,
  settings: Pick<SystemSettings, 'allowCancellations' | 'cancellationDeadlineHours'>,
): string | null {
  if (!settings.allowCancellations) return 'Cancellations are turned off';
  const hours = settings.cancellationDeadlineHours;
  if (scheduledTime.getTime() - now.getTime() < hours * HOUR_MS) {
    return `Bookings can only be cancelled at least ${hours} ${hours === 1 ? 'hour' : 'hours'} before the time slot`;
  }
  return null;
}

/**
 * Why a booking that is under way offers no Cancel (pending and confirmed bookings can be
 * cancelled), in words a customer can act on; null where there is nothing to say.
 */
export function cancelUnavailableText(status: BookingStatus): string | null {
  switch (status) {
    case 'in_progress':
      return 'The work has started, so this booking can no longer be cancelled.';
    case 'emergency_released':
      return 'Your provider released this job; it is open to other providers again and cannot be cancelled while it waits for one.';
    default:
      return null;
  }
}

/** Bids and acceptances close when the booking's time has passed (slot-rules.ts openForBidsUntil). */
export function bidRefusal(status: BookingStatus, scheduledTime: Date, now: Date): string | null {
  return isOverdue(status, scheduledTime, now) ? OVERDUE_MESSAGE : null;
}
