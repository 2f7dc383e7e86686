import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { UserType } from '../../shared/schemas/common';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { Actor } from './actor';

/**
 * The demo stand-in for sign-in: a signed, httpOnly cookie names a session and its persona.
 * Reading it needs no database (polls stay query-free); switching persona records the session.
 * A real sign-in replaces this module and nothing else.
 */
export const DEFAULT_PERSONA = 'customer-1';
/** The cookie over plain HTTP (local development, tests). */
export const SESSION_COOKIE = 'gc_session';
/**
 * The cookie over TLS. The `__Host-` prefix makes the browser accept it only with Secure, Path=/
 * and no Domain, so neither a sibling subdomain nor a plain-HTTP page can plant or overwrite it.
 */
export const TLS_SESSION_COOKIE = '__Host-gc_session';

export class UserRoles {
  private roles = new Map<string, UserType>();
  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    const rows = await this.db.select({ id: users.id, userType: users.userType }).from(users);
    this.roles = new Map(rows.map((r) => [r.id, r.userType]));
  }

  async roleOf(userId: string): Promise<UserType | undefined> {
    if (!this.roles.has(userId)) await this.load();
    return this.roles.get(userId);
  }
}

/** The raw (still signed) session cookie; both names are read so a move to TLS keeps sessions. */
export function sessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[TLS_SESSION_COOKIE] ?? request.cookies?.[SESSION_COOKIE];
}

/** request.protocol is 'https' on a TLS listener, or behind a proxy only when TRUST_PROXY allows it. */
function cookieFor(request: FastifyRequest) {
  const secure = request.protocol === 'https';
  return {
    name: secure ? TLS_SESSION_COOKIE : SESSION_COOKIE,
    options: { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, signed: true, maxAge: 60 * 60 * 24 * 365 },
  };
}

export function registerPersonaSession(app: FastifyInstance, roles: UserRoles): void {
  app.decorateRequest('actor', null as unknown as Actor);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const raw = sessionCookie(request);
    if (!raw) {
      request.actor = { id: DEFAULT_PERSONA, userType: 'customer' };
      return;
    }
    const unsigned = request.unsignCookie(raw);
    const userId = unsigned.valid && unsigned.value ? unsigned.value.split('.')[1] : undefined;
    const userType = userId ? await roles.roleOf(userId) : undefined;
    if (!userId || !userType) {
      // Only a fresh session may be asked for with a cookie that is not ours.
      if (request.method === 'GET' && request.url.split('?')[0] === '/api/session') {
        request.actor = { id: DEFAULT_PERSONA, userType: 'customer' };
        return;
      }
      throw new HttpError(401, 'Your session is not valid. Reload the page to start a new one.');
    }
    request.actor = { id: userId, userType };
  });
  // A write made offline carries the persona it was made as. Replayed under another persona it must
  // wait (401) rather than be judged as that persona; a 403 then always means a real refusal.
  app.addHook('onRequest', async (request) => {
    const madeAs = request.headers['x-acting-as'];
    if (typeof madeAs === 'string' && request.actor && madeAs !== request.actor.id) {
      throw new HttpError(401, `This change was made as ${madeAs}; switch back to that persona to send it.`);
    }
  });
}

export async function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const sessionId = crypto.randomUUID();
  await db.insert(sessions).values({ id: sessionId, userId });
  const { name, options } = cookieFor(request);
  reply.setCookie(name, `${sessionId}.${userId}`, options);
  // A plain-HTTP cookie left from before TLS would otherwise linger beside the new one.
  if (name === TLS_SESSION_COOKIE && request.cookies?.[SESSION_COOKIE]) reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function hasSessionCookie(request: FastifyRequest): boolean {
  const raw = sessionCookie(request);
  return Boolean(raw && request.unsignCookie(raw).valid);
}

export async function touchSession(db: Db, userId: string, sessionId: string): Promise<void> {
  await db.update(sessions).set({ userId, updatedAt: new Date() }).where(eq(sessions.id, sessionId));
}
