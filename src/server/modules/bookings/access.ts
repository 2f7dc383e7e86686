import type { Booking } from '../../../shared/schemas/booking';
import { OPEN_TO_PROVIDERS, isIn } from '../../../shared/domain/booking-machine';
import type { Actor } from '../../auth/actor';
import { forbidden } from '../../http/http-error';

/** Who may read one booking: its customer, its assigned provider, any provider while it is open, the admin. */
export function requireCanRead(actor: Actor, booking: Pick<Booking, 'customerId' | 'selectedProviderId' | 'status'>): void {
  if (actor.userType === 'admin') return;
  if (actor.userType === 'customer' && booking.customerId === actor.id) return;
  if (actor.userType === 'provider') {
    if (booking.selectedProviderId === actor.id) return;
    if (isIn(OPEN_TO_PROVIDERS, booking.status)) return;
  }
  throw forbidden('You cannot see this booking');
}

/** Photos are private to the booking's customer, its assigned provider and the admin. */
export function requireCanSeePhoto(actor: Actor, owner: { customerId: string; selectedProviderId: string | null }): void {
  if (actor.userType === 'admin') return;
  if (owner.customerId === actor.id || owner.selectedProviderId === actor.id) return;
  throw forbidden('You cannot see this photo');
}
