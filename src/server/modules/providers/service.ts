import { coordinateText } from '../../../shared/domain/localities';
import crypto from 'node:crypto';
import type {
  Availability,
  CreateAvailabilityBody,
  ProviderProfile,
  UpdateAvailabilityBody,
  UpdateProviderProfileBody,
} from '../../../shared/schemas/provider';
import type { Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { requireSelfOrAdmin } from '../../auth/actor';
import { badRequest, conflict, notFound } from '../../http/http-error';
import * as repo from './repository';

const DAY_TAKEN = 'Hours for this day already exist; update them instead';

async function requireProvider(tx: Tx, providerId: string): Promise<void> {
  if (!(await repo.isProvider(tx, providerId))) throw notFound(`There is no provider '${providerId}'`);
}

export async function updateProfile(
  tx: Tx,
  actor: Actor,
  providerId: string,
  body: UpdateProviderProfileBody,
): Promise<ProviderProfile> {
  requireSelfOrAdmin(actor, providerId);
  await requireProvider(tx, providerId);
  await repo.lockProfile(tx, providerId);
  await repo.updateRates(tx, providerId, {
    hourlyRateMin: body.hourlyRateMin,
    hourlyRateMax: body.hourlyRateMax,
    serviceRadius: body.serviceRadius,
    ...(body.baseLatitude !== undefined && body.baseLongitude !== undefined
      ? { baseLatitude: coordinateText(Number(body.baseLatitude)), baseLongitude: coordinateText(Number(body.baseLongitude)) }
      : {}),
  });
  return (await repo.findProfile(tx, providerId))!;
}

/**
 * Adds one weekday of hours. The provider's profile row is locked first so two first-time saves
 * of the same day cannot both pass the duplicate check and hit the unique index.
 */
export async function createAvailability(tx: Tx, actor: Actor, body: CreateAvailabilityBody): Promise<Availability> {
  requireSelfOrAdmin(actor, body.providerId);
  await requireProvider(tx, body.providerId);
  if (body.id && (await repo.findAvailability(tx, body.id))) throw conflict('Hours with this id already exist');
  await repo.lockProfile(tx, body.providerId);
  if (await repo.findAvailabilityForDay(tx, body.providerId, body.dayOfWeek)) throw conflict(DAY_TAKEN);
  const row: Availability = {
    id: body.id ?? crypto.randomUUID(),
    providerId: body.providerId,
    dayOfWeek: body.dayOfWeek,
    startTime: body.startTime,
    endTime: body.endTime,
    isAvailable: body.isAvailable,
  };
  await repo.insertAvailability(tx, row);
  return row;
}

export async function updateAvailability(tx: Tx, actor: Actor, id: string, body: UpdateAvailabilityBody): Promise<Availability> {
  const existing = await repo.findAvailability(tx, id);
  if (!existing) throw notFound(`There are no hours '${id}'`);
  requireSelfOrAdmin(actor, existing.providerId);
  if (body.providerId !== existing.providerId) throw badRequest('providerId must be the provider these hours belong to');
  await repo.lockProfile(tx, existing.providerId);
  if (body.dayOfWeek !== existing.dayOfWeek && (await repo.findAvailabilityForDay(tx, existing.providerId, body.dayOfWeek))) {
    throw conflict(DAY_TAKEN);
  }
  await repo.updateAvailability(tx, id, {
    dayOfWeek: body.dayOfWeek,
    startTime: body.startTime,
    endTime: body.endTime,
    isAvailable: body.isAvailable,
  });
  return (await repo.findAvailability(tx, id))!;
}
