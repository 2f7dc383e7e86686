import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_ANSWERS_ELEMENT_ID, hasFirstAnswers, scriptSafeJson, type FirstAnswers } from '../../shared/sync/first-answers';
import { firstRequestUrls } from '../../shared/sync/first-requests';
import { signedInSessionOf } from '../auth/request-session';

/** A person's first answers: as the page's element, and as read (for the screen's first view, ADR 049). */
export interface PersonalAnswers {
  element: string;
  first: FirstAnswers;
}

/**
 * The first GETs of a screen for the signed-in person whose cookie came with the navigation, as a
 * `<script type="application/json">` element for the page (ADR 041); null for a screen without
 * them, a visitor (the demo's default persona included), another role, or when none answered 200.
 *
 * Each GET is run through the app itself (`inject`) with the navigation's cookie and no cursor or
 * If-None-Match, so the page carries exactly what the device's first request would have got:
 * the same rows, cursor and ETag, with the same session, role and rate-limit checks. An answer
 * that is not a 200 is left out; the device then asks for it as usual.
 */
export async function firstAnswersOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, screen: string): Promise<PersonalAnswers | null> {
  if (!hasFirstAnswers(screen)) return null;
  const session = await signedInSessionOf(app.sessions, request, reply);
  if (!session) return null;
  const urls = firstRequestUrls(screen, { id: session.userId, userType: session.userType });
  if (urls.length === 0) return null;
  const headers = { cookie: request.headers.cookie ?? '', accept: 'application/json' };
  const answered = await Promise.all(urls.map((url) => app.inject({ method: 'GET', url, headers, remoteAddress: request.ip })));
  const parts: string[] = [];
  const first: FirstAnswers = { userId: session.userId, answers: [] };
  answered.forEach((answer, i) => {
    if (answer.statusCode !== 200 || !String(answer.headers['content-type'] ?? '').startsWith('application/json')) return;
    const etag = typeof answer.headers.etag === 'string' ? answer.headers.etag : null;
    // The body goes in as the JSON text the API sent (it is JSON already); only `<` and the line
    // separators are escaped, over the whole element.
    parts.push(`{"url":${JSON.stringify(urls[i])},"etag":${JSON.stringify(etag)},"body":${answer.payload}}`);
    first.answers.push({ url: urls[i], etag, body: JSON.parse(answer.payload) as unknown });
  });
  if (parts.length === 0) return null;
  const json = `{"userId":${JSON.stringify(session.userId)},"answers":[${parts.join(',')}]}`;
  return { element: `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${scriptSafeJson(json)}</script>`, first };
}
