import crypto from 'node:crypto';
import type { Booking, CreateBookingBody } from '../../../shared/schemas/booking';
import type { VehicleType } from '../../../shared/schemas/common';
import { quoteBooking } from '../../../shared/pricing/quote';
import { formatRupees, fromPaise, toPaise } from '../../../shared/pricing/money';
import { isAvailableAt } from '../../../shared/domain/provider-hours';
import { CHOOSE_AREA_MESSAGE, resolveCoordinates } from '../../../shared/domain/localities';
import { OUTSIDE_SERVICE_AREA_MESSAGE, providersServing } from '../../../shared/domain/service-area';
import { newBookingFields } from '../../../shared/domain/new-booking';
import { bookingDates, isSlotPast, istParts, parseIsoInstant } from '../../../shared/domain/time';
import { isSlotStart, SLOT_START_MESSAGE } from '../../../shared/domain/slot-rules';
import type { Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { requireRole, requireSelfOrAdmin } from '../../auth/actor';
import { conflict, unavailable, unprocessable } from '../../http/http-error';
import { getPricing, getSettings } from '../admin/config-repository';
import { priceColumns } from '../../db/price-columns';
import { placeColumns } from '../../db/place-columns';
import { announceOpenJob } from '../../notifications/notify';
import * as catalogue from './catalogue-repository';
import * as repo from './repository';

export const MAINTENANCE_MESSAGE = 'GaadiCare is under maintenance. New bookings are paused; please try again later.';

const vehicleWord: Record<VehicleType, string> = { car: 'cars', bike: 'bikes' };

/**
 * The slot's IST date and hour, refused unless it is still ahead and within today and the next
 * 6 days. That it begins an hourly slot of the service day the body's schema has checked.
 */
export function checkSlot(scheduledTime: string, now: Date): { ymd: string; dayOfWeek: number; hour: number; at: Date } {
  const ms = parseIsoInstant(scheduledTime);
  if (ms === null) throw unprocessable('The time slot must be an ISO date-time with its offset');
  const at = new Date(ms);
  if (!isSlotStart(at)) throw unprocessable(SLOT_START_MESSAGE);
  const parts = istParts(at);
  if (isSlotPast(parts.ymd, parts.hour, now)) throw unprocessable('This time slot has already passed; please choose a later one');
  if (!bookingDates(now).includes(parts.ymd)) throw unprocessable('Bookings can be made for today and the next 6 days only');
  return { ymd: parts.ymd, dayOfWeek: parts.dayOfWeek, hour: parts.hour, at };
}

/** The catalogue rows of the chosen services, each checked to exist, be offered and fit the vehicle. */
async function chosenServices(tx: Tx, body: CreateBookingBody) {
  const ids = [...body.serviceIds, ...body.addOnIds];
  if (new Set(ids).size !== ids.length) throw unprocessable('Each service can be chosen only once');
  const rows = await catalogue.findServices(tx, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id, position) => {
    const service = byId.get(id);
    if (!service) throw unprocessable(`There is no service '${id}'`);
    if (service.retired) throw unprocessable(`${service.name} is no longer offered`);
    if (service.vehicleType !== 'both' && service.vehicleType !== body.vehicleType) {
      throw unprocessable(`${service.name} is not offered for ${vehicleWord[body.vehicleType]}`);
    }
    return { service, position, kind: position < body.serviceIds.length ? ('service' as const) : ('addon' as const) };
  });
}

/**
 * Creates a pending booking. Every amount comes from the server's catalogue and pricing
 * configuration; the figures the client sent are only its preview and are ignored.
 */
export async function createBooking(tx: Tx, actor: Actor, body: CreateBookingBody, now = new Date()): Promise<Booking> {
  requireRole(actor, 'customer', 'admin');
  // Customers book for themselves; the admin names the customer.
  const customerId = body.customerId ?? actor.id;
  requireSelfOrAdmin(actor, customerId);
  const settings = await getSettings(tx);
  if (settings.maintenanceMode) throw unavailable(MAINTENANCE_MESSAGE);
  if (body.id && (await repo.bookingExists(tx, body.id))) throw conflict('A booking with this id already exists');

  const customer = await catalogue.lockCustomer(tx, customerId);
  if (!customer || customer.userType !== 'customer') throw unprocessable(`'${customerId}' is not a customer`);

  const chosen = await chosenServices(tx, body);
  const slot = checkSlot(body.scheduledTime, now);
  const place = resolveCoordinates(body.location, body.latitude, body.longitude);
  if (!place) throw unprocessable(CHOOSE_AREA_MESSAGE);
  // Only the providers whose area covers the place can take it; their hours open the slot.
  const areas = await catalogue.activeServiceAreas(tx);
  const active = (await catalogue.activeProviderAvailability(tx)).map((p) => ({ ...p, serviceArea: areas.get(p.providerId) }));
  const providers = providersServing(active, place);
  if (active.length > 0 && providers.length === 0) throw unprocessable(OUTSIDE_SERVICE_AREA_MESSAGE);
  if (!providers.some((p) => isAvailableAt(p.rows, slot.dayOfWeek, slot.hour))) {
    throw unprocessable('No provider is available at this time slot; please choose another');
  }

  const open = await repo.countActiveBookingsOf(tx, customerId);
  if (open >= settings.maxActiveBookings) {
    throw unprocessable(
      `You already have ${open} active bookings, the most allowed at once. Complete or cancel one before booking again.`,
    );
  }

  const pricing = await getPricing(tx);
  const quote = quoteBooking(
    {
      vehicleType: body.vehicleType,
      vehicleCategory: body.vehicleCategory,
      items: chosen.map((c) => ({ id: c.service.id, basePrice: fromPaise(c.service.basePricePaise) })),
    },
    pricing,
  );
  const minimumPaise = toPaise(pricing.minimumOrderValue);
  if (quote.totalPaise < minimumPaise) throw unprocessable(`Minimum order value is ${formatRupees(minimumPaise)}`);

  const id = body.id ?? crypto.randomUUID();
  await repo.insertBooking(
    tx,
    {
      id,
      customerId,
      ...newBookingFields(body),
      createdAt: now,
      updatedAt: now,
      scheduledTime: slot.at,
      ...placeColumns(place, body),
      subtotalPaise: quote.servicePaise,
      ...priceColumns(quote),
    },
    chosen.map((c, i) => ({
      bookingId: id,
      serviceId: c.service.id,
      kind: c.kind,
      name: c.service.name,
      nameKn: c.service.nameKn,
      nameHi: c.service.nameHi,
      basePricePaise: c.service.basePricePaise,
      pricePaise: quote.lines[i].pricePaise,
      position: c.position,
    })),
  );
  // After commit, the providers it concerns are told of it (notifications/alerts.ts).
  announceOpenJob(tx, id, 0);
  return (await repo.findBookingById(tx, id))!;
}
