import { bidAmountProblem, bidDurationProblem, bidMessageProblem } from '../../../shared/domain/bid-rules';
import type { MessageId } from '../../i18n/areas';
import { bidBody, type BidBody } from '../../data/mutations/bid-body';
import type { HeldBid } from '../../data/mutations/held-bids';

/**
 * The first view's bid form (ADR 111), the parts that need no page: its checks (the bid's shared
 * rules, bid-rules.ts, in the order the app's form reports them), the body it sends (bidBody, as
 * placeBid builds it), what an answer means, and the job a card stands for in the page's first
 * answers. The page's side is first-bid.ts.
 */
export const FIRST_BID = { idBase: 'first-bid' } as const;

/** The words the form shows besides its markup's, worded by the server in the template's data-texts. */
export const FIRST_BID_TEXTS = [
  'dashboard.bid.submit',
  'dashboard.bid.sending',
  'dashboard.jobs.yourBid',
  'dashboard.jobs.waitingToSync',
  'forms.bid.amountRequired',
  'forms.bid.durationRequired',
  'forms.bid.durationNumber',
] as const satisfies readonly MessageId[];

export interface FirstBidValues {
  bidAmount: string;
  estimatedDuration: string;
  message: string;
}

export type FirstBidProblems = Partial<Record<keyof FirstBidValues, string>>;

/** Each field's first problem (a `forms` id or the API's English, as the app's form shows them); empty when the bid may go. */
export function checkFirstBid(values: FirstBidValues): FirstBidProblems {
  const problems: FirstBidProblems = {};
  const amount = bidAmountProblem(values.bidAmount);
  const duration = bidDurationProblem(values.estimatedDuration);
  const message = bidMessageProblem(values.message);
  if (amount) problems.bidAmount = amount;
  if (duration) problems.estimatedDuration = duration;
  if (message) problems.message = message;
  return problems;
}

/** The body of a checked bid: a new bid, with its client id. */
export function firstBidBody(bookingId: string, providerId: string, values: FirstBidValues, id: string): BidBody & { id: string } {
  const body = bidBody(bookingId, providerId, { bidAmount: values.bidAmount.trim(), estimatedDuration: Number(values.estimatedDuration.trim()), message: values.message }, id);
  return { ...body, id };
}

/**
 * What an answer to the bid means: `done` (placed), `refused` (the server's message is shown in
 * the dialog, as the app does), or `handOver`: the answer says nothing final (asked to wait, a
 * server error, the service worker keeping it), so the app sends it again under the same key.
 */
export function answerOutcome(answer: { status: number; retryAfter: boolean; queuedByWorker: boolean }): 'done' | 'refused' | 'handOver' {
  if (answer.queuedByWorker) return 'handOver';
  if (answer.status >= 200 && answer.status < 300) return 'done';
  if (answer.retryAfter || answer.status === 408 || answer.status === 429 || answer.status >= 500) return 'handOver';
  return 'refused';
}

/** The job a card stands for, as the page's first answers have it (read without a schema: only these fields, each checked). */
export function jobInAnswers(answers: unknown, bookingId: string): HeldBid['job'] | null {
  const list = (answers as { answers?: unknown } | null)?.answers;
  if (!Array.isArray(list)) return null;
  for (const answer of list as { body?: { changes?: unknown } }[]) {
    const changes = answer?.body?.changes;
    if (!Array.isArray(changes)) continue;
    const job = (changes as Record<string, unknown>[]).find((c) => c?.id === bookingId);
    if (!job) continue;
    const services = Array.isArray(job.services) ? (job.services as { name?: unknown }[]).map((s) => String(s?.name ?? '')) : [];
    return { status: String(job.status ?? ''), location: String(job.location ?? ''), services };
  }
  return null;
}
