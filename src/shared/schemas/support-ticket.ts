import * as z from 'zod/mini';
import { clientUuid, idString, multiLineText } from './common';

export const SUPPORT_TICKET_MESSAGE_MAX = 2000;

/**
 * A complaint the support chat passed to the team: the person's own words, who sent them and when.
 * The admin console lists them, newest first.
 */
export const supportTicketSchema = z.object({
  id: idString,
  userId: idString,
  userName: z.string(),
  /** Where the team calls back: the account's phone, when it has one. */
  userPhone: z.nullable(z.string()),
  message: z.string(),
  createdAt: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const createSupportTicketBodySchema = z.strictObject({
  id: clientUuid,
  message: multiLineText().check(
    z.trim(),
    z.minLength(1, 'Write what went wrong'),
    z.maxLength(SUPPORT_TICKET_MESSAGE_MAX, `The message must be at most ${SUPPORT_TICKET_MESSAGE_MAX} characters`),
  ),
});
export type CreateSupportTicketBody = z.infer<typeof createSupportTicketBodySchema>;
