import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { bankFileMadeSchema, payoutListSchema, payoutRunSchema, type BankFileMade, type BankFileOutcomeBody, type Payout, type PayoutRun } from '../../../shared/schemas/payment';
import { liveWrite, type LiveAnswer } from './live-write';

/**
 * An administrator pays out now what is available to providers (ADR 102). Needs the network: a
 * payout is made now or not at all; a repeated tap pays nothing twice (the run finds the balances paid).
 */
export function runPayoutsNow(): Promise<LiveAnswer<PayoutRun>> {
  return liveWrite({ ...apiRequest(apiRoutes.runPayouts), idempotencyKey: crypto.randomUUID() }, payoutRunSchema);
}

/** Puts every payout waiting for a bank file in a new one (ADR 068). Needs the network. */
export function makeBankFile(): Promise<LiveAnswer<BankFileMade>> {
  return liveWrite({ ...apiRequest(apiRoutes.makeBankFile), idempotencyKey: crypto.randomUUID() }, bankFileMadeSchema);
}

/** The bank's outcome for some of a bank file's payouts, as the operator reports it. Needs the network. */
export function settleBankFilePayouts(fileId: string, body: BankFileOutcomeBody): Promise<LiveAnswer<Payout[]>> {
  return liveWrite({ ...apiRequest(apiRoutes.settleBankFilePayouts, { fileId }), body, idempotencyKey: crypto.randomUUID() }, payoutListSchema);
}
