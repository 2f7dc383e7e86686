import { formatRupees, fromPaise, toPaise } from '../../shared/pricing/money';
import { rentalCharges } from '../../shared/pricing/rental';
import type { Tool, ToolRental } from '../../shared/schemas/tool';
import { runMutation, type MutationResult } from './run-mutation';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Rents a tool for one day from now (spec §7): the rent is one daily rate, the deposit is separate
 * and refundable, and both are paid now. The tool shows as rented and the rental appears at once;
 * offline, both stay until the server settles it with its own figures.
 */
export function rentTool(tool: Tool, customerId: string, now: Date = new Date()): Promise<MutationResult<ToolRental>> {
  const id = crypto.randomUUID();
  const startDate = now.toISOString();
  const charges = rentalCharges(tool);
  const endDate = new Date(now.getTime() + charges.days * DAY_MS).toISOString();
  const totalCost = fromPaise(charges.rentPaise);
  const depositAmount = fromPaise(charges.depositPaise);
  return runMutation<ToolRental>({
    label: `Rent ${tool.name}`,
    method: 'POST',
    url: '/api/tool-rentals',
    body: { id, toolId: tool.id, customerId, startDate, endDate, totalCost, depositAmount },
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
        tool: { name: tool.name, pickupLocation: tool.pickupLocation },
      });
    },
    answerTable: 'toolRentals',
    refresh: ['tools', 'toolRentals'],
    messages: {
      success: {
        title: 'Tool Rented Successfully',
        description: `You pay ${formatRupees(charges.totalPaise)}: ${formatRupees(charges.rentPaise)} rent for ${charges.days} day and a refundable deposit of ${formatRupees(charges.depositPaise)}. Pickup details will be sent via SMS.`,
      },
      failure: { title: 'Rental Failed', description: 'Failed to rent tool. Please try again.' },
    },
  });
}

/** Returns an active rental; the tool becomes available again. */
export function returnTool(rental: ToolRental, now: Date = new Date()): Promise<MutationResult<ToolRental>> {
  return runMutation<ToolRental>({
    label: `Return ${rental.tool.name}`,
    method: 'POST',
    url: `/api/tool-rentals/${encodeURIComponent(rental.id)}/return`,
    optimistic: async (w) => {
      await w.update('toolRentals', rental.id, { status: 'returned', returnedAt: now.toISOString() });
      await w.update('tools', rental.toolId, { isAvailable: true });
    },
    answerTable: 'toolRentals',
    refresh: ['tools', 'toolRentals'],
    messages: {
      success: { title: 'Tool Returned', description: `Thanks! The tool is marked as returned; your deposit of ${formatRupees(toPaise(rental.depositAmount))} will be refunded.` },
      failure: { title: 'Return Failed', description: 'Failed to return tool. Please try again.' },
    },
  });
}
