import { describe, expect, it } from 'vitest';
import { bookingStatusSchema, type BookingStatus } from '../schemas/booking';
import {
  BOOKING_ACTIONS,
  BOOKING_STATUSES,
  canPerform,
  isActiveBooking,
  isNormalStatus,
  nextStatus,
  statusLabel,
  transitionErrorMessage,
  type BookingAction,
} from './booking-machine';

const _ = null;
// Rows: statuses; columns: actions in BOOKING_ACTIONS order. '=' means allowed, status unchanged.
// prettier-ignore
const TABLE: Record<BookingStatus, (BookingStatus | '=' | null)[]> = {
  //                   placeBid acceptBid    start          complete     emergencyRelease      cancel       cancelConfirmed before after feedback expire
  pending:            ['=', 'confirmed', _, _, _, 'cancelled', _, '=', _, _, 'expired'],
  confirmed:          [_, _, 'in_progress', _, 'emergency_released', _, 'cancelled', '=', _, '=', _],
  in_progress:        [_, _, _, 'completed', 'emergency_released', _, _, '=', '=', '=', _],
  completed:          [_, _, _, _, _, _, _, _, '=', '=', _],
  cancelled:          [_, _, _, _, _, _, _, _, _, _, _],
  emergency_released: ['=', 'confirmed', _, _, _, _, _, '=', _, _, 'expired'],
  expired:            [_, _, _, _, _, _, _, _, _, _, _],
};

describe('booking state machine', () => {
  it('covers every status and action', () => {
    expect([...BOOKING_STATUSES].sort()).toEqual([...bookingStatusSchema.options].sort());
    expect(BOOKING_ACTIONS).toHaveLength(11);
  });

  for (const status of BOOKING_STATUSES) {
    BOOKING_ACTIONS.forEach((action: BookingAction, i) => {
      const cell = TABLE[status][i];
      const expected = cell === '=' ? status : cell;
      it(`${status} × ${action} -> ${expected ?? 'refused'}`, () => {
        expect(nextStatus(status, action)).toBe(expected);
        expect(canPerform(status, action)).toBe(expected !== null);
      });
    });
  }

  it('names the current status in refusals', () => {
    expect(transitionErrorMessage('pending', 'start')).toBe('Cannot start this booking: it is pending');
    expect(transitionErrorMessage('emergency_released', 'complete')).toBe(
      'Cannot complete this booking: it is emergency released',
    );
    expect(transitionErrorMessage('completed', 'cancel')).toContain('it is completed');
  });
});

describe('status display', () => {
  it('labels with spaces', () => {
    expect(statusLabel('in_progress')).toBe('in progress');
    expect(statusLabel('emergency_released')).toBe('emergency released');
    expect(statusLabel('pending')).toBe('pending');
  });

  it('counts all but the finished statuses (completed, cancelled, expired) as active', () => {
    const active = BOOKING_STATUSES.filter(isActiveBooking);
    expect(active).toEqual(['pending', 'confirmed', 'in_progress', 'emergency_released']);
  });

  it('marks the four normal statuses', () => {
    expect(BOOKING_STATUSES.filter(isNormalStatus)).toEqual(['pending', 'confirmed', 'in_progress', 'completed']);
  });
});
