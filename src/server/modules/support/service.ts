import { or, and, eq } from 'drizzle-orm';
import type { AnswerSupportTicketBody, CreateSupportTicketBody, MySupportTicket, SupportTicket } from '../../../shared/schemas/support-ticket';
import type { Actor } from '../../auth/actor';
import { requireRole } from '../../auth/actor';
import type { DbOrTx, Tx } from '../../db/database';
import { bookings } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { notify } from '../../notifications/notify';
import { recordAudit, type AuditContext } from '../audit/service';
import * as repo from './repository';

/** How many tickets the console lists (the newest). */
export const LISTED_TICKETS = 100;

/**
 * Files what a customer or provider told the support chat went wrong, or a grievance from the
 * contact page, in their own words. The id is the device's, so a replayed request lands once
 * (runWrite's Idempotency-Key keeps its answer). A booking named must be the sender's own.
 */
export async function fileTicket(tx: Tx, actor: Actor, body: CreateSupportTicketBody, now = new Date()): Promise<SupportTicket> {
  requireRole(actor, 'customer', 'provider');
  const kind = body.kind ?? 'complaint';
  const bookingId = body.bookingId ?? null;
  const existing = await repo.findTicket(tx, body.id);
  if (existing) {
    if (existing.userId !== actor.id || existing.message !== body.message || existing.kind !== kind || existing.bookingId !== bookingId) {
      throw conflict('A support ticket with this id already exists');
    }
    return existing;
  }
  if (bookingId) {
    const [own] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), or(eq(bookings.customerId, actor.id), eq(bookings.selectedProviderId, actor.id))));
    if (!own) throw notFound(`You have no booking ${bookingId}`);
  }
  await repo.insertTicket(tx, { id: body.id, userId: actor.id, kind, bookingId, message: body.message, createdAt: now });
  return (await repo.findTicket(tx, body.id))!;
}

/** The admin's list: the newest tickets first. */
export function listTicketsFor(db: DbOrTx, actor: Actor): Promise<SupportTicket[]> {
  requireRole(actor, 'admin');
  return repo.listTickets(db, LISTED_TICKETS);
}

/** The person's own complaints and grievances, with the team's answers. */
export function myTickets(db: DbOrTx, actor: Actor): Promise<MySupportTicket[]> {
  requireRole(actor, 'customer', 'provider');
  return repo.ticketsOf(db, actor.id);
}

/**
 * An operator answers a ticket, once: the person is told (inbox and push) and reads the answer on
 * the contact page; the audit trail records who answered which ticket (not the words). The same
 * answer sent again (a replay) is accepted; a different one is refused.
 */
export async function answerTicket(tx: Tx, actor: Actor, context: AuditContext, id: string, body: AnswerSupportTicketBody, now = new Date()): Promise<SupportTicket> {
  requireRole(actor, 'admin');
  const ticket = await repo.findTicket(tx, id);
  if (!ticket) throw notFound('No such support ticket');
  if (ticket.answeredAt) {
    if (ticket.answer === body.answer) return ticket;
    throw conflict('This ticket has already been answered');
  }
  await repo.answerTicket(tx, id, body.answer, now);
  await notify(tx, { accountId: ticket.userId, event: 'supportAnswered', params: {}, ...(ticket.bookingId ? { bookingId: ticket.bookingId } : {}) }, now);
  await recordAudit(tx, context, 'support.answer', { subject: id, after: { kind: ticket.kind } });
  return (await repo.findTicket(tx, id))!;
}
