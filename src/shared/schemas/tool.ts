import * as z from 'zod/mini';
import { clientUuid, idString, isoDateTime, moneyString } from './common';
import { catalogueDescription, catalogueName, translatedNameSchema, translatedTextFields, translatedTextSchema } from './catalogue-text';
import { DAMAGE_REASON_MAX, DEPOSIT_STATUSES, RENTAL_PAYMENT_METHODS, RENTAL_PAYMENT_STATUSES } from '../payments/rental-money';

export const toolSchema = z.object({
  id: idString,
  name: z.string(),
  description: z.string(),
  /** The name and description in Kannada and Hindi, '' where not written (ADR 104). */
  ...translatedTextSchema,
  image: z.string(),
  dailyRate: moneyString,
  deposit: moneyString,
  pickupLocation: z.string(),
  isAvailable: z.boolean(),
});
export type Tool = z.infer<typeof toolSchema>;

/** A tool's words as the admin edits them (PATCH /api/tools/:id): only the fields named change. */
export const toolTextFields = { name: catalogueName, description: catalogueDescription, ...translatedTextFields };
export const updateToolBodySchema = z.partial(z.strictObject(toolTextFields));
export type UpdateToolBody = z.infer<typeof updateToolBodySchema>;

export const rentalStatusSchema = z.enum(['active', 'returned']);

/** A rental's money (ADR 063): how the rent and deposit are paid and whether they were. */
export const rentalPaymentSchema = z.object({
  method: z.nullable(z.enum(RENTAL_PAYMENT_METHODS)),
  status: z.enum(RENTAL_PAYMENT_STATUSES),
  paidAt: z.nullable(z.string()),
});
export type RentalPayment = z.infer<typeof rentalPaymentSchema>;

/** The deposit once settled after the return: the damage kept and why, what goes back, and where it is. */
export const rentalDepositSchema = z.object({
  status: z.enum(DEPOSIT_STATUSES),
  damage: moneyString,
  reason: z.nullable(z.string()),
  back: moneyString,
  settledAt: z.string(),
});
export type RentalDeposit = z.infer<typeof rentalDepositSchema>;

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
  /** The tool as it is now: its name (with its Kannada and Hindi) and where it is picked up. */
  tool: z.object({ name: z.string(), ...translatedNameSchema, pickupLocation: z.string() }),
  /** Absent only on a rental kept on the device before money was recorded on rentals. */
  payment: z.optional(rentalPaymentSchema),
  /** Null until an administrator settles the deposit after the return. */
  deposit: z.optional(z.nullable(rentalDepositSchema)),
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
    /** Online through the checkout (then POST /tool-rentals/:id/payment), or cash at pickup (the default). */
    paymentMethod: z.optional(z.enum(RENTAL_PAYMENT_METHODS)),
  });
export type CreateToolRentalBody = z.infer<typeof createToolRentalBodySchema>;

/** An administrator settles a returned rental's deposit: the damage kept (rupees, ≤ the deposit) and, when any is kept, why. */
export const depositSettlementBodySchema = z.strictObject({
  damage: z.string().check(z.regex(/^\d{1,7}(\.\d{1,2})?$/, 'An amount in rupees with at most 2 decimals')),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(DAMAGE_REASON_MAX, `At most ${DAMAGE_REASON_MAX} characters`))),
});
export type DepositSettlementBody = z.infer<typeof depositSettlementBodySchema>;

/** A rental as the administrator's Money tab lists it: the customer's name beside it. */
export const adminRentalSchema = z.extend(toolRentalSchema, { customerName: z.nullable(z.string()) });
export type AdminRental = z.infer<typeof adminRentalSchema>;
export const adminRentalListSchema = z.array(adminRentalSchema);
