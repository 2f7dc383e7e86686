import { fromPaise, toPaise } from '../../../shared/pricing/money';

/**
 * The bid write as the route table has it (`apiRequest(apiRoutes.placeBid)`), written here so the
 * first view's bid form (ADR 111) sends it without the table and its schemas; a test holds the two
 * equal, as for CREATE_BOOKING_WRITE (ADR 107).
 */
export const PLACE_BID_WRITE = {
  method: 'POST',
  // eslint-disable-next-line no-restricted-syntax -- the route table brings zod; bid-body.test.ts holds this equal to it
  url: '/api/bids',
} as const;

/** What the provider decides in a bid, as the form gives it. */
export interface BidChoice {
  bidAmount: string;
  estimatedDuration: number;
  message?: string | null;
}

/** The bid body as sent (placeBidBodySchema's shape): `id` only for a new bid. */
export interface BidBody {
  bookingId: string;
  providerId: string;
  bidAmount: string;
  estimatedDuration: number;
  message: string | null;
  id?: string;
}

/**
 * The body of a bid, built the one way both the app (placeBid) and the first view's form build it:
 * the amount in its wire form, the note trimmed or null. The server hashes the body with its
 * Idempotency-Key, so a bid handed from one to the other must be built alike.
 */
export function bidBody(bookingId: string, providerId: string, choice: BidChoice, id?: string): BidBody {
  const message = choice.message?.trim() ? choice.message.trim() : null;
  const body: BidBody = { bookingId, providerId, bidAmount: fromPaise(toPaise(choice.bidAmount)), estimatedDuration: choice.estimatedDuration, message };
  if (id !== undefined) body.id = id;
  return body;
}
