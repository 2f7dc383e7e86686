import { z } from 'zod';
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
  days: z.number().int(),
  totalCost: moneyString,
  /** Refundable: given back when the tool is returned. */
  depositAmount: moneyString,
  /** Paid at rental: rent + deposit. */
  totalPayable: moneyString,
  returnedAt: z.string().nullable(),
  tool: z.object({ name: z.string(), pickupLocation: z.string() }),
});
export type ToolRental = z.infer<typeof toolRentalSchema>;

/** The amounts are the client's preview; the server charges one daily rate and the tool's deposit. */
export const createToolRentalBodySchema = z
  .object({
    id: clientUuid.optional(),
    toolId: idString,
    customerId: idString,
    startDate: isoDateTime.optional(),
    endDate: isoDateTime.optional(),
    totalCost: moneyString.optional(),
    depositAmount: moneyString.optional(),
  })
  .strict();
export type CreateToolRentalBody = z.infer<typeof createToolRentalBodySchema>;
