import crypto from 'node:crypto';
import type { AssessmentQuestion } from '../../../shared/schemas/onboarding';

/** Signs and checks text with the server's secret (the cookie signer). */
export interface Signer {
  sign(value: string): string;
  unsign(signed: string): { valid: boolean; value: string | null };
}

/** One drawn question: its id and the bank's option indexes in the order they were shown. */
export interface DrawnQuestion {
  questionId: string;
  order: number[];
}

export interface Draw {
  providerId: string;
  issuedAt: number;
  questions: DrawnQuestion[];
}

/** A uniformly random permutation of 0..n-1 (Fisher–Yates with a cryptographic source). */
export function shuffledIndexes(n: number, randomInt: (max: number) => number = crypto.randomInt): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** `count` questions of the bank in random order, each with its options shuffled. */
export function drawQuestions(bank: readonly AssessmentQuestion[], count: number, randomInt?: (max: number) => number): { shown: AssessmentQuestion[]; drawn: DrawnQuestion[] } {
  const picked = shuffledIndexes(bank.length, randomInt)
    .slice(0, count)
    .map((i) => bank[i]!);
  const drawn = picked.map((q) => ({ questionId: q.id, order: shuffledIndexes(q.options.length, randomInt) }));
  const shown = picked.map((q, i) => ({ id: q.id, question: q.question, options: drawn[i]!.order.map((o) => q.options[o]!) }));
  return { shown, drawn };
}

export function encodeDraw(draw: Draw, signer: Signer): string {
  const compact = { p: draw.providerId, t: draw.issuedAt, q: draw.questions.map((q) => [q.questionId, q.order]) };
  return signer.sign(Buffer.from(JSON.stringify(compact)).toString('base64url'));
}

/** The draw a token records, or null when it was not signed by this server or is malformed. */
export function decodeDraw(token: string, signer: Signer): Draw | null {
  const { valid, value } = signer.unsign(token);
  if (!valid || value === null) return null;
  try {
    const compact = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { p: string; t: number; q: [string, number[]][] };
    return { providerId: compact.p, issuedAt: compact.t, questions: compact.q.map(([questionId, order]) => ({ questionId, order })) };
  } catch {
    return null;
  }
}
