import type { Booking } from '../../../shared/schemas/booking';
import type { MessageId } from '../../i18n/areas';

export type WizardStep = 1 | 2 | 3 | 4;

export const WIZARD_STEPS: readonly { step: WizardStep; title: MessageId }[] = [
  { step: 1, title: 'booking.step.book' },
  { step: 2, title: 'booking.step.choose' },
  { step: 3, title: 'booking.step.progress' },
  { step: 4, title: 'booking.step.feedback' },
];

export type WizardView =
  | { step: 1; kind: 'form' }
  | { step: 1; kind: 'syncing' }
  | { step: 2; kind: 'bids' }
  | { step: 3; kind: 'progress' }
  | { step: 4; kind: 'feedback' }
  | { step: 4; kind: 'done' }
  | { step: 1; kind: 'cancelled' }
  | { step: 2; kind: 'expired' }
  | { step: 1; kind: 'missing' };

/**
 * Which step the wizard shows for the booking in the URL. It is derived from the booking itself
 * (not remembered separately), so a reload, another tab or a change made elsewhere (a provider
 * starting the job, an emergency release) always lands on the right step.
 */
export function wizardView(
  bookingId: string | null,
  booking: Booking | null | undefined,
  creationPending: boolean,
): WizardView {
  if (!bookingId) return { step: 1, kind: 'form' };
  if (!booking) return { step: 1, kind: 'missing' };
  if (creationPending) return { step: 1, kind: 'syncing' };
  switch (booking.status) {
    case 'pending':
    case 'emergency_released':
      return { step: 2, kind: 'bids' };
    case 'cancelled':
      return { step: 1, kind: 'cancelled' };
    case 'expired':
      return { step: 2, kind: 'expired' };
    default:
      break;
  }
  if (booking.feedback) return { step: 4, kind: 'done' };
  const hasAfter = booking.photos.some((p) => p.type === 'after');
  if (hasAfter || booking.status === 'completed') return { step: 4, kind: 'feedback' };
  return { step: 3, kind: 'progress' };
}
