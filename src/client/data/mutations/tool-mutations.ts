import { fromPaise } from '../../../shared/pricing/money';
import { rentalCharges, rentalReturnBy } from '../../../shared/pricing/rental';
import type { Tool, ToolRental } from '../../../shared/schemas/tool';
import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import type { RentalPaymentMethod } from '../../../shared/payments/rental-money';
import { paymentOrderSchema, type PaymentOrder } from '../../../shared/schemas/payment';
import { runMutation, type MutationResult } from '../engine/run-mutation';
import { refreshJobs } from '../../sync/refresh-bus';
import { liveWrite, type LiveAnswer } from './live-write';

/**
 * Rents a tool for one day from now (spec §7): the rent is one daily rate, the deposit is separate
 * and refundable, and both are paid at confirmation — online through the checkout (then
 * `startRentalPayment`) or in cash at pickup (ADR 063). The tool shows as rented and the rental
 * appears at once; offline, both stay until the server settles it with its own figures.
 */
export function rentTool(tool: Tool, customerId: string, now: Date = new Date(), paymentMethod: RentalPaymentMethod = 'cash'): Promise<MutationResult<ToolRental>> {
  const id = crypto.randomUUID();
  const startDate = now.toISOString();
  const charges = rentalCharges(tool);
  const endDate = rentalReturnBy(now, charges.days).toISOString();
  const totalCost = fromPaise(charges.rentPaise);
  const depositAmount = fromPaise(charges.depositPaise);
  return runMutation<ToolRental>({
    label: `Rent ${tool.name}`,
    ...apiRequest(apiRoutes.rentTool),
    body: { id, toolId: tool.id, customerId, startDate, endDate, totalCost, depositAmount, paymentMethod },
    optimistic: async (w) => {
      await w.update('tools', tool.id, { isAvailable: false });
      await w.put('toolRentals', {
        id,
        toolId: tool.id,
        customerId,
        startDate,
        endDate,
        status: 'active',
        dailyRate: fromPaise(charges.dailyRatePaise),
        days: charges.days,
        totalCost,
        depositAmount,
        totalPayable: fromPaise(charges.totalPaise),
        returnedAt: null,
        tool: { name: tool.name, nameKn: tool.nameKn, nameHi: tool.nameHi, pickupLocation: tool.pickupLocation },
        payment: { method: paymentMethod, status: 'due', paidAt: null },
        deposit: null,
      });
    },
    answerTable: 'toolRentals',
    refresh: ['tools', 'toolRentals'],
    notice: { kind: 'rentTool', rent: totalCost, deposit: depositAmount, total: fromPaise(charges.totalPaise), days: charges.days, tool: tool.name },
  });
}

/** Returns an active rental; the tool becomes available again. */
export function returnTool(rental: ToolRental, now: Date = new Date()): Promise<MutationResult<ToolRental>> {
  return runMutation<ToolRental>({
    label: `Return ${rental.tool.name}`,
    ...apiRequest(apiRoutes.returnTool, { id: rental.id }),
    optimistic: async (w) => {
      await w.update('toolRentals', rental.id, { status: 'returned', returnedAt: now.toISOString() });
      await w.update('tools', rental.toolId, { isAvailable: true });
    },
    answerTable: 'toolRentals',
    refresh: ['tools', 'toolRentals'],
    notice: { kind: 'returnTool', deposit: rental.depositAmount, tool: rental.tool.name },
  });
}

/**
 * Opens (or finds again) the gateway order for a rental's rent and deposit, to pay online through
 * the same checkout as jobs. Needs the network (a payment is taken now or not at all).
 */
export function startRentalPayment(rentalId: string): Promise<LiveAnswer<PaymentOrder>> {
  return liveWrite({ ...apiRequest(apiRoutes.startRentalPayment, { id: rentalId }), idempotencyKey: crypto.randomUUID() }, paymentOrderSchema, () =>
    refreshJobs(['toolRentals']),
  );
}
