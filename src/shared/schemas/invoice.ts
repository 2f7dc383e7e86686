import * as z from 'zod/mini';
import { bookingPaymentSchema } from './payment';
import { idString, moneyString } from './common';

/** Invoice numbers: at most 16 letters, digits, '/' and '-', e.g. 'GC/26-27/000042'. */
export const invoiceNumberSchema = z.string().check(z.regex(/^[A-Za-z0-9/-]{1,16}$/, 'At most 16 letters, digits, / and -'));

export const invoiceLineSchema = z.object({
  description: z.string(),
  /** Services accounting code. */
  sac: z.string(),
  quantity: z.number().check(z.int()),
  /** The line's share of the service price, before GST. */
  taxableValue: moneyString,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/**
 * A tax invoice (CGST Rules, rule 46) issued by the platform, as the e-commerce operator
 * collecting the whole price, when a job is completed. Frozen as issued.
 */
export const taxInvoiceSchema = z.object({
  bookingId: idString,
  number: invoiceNumberSchema,
  issuedAt: z.string(),
  supplier: z.object({ name: z.string(), address: z.string(), gstin: z.string() }),
  recipient: z.object({ name: z.string(), address: z.string() }),
  placeOfSupply: z.string(),
  lines: z.array(invoiceLineSchema),
  taxableValue: moneyString,
  /** Percentages: 9 means 9 %. */
  cgstRate: z.number(),
  cgstAmount: moneyString,
  sgstRate: z.number(),
  sgstAmount: moneyString,
  total: moneyString,
  /** Always false here: the platform pays the tax, not the recipient. */
  reverseCharge: z.boolean(),
  /** Whether the total is paid, and how (ADR 071): read live, not frozen with the invoice; absent in copies kept before it. */
  payment: z.optional(bookingPaymentSchema),
});
export type TaxInvoice = z.infer<typeof taxInvoiceSchema>;
