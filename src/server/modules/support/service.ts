import type { CreateSupportTicketBody, SupportTicket } from '../../../shared/schemas/support-ticket';
import type { Actor } from '../../auth/actor';
import { requireRole } from '../../auth/actor';
import type { DbOrTx, Tx } from '../../db/database';
import { conflict } from '../../http/http-error';
import * as repo from './repository';

/** How many tickets the console lists (the newest). */
export const LISTED_TICKETS = 100;

/**
 * Files what a customer or provider told the support chat went wrong, in their own words. The id
 * is the device's, so a replayed request lands once (runWrite's Idempotency-Key keeps its answer).
 */
export async function fileTicket(tx: Tx, actor: Actor, body: CreateSupportTicketBody, now = new Date()): Promise<SupportTicket> {
  requireRole(actor, 'customer', 'provider');
  const existing = await repo.findTicket(tx, body.id);
  if (existing) {
    if (existing.userId !== actor.id || existing.message !== body.message) throw conflict('A support ticket with this id already exists');
    return existing;
  }
  await repo.insertTicket(tx, { id: body.id, userId: actor.id, message: body.message, createdAt: now });
  return (await repo.findTicket(tx, body.id))!;
}

/** The admin's list: the newest tickets first. */
export function listTicketsFor(db: DbOrTx, actor: Actor): Promise<SupportTicket[]> {
  requireRole(actor, 'admin');
  return repo.listTickets(db, LISTED_TICKETS);
}
