import type { FastifyInstance } from 'fastify';

/** A session cookie as the sign-in routes set it, for a session started in the app's store. */
export async function sessionCookieOf(app: FastifyInstance, userId: string): Promise<string> {
  const { token } = await app.sessions.start(userId);
  return `gc_session=${encodeURIComponent(app.signCookie(`${token}.${userId}`))}`;
}
