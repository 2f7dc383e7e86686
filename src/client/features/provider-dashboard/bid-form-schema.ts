import * as z from 'zod/mini';
import { bidMessageText, placeBidBodySchema } from '../../../shared/schemas/bid';
import { numberText } from '../../components/number-text';

const body = placeBidBodySchema.shape;

/** The bid form (spec §5): the bid body's fields, limits and messages, as text inputs. */
export const bidFormSchema = z.object({
  bidAmount: z.pipe(z.string().check(z.trim(), z.minLength(1, { message: 'Bid amount is required', abort: true })), body.bidAmount),
  estimatedDuration: numberText(body.estimatedDuration, { required: 'Duration is required', notANumber: 'Enter whole minutes' }),
  message: bidMessageText,
});

export type BidFormValues = z.infer<typeof bidFormSchema>;
