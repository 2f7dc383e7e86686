import type { BookingStatus } from '../schemas/booking';

/**
 * The booking lifecycle (product-decisions "Booking lifecycle"). The server enforces it; the
 * client only uses it to decide which actions to offer.
 */
export type BookingAction =
  | 'placeBid'
  | 'acceptBid'
  | 'start'
  | 'complete'
  | 'emergencyRelease'
  | 'cancel'
  | 'uploadBeforePhotos'
  | 'uploadAfterPhotos'
  | 'feedback';

export const BOOKING_STATUSES: readonly BookingStatus[] = [
  'pending',
  'accepted',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
  'emergency_released',
];

export const BOOKING_ACTIONS: readonly BookingAction[] = [
  'placeBid',
  'acceptBid',
  'start',
  'complete',
  'emergencyRelease',
  'cancel',
  'uploadBeforePhotos',
  'uploadAfterPhotos',
  'feedback',
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
  uploadBeforePhotos: {
    pending: 'same',
    accepted: 'same',
    confirmed: 'same',
    in_progress: 'same',
    emergency_released: 'same',
  },
  // After photos record finished work, so the work must at least have started.
  uploadAfterPhotos: { in_progress: 'same', completed: 'same' },
  // Feedback needs an assigned provider to be about.
  feedback: { confirmed: 'same', in_progress: 'same', completed: 'same' },
};

/** The status after `action`, or null when the action is not allowed in `status`. */
export function nextStatus(status: BookingStatus, action: BookingAction): BookingStatus | null {
  const target = TRANSITIONS[action]?.[status];
  if (target === undefined) return null;
  return target === 'same' ? status : target;
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
  uploadBeforePhotos: 'add before photos to this booking',
  uploadAfterPhotos: 'add after photos to this booking',
  feedback: 'leave feedback on this booking',
};

/** The 409 message for a refused transition, naming the current status. */
export function transitionErrorMessage(status: BookingStatus, action: BookingAction): string {
  return `Cannot ${ACTION_PHRASES[action]}: it is ${statusLabel(status)}`;
}

/** Active on the customer dashboard: anything not finished one way or the other. */
export function isActiveBooking(status: BookingStatus): boolean {
  return status !== 'completed' && status !== 'cancelled';
}

/** Display form of a status: underscores become spaces ("in progress"). */
export function statusLabel(status: BookingStatus): string {
  return status.replace(/_/g, ' ');
}

/** Statuses shown in the normal style; the rest use the destructive style (spec §4). */
export function isNormalStatus(status: BookingStatus): boolean {
  return status === 'pending' || status === 'confirmed' || status === 'in_progress' || status === 'completed';
}

/** Jobs providers may bid on: waiting for a provider, or open again after an emergency release. */
export const OPEN_JOB_STATUSES = ['pending', 'emergency_released'] as const satisfies readonly BookingStatus[];
