import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { payoutRunSchema, type PayoutRun } from '../../../shared/schemas/payment';
import { liveWrite, type LiveAnswer } from './live-write';

/**
 * An administrator pays out now what is available to providers (ADR 102). Needs the network: a
 * payout is made now or not at all; a repeated tap pays nothing twice (the run finds the balances paid).
 */
export function runPayoutsNow(): Promise<LiveAnswer<PayoutRun>> {
  return liveWrite({ ...apiRequest(apiRoutes.runPayouts), idempotencyKey: crypto.randomUUID() }, payoutRunSchema);
}
