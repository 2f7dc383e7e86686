/**
 * The booking lifecycle (product-decisions "Booking lifecycle"): the one list of statuses, the
 * groups screens and queries speak of, and every transition. The zod enum (schemas/booking.ts) and
 * the database column (server/db/schema/) derive from it; the server enforces it and the client's
 * optimistic writes ask it for the status a change leads to (docs/decisions/014-booking-statuses.md).
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'emergency_released', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The status a new booking starts in. */
export const INITIAL_BOOKING_STATUS: BookingStatus = 'pending';

// The groups below list their statuses in display order: the first comes first on screen.
/** Open to providers: every provider may see and bid on these, emergency-released ones first. */
export const OPEN_TO_PROVIDERS = ['emergency_released', 'pending'] as const satisfies readonly BookingStatus[];
/** Jobs in hand: assigned to a provider and not yet finished, in progress ones first. */
export const JOBS_IN_HAND = ['in_progress', 'confirmed'] as const satisfies readonly BookingStatus[];
/** A provider's jobs: assigned to them, whether in hand or done; what their counts are made of. */
export const ASSIGNED_JOBS = [...JOBS_IN_HAND, 'completed'] as const satisfies readonly BookingStatus[];
/** Finished one way or the other; everything else is active. */
export const FINISHED = ['completed', 'cancelled', 'expired'] as const satisfies readonly BookingStatus[];
/** Statuses shown in the normal style; the rest use the destructive style (spec §4). */
const NORMAL_STYLE = ['pending', 'confirmed', 'in_progress', 'completed'] as const satisfies readonly BookingStatus[];

/** Whether `status` belongs to `group` (one of the lists above). */
export function isIn(group: readonly BookingStatus[], status: BookingStatus): boolean {
  return group.includes(status);
}

/** The rows whose status is in `group`, in the group's order, and by `within` inside each status. */
export function inGroupOrder<T extends { status: BookingStatus }>(
  group: readonly BookingStatus[],
  rows: readonly T[],
  within: (a: T, b: T) => number,
): T[] {
  return rows.filter((r) => isIn(group, r.status)).sort((a, b) => group.indexOf(a.status) - group.indexOf(b.status) || within(a, b));
}

export type BookingAction =
  | 'placeBid'
  | 'acceptBid'
  | 'start'
  | 'complete'
  | 'emergencyRelease'
  | 'cancel'
  | 'cancelConfirmed'
  | 'uploadBeforePhotos'
  | 'uploadAfterPhotos'
  | 'feedback'
  | 'expire';

export const BOOKING_ACTIONS: readonly BookingAction[] = [
  'placeBid',
  'acceptBid',
  'start',
  'complete',
  'emergencyRelease',
  'cancel',
  'cancelConfirmed',
  'uploadBeforePhotos',
  'uploadAfterPhotos',
  'feedback',
  'expire',
];

/** `'same'` marks actions that are allowed but leave the status as it is. */
type Target = BookingStatus | 'same';

const TRANSITIONS: Record<BookingAction, Partial<Record<BookingStatus, Target>>> = {
  placeBid: { pending: 'same', emergency_released: 'same' },
  acceptBid: { pending: 'confirmed', emergency_released: 'confirmed' },
  start: { confirmed: 'in_progress' },
  complete: { in_progress: 'completed' },
  emergencyRelease: { confirmed: 'emergency_released', in_progress: 'emergency_released' },
  cancel: { pending: 'cancelled' },
  // A confirmed booking is cancelled online only, on its terms (cancellation-terms.ts): the provider is told.
  cancelConfirmed: { confirmed: 'cancelled' },
  uploadBeforePhotos: { pending: 'same', confirmed: 'same', in_progress: 'same', emergency_released: 'same' },
  // After photos record finished work, so the work must at least have started.
  uploadAfterPhotos: { in_progress: 'same', completed: 'same' },
  // Feedback needs an assigned provider to be about.
  feedback: { confirmed: 'same', in_progress: 'same', completed: 'same' },
  // Nobody was confirmed before the job's time (slot-rules.ts says when): the server's sweep expires it.
  expire: { pending: 'expired', emergency_released: 'expired' },
};

/** The status after `action`, or null when the action is not allowed in `status`. */
export function nextStatus(status: BookingStatus, action: BookingAction): BookingStatus | null {
  const target = TRANSITIONS[action]?.[status];
  if (target === undefined) return null;
  return target === 'same' ? status : target;
}

/**
 * The status an optimistic write shows after `action`: the next status, or the current one when
 * the action is refused here (the server refuses it too and says why).
 */
export function statusAfter(status: BookingStatus, action: BookingAction): BookingStatus {
  return nextStatus(status, action) ?? status;
}

export function canPerform(status: BookingStatus, action: BookingAction): boolean {
  return nextStatus(status, action) !== null;
}

const ACTION_PHRASES: Record<BookingAction, string> = {
  placeBid: 'place a bid on this booking',
  acceptBid: 'accept a bid on this booking',
  start: 'start this booking',
  complete: 'complete this booking',
  emergencyRelease: 'release this booking',
  cancel: 'cancel this booking',
  cancelConfirmed: 'cancel this booking',
  uploadBeforePhotos: 'add before photos to this booking',
  uploadAfterPhotos: 'add after photos to this booking',
  feedback: 'leave feedback on this booking',
  expire: 'expire this booking',
};

/** The 409 message for a refused transition, naming the current status. */
export function transitionErrorMessage(status: BookingStatus, action: BookingAction): string {
  return `Cannot ${ACTION_PHRASES[action]}: it is ${statusLabel(status)}`;
}

/** Active on the customer dashboard: anything not finished one way or the other. */
export function isActiveBooking(status: BookingStatus): boolean {
  return !isIn(FINISHED, status);
}

/** Display form of a status: underscores become spaces ("in progress"). */
export function statusLabel(status: BookingStatus): string {
  return status.replace(/_/g, ' ');
}

export function isNormalStatus(status: BookingStatus): boolean {
  return isIn(NORMAL_STYLE, status);
}
