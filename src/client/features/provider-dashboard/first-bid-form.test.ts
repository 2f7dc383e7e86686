import { describe, expect, it } from 'vitest';
import { bidFormSchema } from './bid-form-schema';
import { answerOutcome, checkFirstBid, firstBidBody, jobInAnswers, type FirstBidValues } from './first-bid-form';

/** The app's form's first message for each field (react-hook-form shows the first issue). */
function appProblems(values: FirstBidValues): Record<string, string> {
  const parsed = bidFormSchema.safeParse(values);
  const problems: Record<string, string> = {};
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    problems[field] ??= issue.message;
  }
  return problems;
}

describe('the first view’s bid form (ADR 111)', () => {
  const amounts = ['', '   ', '0', '0.00', '-5', '12.345', 'abc', '1,000', '100000', '100000.01', '200001', '455', ' 455.5 ', '0.01'];
  const durations = ['', ' ', 'x', '1.5', '0', '-3', '1', '60', ' 45 ', '1440', '1441', '1e3'];
  const messages = ['', '  hi  ', 'a'.repeat(500), ` ${'a'.repeat(500)} `, 'a'.repeat(501), 'line\nbreak', 'bell\u0007'];

  it.each(amounts)('finds in the amount %j what the app’s form finds', (bidAmount) => {
    const values = { bidAmount, estimatedDuration: '60', message: '' };
    expect(checkFirstBid(values).bidAmount).toBe(appProblems(values).bidAmount);
  });

  it.each(durations)('finds in the duration %j what the app’s form finds', (estimatedDuration) => {
    const values = { bidAmount: '400', estimatedDuration, message: '' };
    expect(checkFirstBid(values).estimatedDuration).toBe(appProblems(values).estimatedDuration);
  });

  it.each(messages.map((m) => [m]))('finds in the message %# what the app’s form finds', (message) => {
    const values = { bidAmount: '400', estimatedDuration: '60', message };
    expect(checkFirstBid(values).message).toBe(appProblems(values).message);
  });

  it('builds the body placeBid builds: the amount in its wire form, the note trimmed or null, the client id', () => {
    expect(firstBidBody('b-1', 'provider-1', { bidAmount: ' 455.5 ', estimatedDuration: ' 50 ', message: '  Bring water  ' }, 'id-1')).toEqual({
      bookingId: 'b-1',
      providerId: 'provider-1',
      bidAmount: '455.50',
      estimatedDuration: 50,
      message: 'Bring water',
      id: 'id-1',
    });
    const body = firstBidBody('b-1', 'provider-1', { bidAmount: '300', estimatedDuration: '30', message: '   ' }, 'id-2');
    expect(body.message).toBeNull();
    // The order the server hashes with the Idempotency-Key (JSON.stringify).
    expect(Object.keys(body)).toEqual(['bookingId', 'providerId', 'bidAmount', 'estimatedDuration', 'message', 'id']);
  });

  it('hands over an answer that is not final, shows a refusal, and closes on success', () => {
    const answer = (status: number, more: { retryAfter?: boolean; queuedByWorker?: boolean } = {}) =>
      answerOutcome({ status, retryAfter: more.retryAfter ?? false, queuedByWorker: more.queuedByWorker ?? false });
    expect(answer(201)).toBe('done');
    expect(answer(200)).toBe('done');
    expect(answer(409)).toBe('refused');
    expect(answer(422)).toBe('refused');
    expect(answer(403)).toBe('refused');
    expect(answer(409, { retryAfter: true })).toBe('handOver');
    expect(answer(429)).toBe('handOver');
    expect(answer(408)).toBe('handOver');
    expect(answer(503)).toBe('handOver');
    expect(answer(202, { queuedByWorker: true })).toBe('handOver');
  });

  it('reads the card’s job from the page’s first answers', () => {
    const answers = {
      userId: 'provider-1',
      answers: [
        { url: '/api/session', etag: null, body: { user: { id: 'provider-1' } } },
        {
          url: '/api/sync/pending',
          etag: null,
          body: { changes: [{ id: 'b-1', status: 'emergency_released', location: 'HSR Layout', services: [{ name: 'Basic Wash' }, { name: 'Interior' }] }] },
        },
      ],
    };
    expect(jobInAnswers(answers, 'b-1')).toEqual({ status: 'emergency_released', location: 'HSR Layout', services: ['Basic Wash', 'Interior'] });
    expect(jobInAnswers(answers, 'b-2')).toBeNull();
    expect(jobInAnswers(null, 'b-1')).toBeNull();
    expect(jobInAnswers({ answers: [{ body: 'x' }] }, 'b-1')).toBeNull();
  });
});
