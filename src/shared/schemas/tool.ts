import * as z from 'zod/mini';
import { clientUuid, idString, isoDateTime, moneyString } from './common';

export const toolSchema = z.object({
  id: idString,
  name: z.string(),
  description: z.string(),
  image: z.string(),
  dailyRate: moneyString,
  deposit: moneyString,
  pickupLocation: z.string(),
  isAvailable: z.boolean(),
});
export type Tool = z.infer<typeof toolSchema>;

export const rentalStatusSchema = z.enum(['active', 'returned']);

export const toolRentalSchema = z.object({
  id: idString,
  toolId: idString,
  customerId: idString,
  startDate: z.string(),
  endDate: z.string(),
  status: rentalStatusSchema,
  /** The daily rate when rented, the days rented, and their product: the rent. */
  dailyRate: moneyString,
  days: z.number().check(z.int()),
  totalCost: moneyString,
  /** Refundable: given back when the tool is returned. */
  depositAmount: moneyString,
  /** Paid at rental: rent + deposit. */
  totalPayable: moneyString,
  returnedAt: z.nullable(z.string()),
  tool: z.object({ name: z.string(), pickupLocation: z.string() }),
});
export type ToolRental = z.infer<typeof toolRentalSchema>;

/** The amounts are the client's preview; the server charges one daily rate and the tool's deposit. */
export const createToolRentalBodySchema = z.strictObject({
    id: z.optional(clientUuid),
    toolId: idString,
    customerId: idString,
    startDate: z.optional(isoDateTime),
    endDate: z.optional(isoDateTime),
    totalCost: z.optional(moneyString),
    depositAmount: z.optional(moneyString),
  });
export type CreateToolRentalBody = z.infer<typeof createToolRentalBodySchema>;
