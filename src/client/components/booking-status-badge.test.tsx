import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../../shared/domain/booking-machine';
import { bookingStatusVariant } from './booking-status-badge';

describe('bookingStatusVariant', () => {
  it('marks every status outside the normal four as destructive', () => {
    const destructive = BOOKING_STATUSES.filter((s) => bookingStatusVariant(s) === 'destructive');
    expect(destructive.sort()).toEqual(['cancelled', 'emergency_released', 'expired']);
    expect(bookingStatusVariant('completed')).toBe('success');
    expect(bookingStatusVariant('pending')).toBe('warning');
  });
});
