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
  | 'feedback'
  | 'expire';

export const BOOKING_STATUSES: readonly BookingStatus[] = [
  'pending',
  'accepted',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
  'emergency_released',
  'expired',
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
  // Nobody was confirmed before the slot (slot-rules.ts says when): the server's sweep expires it.
  expire: { pending: 'expired', emergency_released: 'expired' },
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

/** Every status in which `action` is allowed, in lifecycle order. */
export function statusesAllowing(action: BookingAction): BookingStatus[] {
  return BOOKING_STATUSES.filter((status) => canPerform(status, action));
}

/** Open jobs: the statuses in which providers may bid (pending and emergency released). */
export const OPEN_FOR_BIDS_STATUSES: readonly BookingStatus[] = statusesAllowing('placeBid');

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
  expire: 'expire this booking',
};

/** The 409 message for a refused transition, naming the current status. */
export function transitionErrorMessage(status: BookingStatus, action: BookingAction): string {
  return `Cannot ${ACTION_PHRASES[action]}: it is ${statusLabel(status)}`;
}

/** Statuses a booking ends in: nothing happens to it afterwards. */
export const FINISHED_STATUSES: readonly BookingStatus[] = ['completed', 'cancelled', 'expired'];

/** Active on the customer dashboard: anything not finished one way or the other. */
export function isActiveBooking(status: BookingStatus): boolean {
  return !FINISHED_STATUSES.includes(status);
}

/** Display form of a status: underscores become spaces ("in progress"). */
export function statusLabel(status: BookingStatus): string {
  return status.replace(/_/g, ' ');
}

/** Statuses shown in the normal style; the rest use the destructive style (spec §4). */
export function isNormalStatus(status: BookingStatus): boolean {
  return status === 'pending' || status === 'confirmed' || status === 'in_progress' || status === 'completed';
}
