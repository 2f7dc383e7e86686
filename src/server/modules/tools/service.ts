import crypto from 'node:crypto';
import type { CreateToolRentalBody, Tool, ToolRental, UpdateToolBody } from '../../../shared/schemas/tool';
import { fromPaise } from '../../../shared/pricing/money';
import { RENTAL_DAYS, rentalCharges, rentalReturnBy } from '../../../shared/pricing/rental';
import type { Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { requireRole, requireSelfOrAdmin } from '../../auth/actor';
import { conflict, notFound, unprocessable } from '../../http/http-error';
import type { EffectQueue } from '../../outbox/effect-kind';
import { rentalConfirmedSms } from '../../outbox/effects/rental-confirmed-sms';
import { findUser } from '../users/repository';
import * as repo from './repository';
import { notify } from '../../notifications/notify';
import { serviceParams } from '../../notifications/catalogue-names';

/**
 * Rents a tool for one day: one daily rate plus the tool's refundable deposit, whatever the client sent.
 * The tool row is locked so two rentals of one tool cannot both succeed; the partial unique
 * index on active rentals is the last word. The pickup details go to the customer by SMS after
 * commit: recorded in `effects` in this transaction, so a rolled-back rental sends nothing (ADR 051).
 */
export async function rentTool(tx: Tx, actor: Actor, body: CreateToolRentalBody, effects: EffectQueue, now = new Date()): Promise<ToolRental> {
  requireRole(actor, 'customer', 'admin');
  requireSelfOrAdmin(actor, body.customerId);
  const customer = await findUser(tx, body.customerId);
  if (!customer) throw notFound(`There is no customer '${body.customerId}'`);
  if (customer.userType !== 'customer') throw unprocessable('Tools are rented to customers only');
  if (body.id) {
    const existing = await repo.findRental(tx, body.id);
    if (existing) throw conflict('A rental with this id already exists');
  }
  const tool = await repo.findToolForUpdate(tx, body.toolId);
  if (!tool) throw notFound(`There is no tool '${body.toolId}'`);
  if (await repo.findActiveRentalOfTool(tx, tool.id)) throw conflict('This tool is already rented');
  const id = body.id ?? crypto.randomUUID();
  const start = body.startDate ? new Date(body.startDate) : now;
  const charges = rentalCharges({ dailyRate: fromPaise(tool.dailyRatePaise), deposit: fromPaise(tool.depositPaise) }, RENTAL_DAYS);
  await repo.insertRental(tx, {
    id,
    toolId: tool.id,
    customerId: body.customerId,
    startDate: start,
    endDate: rentalReturnBy(start, charges.days),
    status: 'active',
    dailyRatePaise: charges.dailyRatePaise,
    totalPaise: charges.rentPaise,
    depositPaise: charges.depositPaise,
    paymentMethod: body.paymentMethod ?? 'cash',
  });
  const rental = (await repo.findRental(tx, id))!;
  const to = await repo.customerMobile(tx, body.customerId);
  if (to) {
    await effects.enqueue(tx, rentalConfirmedSms, { rentalId: id, to, tool: tool.name, pickup: tool.pickupLocation, returnBy: rental.endDate });
  }
  await notify(tx, { accountId: body.customerId, event: 'rentalConfirmed', params: { ...serviceParams([tool]), slot: rental.endDate } });
  return rental;
}

export async function returnTool(tx: Tx, actor: Actor, rentalId: string, now = new Date()): Promise<ToolRental> {
  const rental = await repo.findRental(tx, rentalId, true);
  if (!rental) throw notFound(`There is no rental '${rentalId}'`);
  requireSelfOrAdmin(actor, rental.customerId);
  if (rental.status !== 'active') throw conflict('This tool has already been returned');
  await repo.markReturned(tx, rentalId, now);
  return (await repo.findRental(tx, rentalId))!;
}

/** An administrator edits a tool's words (its name and description, in English, Kannada or Hindi): only the fields sent change. */
export async function updateTool(tx: Tx, actor: Actor, id: string, body: UpdateToolBody): Promise<Tool> {
  requireRole(actor, 'admin');
  const existing = await repo.findToolForUpdate(tx, id);
  if (!existing) throw notFound(`There is no tool '${id}'`);
  await repo.updateTool(tx, id, body);
  return (await repo.findTool(tx, id))!;
}
