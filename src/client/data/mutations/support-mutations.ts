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
