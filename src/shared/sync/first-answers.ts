import { manifestEntry } from './screen-manifest';

/**
 * A signed-in person's navigation to some screens is answered with the GETs that screen makes
 * first already in the page (ADR 041): the server runs each request as the device would send it
 * at that moment (same cookie, no cursor, no If-None-Match) and writes status-200 answers into a
 * `<script type="application/json">` element with this id; the device applies each one, once, in
 * place of its first request to that URL.
 */
export const FIRST_ANSWERS_ELEMENT_ID = 'gc-first-answers';

/** One GET answered in the page: its URL, its ETag and its JSON body, as the API sent them. */
export interface FirstAnswer {
  url: string;
  etag: string | null;
  body: unknown;
}

/** The element's content: whose answers they are (the session's user) and the answers. */
export interface FirstAnswers {
  userId: string;
  answers: FirstAnswer[];
}

/** Whether a screen's page may carry a person's answers (its HTML then depends on the cookie). */
export function hasFirstAnswers(screen: string): boolean {
  return manifestEntry(screen) !== undefined;
}

/**
 * JSON text safe inside a `<script>` element: `<` is written `\u003c` (no `</script>` or `<!--`
 * can end or change the element, whatever a person typed into an address), and the line
 * separators U+2028 and U+2029 escaped too. JSON.parse reads the same value back.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * A screen's first view (ADR 049): the element of a built page where the server writes, for the
 * signed-in person, the screen as it looks with the first answers, so it paints before any code
 * runs. Empty in the built page (the screen's loading state shows beside it then). Its content is
 * one element whose FIRST_VIEW_OF_ATTRIBUTE names the person it was made for.
 */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';
export const FIRST_VIEW_OF_ATTRIBUTE = 'data-first-view-of';

/**
 * Renders a screen's first view from the person's first answers: HTML for the page's
 * FIRST_VIEW_ATTRIBUTE element, or null when these answers cannot make it. The server loads it
 * from the build (first-views-build.ts, made from src/client/first-views.tsx).
 */
export type FirstViewRenderer = (screen: string, first: FirstAnswers) => Promise<string | null>;
