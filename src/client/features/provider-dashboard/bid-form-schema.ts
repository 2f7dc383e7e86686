import { z } from 'zod';
import { placeBidBodySchema } from '../../../shared/schemas/bid';
import { numberText } from '../../components/number-text';

const body = placeBidBodySchema.shape;

/**
 * The bid form (spec §5): the bid body's fields, limits and messages, as text inputs. Its own
 * messages are `forms` ids; the body's are its English, worded by `formText` (ADR 031).
 */
export const bidFormSchema = z.object({
  bidAmount: z.string().trim().min(1, { message: 'forms.bid.amountRequired', abort: true }).pipe(body.bidAmount),
  estimatedDuration: numberText(body.estimatedDuration, { required: 'forms.bid.durationRequired', notANumber: 'forms.bid.durationNumber' }),
  message: body.message.unwrap().unwrap(),
});

export type BidFormValues = z.infer<typeof bidFormSchema>;
