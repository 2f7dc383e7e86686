import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../shared/api/route';
import { apiRoutes } from '../../shared/api/routes';
import { PUBLIC_READS } from '../../shared/api/public-reads';
import { HttpError } from '../http/http-error';
import type { Actor } from './actor';
import { SESSION_MS, type SessionRecord, type SessionStore } from './session-store';
import { deviceSummary } from './device-summary';

/**
 * Who is calling: the session cookie names a server-side session (session-store.ts). In demo mode a
 * visitor without a cookie acts as the first customer, as the persona switcher always did; outside
 * demo mode only the sign-in routes and the public reads (shared/api/public-reads.ts) answer a
 * visitor, whose `request.actor` is then null. See ADR 016 and ADR 065.
 */
export const DEFAULT_PERSONA = 'customer-1';
/** The cookie over plain HTTP (local development, tests). */
export const SESSION_COOKIE = 'gc_session';
/**
 * The cookie over TLS. The `__Host-` prefix makes the browser accept it only with Secure, Path=/
 * and no Domain, so neither a sibling subdomain nor a plain-HTTP page can plant or overwrite it.
 */
export const TLS_SESSION_COOKIE = '__Host-gc_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or null (a visitor, or the demo's default persona). */
    session: SessionRecord | null;
    /** The cookie's token, when it names a live session. */
    sessionToken: string | null;
  }
}

const key = (method: string, path: string) => `${method} ${API_PREFIX}${path}`;
/**
 * What a visitor may call outside demo mode (and with a cookie that is no longer valid). Outside
 * demo mode the persona switch is open too, so that it can say why it is refused (403).
 */
const OPEN_ROUTES = new Set(
  [apiRoutes.getSession, apiRoutes.requestSignInCode, apiRoutes.verifySignInCode, apiRoutes.signOut, apiRoutes.paymentWebhook].map((r) => key(r.method, r.path)),
);
const PERSONA_SWITCH = key(apiRoutes.switchPersona.method, apiRoutes.switchPersona.path);
const isOpen = (request: FastifyRequest, demoMode: boolean) => {
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  return OPEN_ROUTES.has(route) || (!demoMode && route === PERSONA_SWITCH) || request.url.startsWith(`${API_PREFIX}/docs`);
};
/**
 * What anyone may read without a session (ADR 065). Outside demo mode a visitor reads them with no
 * actor, also with a cookie that is no longer valid (their answer is the same for every visitor);
 * in demo mode everyone acts as someone, so they are read as that persona.
 */
