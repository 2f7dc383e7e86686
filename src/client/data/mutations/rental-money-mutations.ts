import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { toolRentalSchema, type DepositSettlementBody, type ToolRental } from '../../../shared/schemas/tool';
import { refreshJobs } from '../../sync/refresh-bus';
import { liveWrite, type LiveAnswer } from './live-write';

/*
 * A tool rental's money at the desk (ADR 063), an administrator's: each needs the network (money
 * moves now or not at all), one Idempotency-Key per tap so a retried send applies once.
 */

export function recordRentalCash(rentalId: string): Promise<LiveAnswer<ToolRental>> {
  return liveWrite({ ...apiRequest(apiRoutes.recordRentalCash, { id: rentalId }), idempotencyKey: crypto.randomUUID() }, toolRentalSchema, () => refreshJobs(['toolRentals']));
}

export function settleRentalDeposit(rentalId: string, body: DepositSettlementBody): Promise<LiveAnswer<ToolRental>> {
  return liveWrite({ ...apiRequest(apiRoutes.settleRentalDeposit, { id: rentalId }), body, idempotencyKey: crypto.randomUUID() }, toolRentalSchema, () => refreshJobs(['toolRentals']));
}

export function rentalDepositPaidBack(rentalId: string): Promise<LiveAnswer<ToolRental>> {
  return liveWrite({ ...apiRequest(apiRoutes.rentalDepositPaidBack, { id: rentalId }), idempotencyKey: crypto.randomUUID() }, toolRentalSchema, () => refreshJobs(['toolRentals']));
}
