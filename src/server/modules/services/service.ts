import crypto from 'node:crypto';
import type { CreateServiceBody, Service, UpdateServiceBody } from '../../../shared/schemas/service';
import { toPaise } from '../../../shared/pricing/money';
import type { Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { requireRole } from '../../auth/actor';
import { conflict, notFound } from '../../http/http-error';
import * as repo from './repository';

export type DeleteServiceResult = { id: string; retired: true } | { id: string; deleted: true };

export async function createService(tx: Tx, actor: Actor, body: CreateServiceBody): Promise<Service> {
  requireRole(actor, 'admin');
  const id = body.id ?? crypto.randomUUID();
  if (body.id && (await repo.findService(tx, body.id))) throw conflict('A service with this id already exists');
  await repo.insertService(tx, {
    id,
    name: body.name,
    description: body.description,
    nameKn: body.nameKn,
    nameHi: body.nameHi,
    descriptionKn: body.descriptionKn,
    descriptionHi: body.descriptionHi,
    basePricePaise: toPaise(body.basePrice),
    duration: body.duration,
    vehicleType: body.vehicleType,
    category: body.category,
    sacCode: body.sacCode,
  });
  return (await repo.findService(tx, id))!;
}

export async function updateService(tx: Tx, actor: Actor, id: string, body: UpdateServiceBody): Promise<Service> {
  requireRole(actor, 'admin');
  const existing = await repo.findService(tx, id, true);
  if (!existing) throw notFound(`There is no service '${id}'`);
  const { basePrice, ...rest } = body;
  const values: Partial<repo.ServiceValues> = { ...rest };
  if (basePrice !== undefined) values.basePricePaise = toPaise(basePrice);
  await repo.updateService(tx, id, values);
  return (await repo.findService(tx, id))!;
}

function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e?.code ?? e?.cause?.code) === '23503';
}

/**
 * A service any booking has used is retired (hidden from booking, kept for history) instead of
 * removed. An unused one is deleted; if a booking takes it up concurrently, the foreign key stops
 * the delete and the service is retired after all.
 */
export async function deleteService(tx: Tx, actor: Actor, id: string): Promise<DeleteServiceResult> {
  requireRole(actor, 'admin');
  const existing = await repo.findService(tx, id, true);
  if (!existing) throw notFound(`There is no service '${id}'`);
  if (existing.retired || (await repo.isServiceUsed(tx, id))) {
    await repo.retireService(tx, id);
    return { id, retired: true };
  }
  try {
    await tx.transaction(async (savepoint) => repo.deleteService(savepoint, id));
    return { id, deleted: true };
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    await repo.retireService(tx, id);
    return { id, retired: true };
  }
}
