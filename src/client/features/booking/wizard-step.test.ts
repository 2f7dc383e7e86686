import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/schemas/booking';
import { wizardView } from './wizard-step';

const base = {
  id: 'b-1',
  status: 'pending',
  photos: [],
  feedback: null,
} as unknown as Booking;

const withStatus = (status: Booking['status'], extra: Partial<Booking> = {}) => ({ ...base, status, ...extra }) as Booking;

describe('wizardView', () => {
  it('starts on the form without a booking', () => {
    expect(wizardView(null, null, false)).toEqual({ step: 1, kind: 'form' });
  });

  it('waits on step 1 while the booking has not synced, then shows bids', () => {
    expect(wizardView('b-1', base, true)).toEqual({ step: 1, kind: 'syncing' });
    expect(wizardView('b-1', base, false)).toEqual({ step: 2, kind: 'bids' });
    expect(wizardView('b-1', withStatus('emergency_released'), false).step).toBe(2);
  });

  it('moves to progress once a bid is accepted and to feedback after the after photos', () => {
    expect(wizardView('b-1', withStatus('confirmed'), false)).toEqual({ step: 3, kind: 'progress' });
    const before = { id: 'p1', type: 'before', url: 'x', createdAt: '', receivedAt: '', capturedAt: null, distanceMeters: null } as const;
    expect(wizardView('b-1', withStatus('in_progress', { photos: [before] }), false).step).toBe(3);
    const after = { ...before, id: 'p2', type: 'after' } as const;
    expect(wizardView('b-1', withStatus('in_progress', { photos: [before, after] }), false)).toEqual({ step: 4, kind: 'feedback' });
    expect(wizardView('b-1', withStatus('completed'), false)).toEqual({ step: 4, kind: 'feedback' });
  });

  it('is done once feedback exists, and says so for cancelled or unknown bookings', () => {
    const feedback = { overallRating: 5 } as Booking['feedback'];
    expect(wizardView('b-1', withStatus('completed', { feedback }), false)).toEqual({ step: 4, kind: 'done' });
    expect(wizardView('b-1', withStatus('cancelled'), false).kind).toBe('cancelled');
    expect(wizardView('b-1', null, false).kind).toBe('missing');
  });
});
