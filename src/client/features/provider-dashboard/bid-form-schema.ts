import * as z from 'zod/mini';
import { bidMessageText, placeBidBodySchema } from '../../../shared/schemas/bid';
import { numberText } from '../../components/number-text';

const body = placeBidBodySchema.shape;

/**
 * The bid form (spec §5): the bid body's fields, limits and messages, as text inputs. Its own
 * messages are `forms` ids; the body's are its English, worded by `formText` (ADR 031).
 */
export const bidFormSchema = z.object({
  bidAmount: z.pipe(z.string().check(z.trim(), z.minLength(1, { message: 'forms.bid.amountRequired', abort: true })), body.bidAmount),
  estimatedDuration: numberText(body.estimatedDuration, { required: 'forms.bid.durationRequired', notANumber: 'forms.bid.durationNumber' }),
  message: bidMessageText,
});

export type BidFormValues = z.infer<typeof bidFormSchema>;
