import type * as z from 'zod/mini';
import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { payoutAccountAnswerSchema, type SavePayoutAccountBody } from '../../../shared/payments/payout-account';
import { liveWrite, type LiveAnswer } from './live-write';

/** The provider saves where they are paid, with the code sent to their number. Needs the network: the answer shows the details masked, as kept. */
export function savePayoutAccount(providerId: string, body: SavePayoutAccountBody): Promise<LiveAnswer<z.infer<typeof payoutAccountAnswerSchema>>> {
  return liveWrite({ ...apiRequest(apiRoutes.savePayoutAccount, { providerId }), body, idempotencyKey: crypto.randomUUID() }, payoutAccountAnswerSchema);
}