const PUBLIC_READ_ROUTES = new Set(PUBLIC_READS.map((r) => key(r.method, r.path)));
const isPublicRead = (request: FastifyRequest) => PUBLIC_READ_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`);

/** The raw (still signed) session cookie; both names are read so a move to TLS keeps sessions. */
function sessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[TLS_SESSION_COOKIE] ?? request.cookies?.[SESSION_COOKIE];
}

/** Cookies whose signature was checked, as read: a poll's cookie is verified once, not on every request. */
const VERIFIED_COOKIES_MAX = 20_000;
/** Per app (each has its own signing secret). */
type VerifiedCookies = Map<string, { token: string; userId: string; renew?: boolean }>;

/** The cookie names its session's token and user: `token.userId`, signed. */
function readCookie(request: FastifyRequest, verifiedCookies?: VerifiedCookies): { token: string; userId: string; renew?: boolean } | 'none' | 'invalid' {
  const raw = sessionCookie(request);
  if (!raw) return 'none';
  // Only cookies that passed the check are kept (a flood of forged ones cannot fill it with
  // anything), keyed by the whole signed text, so a hit is the same check's same answer.
  const verified = verifiedCookies?.get(raw);
  if (verified) return verified;
  const read = unsign(request, raw);
  if (verifiedCookies && typeof read === 'object') {
    if (verifiedCookies.size >= VERIFIED_COOKIES_MAX) verifiedCookies.clear();
    verifiedCookies.set(raw, read);
  }
  return read;
}

/** `renew`: signed with a previous secret (SESSION_SECRET_PREVIOUS, a rotation), so it is signed again with the current one. */
function unsign(request: FastifyRequest, raw: string): { token: string; userId: string; renew?: boolean } | 'invalid' {
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return 'invalid';
  const dot = unsigned.value.indexOf('.');
  if (dot <= 0) return 'invalid';
  return { token: unsigned.value.slice(0, dot), userId: unsigned.value.slice(dot + 1), ...(unsigned.renew ? { renew: true } : {}) };
}

/** request.protocol is 'https' on a TLS listener, or behind a proxy only when TRUST_PROXY allows it. */
function cookieFor(request: FastifyRequest) {
  const secure = request.protocol === 'https';
  return {
    name: secure ? TLS_SESSION_COOKIE : SESSION_COOKIE,
    options: { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, signed: true },
  };
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, record: SessionRecord): void {
  const { name, options } = cookieFor(request);
  reply.setCookie(name, `${token}.${record.userId}`, { ...options, maxAge: Math.floor(SESSION_MS / 1000) });
  // A plain-HTTP cookie left from before TLS would otherwise linger beside the new one.
  if (name === TLS_SESSION_COOKIE && request.cookies?.[SESSION_COOKIE]) reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The live session the request's cookie names (its expiry slid, the cookie renewed on `reply` when it was). */
async function liveSession(store: SessionStore, request: FastifyRequest, reply: FastifyReply, cookie: ReturnType<typeof readCookie>) {
  if (typeof cookie !== 'object') return null;
  const record = await store.find(cookie.token);
  if (!record || record.userId !== cookie.userId) return null;
  if (record.renewed || cookie.renew) setSessionCookie(request, reply, cookie.token, record);
  return record;
}

/**
 * The signed-in session of a request outside /api (a page): null for a visitor, a cookie that is
 * not valid, or the demo's default persona. Reads nothing else and starts no session.
 */
export async function signedInSessionOf(store: SessionStore, request: FastifyRequest, reply: FastifyReply): Promise<SessionRecord | null> {
  return liveSession(store, request, reply, readCookie(request));
}

export function registerRequestSession(app: FastifyInstance, store: SessionStore, demoMode: boolean): void {
  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('session', null);
  app.decorateRequest('sessionToken', null);
  const verifiedCookies: VerifiedCookies = new Map();
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${API_PREFIX}/`)) return;
    const cookie = readCookie(request, verifiedCookies);
    const record = await liveSession(store, request, reply, cookie);
    if (typeof cookie === 'object' && record) {
      request.session = record;
      request.sessionToken = cookie.token;
      request.actor = { id: record.userId, userType: record.userType, sessionId: record.sessionId };
      return;
    }
    const visitorMayRead = !demoMode && isPublicRead(request);
    if (cookie !== 'none' && !isOpen(request, demoMode) && !visitorMayRead) {
      throw new HttpError(401, demoMode ? 'Your session is not valid. Reload the page to start a new one.' : 'Your session has ended. Please sign in again.');
    }
    if (demoMode) request.actor = { id: DEFAULT_PERSONA, userType: 'customer' };
    else if (!isOpen(request, demoMode) && !visitorMayRead) throw new HttpError(401, 'Please sign in to continue.');
  });
  // A write made offline carries the account it was made as. Replayed under another account it must
  // wait (401) rather than be judged as that account; a 403 then always means a real refusal.
  app.addHook('onRequest', async (request) => {
    const madeAs = request.headers['x-acting-as'];
    if (typeof madeAs === 'string' && madeAs !== request.actor?.id) {
      throw new HttpError(401, `This change was made as ${madeAs}; sign in as that account to send it.`);
    }
  });
}

/**
 * Starts a session for the account and sets its cookie (replacing the caller's). A session the
 * cookie named before stays until it expires or its account signs out everywhere.
 */
export async function startSession(store: SessionStore, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<SessionRecord> {
  const { token, record } = await store.start(userId, deviceSummary(request.headers['user-agent']));
  setSessionCookie(request, reply, token, record);
  request.session = record;
  request.sessionToken = token;
  return record;
}

/** Ends this session (its row and its cookie). */
export async function endSession(store: SessionStore, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.sessionToken) await store.end(request.sessionToken);
  for (const name of [SESSION_COOKIE, TLS_SESSION_COOKIE]) {
    if (request.cookies?.[name]) reply.clearCookie(name, { path: '/', secure: name === TLS_SESSION_COOKIE });
  }
  request.session = null;
  request.sessionToken = null;
}
