import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import type { SupportTicket } from '../../../shared/schemas/support-ticket';
import { runMutation, type MutationResult } from '../engine/run-mutation';

/**
 * Passes a complaint the support chat heard to the team, in the person's own words. Offline it
 * waits for a signal (the id is the device's, so a replay lands once); nothing is shown on this
 * device, so there is nothing to apply before the server answers.
 */
export function fileSupportTicket(message: string): Promise<MutationResult<SupportTicket>> {
  return runMutation<SupportTicket>({
    label: 'Message to support',
    ...apiRequest(apiRoutes.createSupportTicket),
    body: { id: crypto.randomUUID(), message: message.trim() },
    notice: { kind: 'fileSupportTicket' },
  });
}

/**
 * Sends a grievance to the grievance officer (the contact page), in the person's own words. Offline
 * it waits like a complaint does; the answer comes back on the contact page and as a notification.
 */
export function fileGrievance(message: string, bookingId?: string): Promise<MutationResult<SupportTicket>> {
  return runMutation<SupportTicket>({
    label: 'Grievance',
    ...apiRequest(apiRoutes.createSupportTicket),
    body: { id: crypto.randomUUID(), kind: 'grievance', message: message.trim(), ...(bookingId ? { bookingId } : {}) },
    notice: { kind: 'fileSupportTicket' },
  });
}

/** An operator's answer to a ticket or grievance; the person is told. Needs a connection: the console shows the answer from the server's list. */
export function answerSupportTicket(id: string, answer: string): Promise<MutationResult<SupportTicket>> {
  return runMutation<SupportTicket>({
    label: 'Answer to a support ticket',
    ...apiRequest(apiRoutes.answerSupportTicket, { id }),
    body: { answer: answer.trim() },
    notice: { kind: 'fileSupportTicket' },
  });
}
