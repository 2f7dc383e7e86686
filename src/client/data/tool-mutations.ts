import { fromPaise, toPaise } from '../../shared/pricing/money';
import type { Tool, ToolRental } from '../../shared/schemas/tool';
import { apiRequest } from '../../shared/api/route';
import { apiRoutes } from '../../shared/api/routes';
import { runMutation, type MutationResult } from './run-mutation';

const DAY_MS = 24 * 60 * 60 * 1000;

const money = (value: string) => fromPaise(toPaise(value));

/**
 * Rents a tool for one day from now (spec §7): total = one daily rate, deposit separate. The tool
 * shows as rented and the rental appears at once; offline, both stay until the server settles it.
 */
export function rentTool(tool: Tool, customerId: string, now: Date = new Date()): Promise<MutationResult<ToolRental>> {
  const id = crypto.randomUUID();
  const startDate = now.toISOString();
  const endDate = new Date(now.getTime() + DAY_MS).toISOString();
  const totalCost = money(tool.dailyRate);
  const depositAmount = money(tool.deposit);
  return runMutation<ToolRental>({
    label: `Rent ${tool.name}`,
    ...apiRequest(apiRoutes.rentTool),
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
        totalCost,
        depositAmount,
        returnedAt: null,
        tool: { name: tool.name, pickupLocation: tool.pickupLocation },
      });
    },
    answerTable: 'toolRentals',
    refresh: ['tools', 'toolRentals'],
    notice: { kind: 'rentTool' },
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
    notice: { kind: 'returnTool' },
  });
}
