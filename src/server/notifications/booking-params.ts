import { asc, eq } from 'drizzle-orm';
import { istIso } from '../../shared/domain/time';
import { localityOf } from '../../shared/notifications/locality';
import type { NotificationParams } from '../../shared/notifications/events';
import type { DbOrTx } from '../db/database';
import { bookingServices } from '../db/schema';
import { serviceParams } from './catalogue-names';

/** What a notification about a booking may say of it: its services, locality and slot. */
export async function bookingParams(db: DbOrTx, booking: { id: string; location: string; scheduledTime: Date }): Promise<NotificationParams> {
  const rows = await db
    .select({ id: bookingServices.serviceId, name: bookingServices.name, nameKn: bookingServices.nameKn, nameHi: bookingServices.nameHi })
    .from(bookingServices)
    .where(eq(bookingServices.bookingId, booking.id))
    .orderBy(asc(bookingServices.position));
  const locality = localityOf(booking.location);
  return {
    ...serviceParams(rows),
    ...(locality ? { locality } : {}),
    slot: istIso(booking.scheduledTime),
  };
}
