import type { ComponentProps } from 'react';
import { isNormalStatus, statusLabel } from '../../shared/domain/booking-machine';
import type { BookingStatus } from '../../shared/schemas/booking';
import type { MessageId } from '../i18n/areas';
import { Badge, type BadgeVariant } from './ui/badge';

/** Each status in words, for a screen that shows the badge in the chosen language (the `common` area). */
export const BOOKING_STATUS_TEXT: Record<BookingStatus, MessageId> = {
  pending: 'common.status.pending',
  confirmed: 'common.status.confirmed',
  in_progress: 'common.status.inProgress',
  completed: 'common.status.completed',
  cancelled: 'common.status.cancelled',
  emergency_released: 'common.status.emergencyReleased',
  expired: 'common.status.expired',
};

const NORMAL: Partial<Record<BookingStatus, BadgeVariant>> = {
  pending: 'warning',
  confirmed: 'default',
  in_progress: 'default',
  completed: 'success',
};

/** Spec §4: a status outside pending, confirmed, in progress and completed is shown as destructive. */
export function bookingStatusVariant(status: BookingStatus): BadgeVariant {
  return isNormalStatus(status) ? (NORMAL[status] ?? 'secondary') : 'destructive';
}

/** A booking's status, underscores shown as spaces, in the style its place in the lifecycle calls for. */
export function BookingStatusBadge({
  status,
  label,
  className,
  ...rest
}: { status: BookingStatus; /** The status in the screen's language; else its English form. */ label?: string } & Omit<ComponentProps<typeof Badge>, 'variant' | 'children'>) {
  return (
    <Badge variant={bookingStatusVariant(status)} className={className} data-status={status} {...rest}>
      {label ?? statusLabel(status)}
    </Badge>
  );
}
