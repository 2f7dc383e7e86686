import { z } from 'zod';
import { MONEY_LIMITS } from '../../../shared/pricing/limits';
import { formatRupees, toPaise } from '../../../shared/pricing/money';

/** The bid form (spec §5): amount and duration required, message optional. */
export const bidFormSchema = z.object({
  bidAmount: z
    .string()
    .trim()
    .min(1, { message: 'Bid amount is required', abort: true })
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter an amount in rupees, e.g. 450')
    .refine((v) => Number(v) > 0, 'Bid amount must be more than 0')
    .refine((v) => !/^\d+(\.\d{1,2})?$/.test(v) || toPaise(v) <= MONEY_LIMITS.bidPaise, `Bid amount must be at most ${formatRupees(MONEY_LIMITS.bidPaise)}`),
  estimatedDuration: z
    .string()
    .trim()
    .min(1, { message: 'Duration is required', abort: true })
    .regex(/^\d+$/, 'Enter whole minutes')
    .refine((v) => Number(v) >= 1 && Number(v) <= 1440, 'Duration must be between 1 and 1440 minutes'),
  message: z.string().max(500, 'Message is too long'),
});

export type BidFormValues = z.infer<typeof bidFormSchema>;
