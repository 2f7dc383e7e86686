import * as z from 'zod/mini';
import { SUPPORT_ANSWER_MAX, SUPPORT_TICKET_KINDS } from '../domain/support';
import { clientUuid, idString, multiLineText } from './common';

export const SUPPORT_TICKET_MESSAGE_MAX = 2000;

/**
 * A complaint the support chat passed to the team, or a grievance sent to the grievance officer
 * from the contact page: the person's own words, who sent them and when, the booking it is about
 * (if any), and the team's answer once given. The admin console lists them, newest first.
 */
export const supportTicketSchema = z.object({
  id: idString,
  userId: idString,
  userName: z.string(),
  /** Where the team calls back: the account's phone, when it has one. */
  userPhone: z.nullable(z.string()),
  kind: z.enum(SUPPORT_TICKET_KINDS),
  bookingId: z.nullable(z.string()),
  message: z.string(),
  createdAt: z.string(),
  answer: z.nullable(z.string()),
  answeredAt: z.nullable(z.string()),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

/** What the person sees of their own tickets: no name or number (they are theirs). */
export const mySupportTicketSchema = z.object({
  id: idString,
  kind: z.enum(SUPPORT_TICKET_KINDS),
  bookingId: z.nullable(z.string()),
  message: z.string(),
  createdAt: z.string(),
  answer: z.nullable(z.string()),
  answeredAt: z.nullable(z.string()),
});
export type MySupportTicket = z.infer<typeof mySupportTicketSchema>;

export const createSupportTicketBodySchema = z.strictObject({
  id: clientUuid,
  message: multiLineText().check(
    z.trim(),
    z.minLength(1, 'Write what went wrong'),
    z.maxLength(SUPPORT_TICKET_MESSAGE_MAX, `The message must be at most ${SUPPORT_TICKET_MESSAGE_MAX} characters`),
  ),
  /** A complaint from a chat (the default), or a grievance to the grievance officer. */
  kind: z.optional(z.enum(SUPPORT_TICKET_KINDS)),
  /** The booking it is about: one of the sender's own, as customer or provider. */
  bookingId: z.optional(idString),
});
export type CreateSupportTicketBody = z.infer<typeof createSupportTicketBodySchema>;

export const answerSupportTicketBodySchema = z.strictObject({
  answer: multiLineText().check(
    z.trim(),
    z.minLength(1, 'Write the answer'),
    z.maxLength(SUPPORT_ANSWER_MAX, `The answer must be at most ${SUPPORT_ANSWER_MAX} characters`),
  ),
});
export type AnswerSupportTicketBody = z.infer<typeof answerSupportTicketBodySchema>;
