import * as z from 'zod/mini';
import { FIRST_ANSWERS_ELEMENT_ID } from '../../../shared/sync/first-answers';
import type { GetAnswer } from '../../sync/http';
import type { JobContext } from '../registry/table-spec';

/**
 * The answers the server put in the page for the signed-in person (ADR 041): each stands in for
 * the device's first request to its URL, once. They are as old as the page: past FRESH_FOR_MS
 * after the navigation (a tab opened and left in the background, say) they are dropped and the
 * device asks the network as usual.
 */
const FRESH_FOR_MS = 30_000;

const firstAnswersSchema = z.object({
  userId: z.string(),
  answers: z.array(z.object({ url: z.string(), etag: z.nullable(z.string()), body: z.unknown() })),
});

interface Kept {
  userId: string;
  byUrl: Map<string, { etag: string | null; body: unknown }>;
}

let kept: Kept | null | undefined;

/** Reads the page's element once; a page without one, or one that does not parse, has none. */
function read(doc: Document | undefined): Kept | null {
  const text = doc?.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = firstAnswersSchema.parse(JSON.parse(text));
    return { userId: parsed.userId, byUrl: new Map(parsed.answers.map((a) => [a.url, { etag: a.etag, body: a.body }])) };
  } catch (error) {
    console.warn('The answers in the page could not be read; asking the network', error);
    return null;
  }
}

/**
 * The page's answer for a job's first request to `url`, taken (it is used once), or undefined.
 * The session's answer names who is acting, so it is taken for any persona; every other answer
 * only while the acting persona is the person it was made for.
 */
export function takeFirstAnswer(url: string, ctx: JobContext, sessionUrl: boolean, now = performance.now()): GetAnswer | undefined {
  if (kept === undefined) kept = read(typeof document === 'undefined' ? undefined : document);
  if (!kept) return undefined;
  if (now > FRESH_FOR_MS) {
    kept = null;
    return undefined;
  }
  if (!sessionUrl && ctx.userId !== kept.userId) return undefined;
  const answer = kept.byUrl.get(url);
  if (!answer) return undefined;
  kept.byUrl.delete(url);
  return { status: 200, body: answer.body, etag: answer.etag };
}

/** Forgets what was read (tests). */
export function resetFirstAnswers(): void {
  kept = undefined;
}
