import { z } from 'zod';
import { placeBidBodySchema } from '../../../shared/schemas/bid';
import { numberText } from '../../components/number-text';

const body = placeBidBodySchema.shape;

/** The bid form (spec §5): the bid body's fields, limits and messages, as text inputs. */
export const bidFormSchema = z.object({
  bidAmount: z.string().trim().min(1, { message: 'Bid amount is required', abort: true }).pipe(body.bidAmount),
  estimatedDuration: numberText(body.estimatedDuration, { required: 'Duration is required', notANumber: 'Enter whole minutes' }),
  message: body.message.unwrap().unwrap(),
});

export type BidFormValues = z.infer<typeof bidFormSchema>;
