import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTERS_MESSAGE, NO_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS } from '../../shared/schemas/common';
import { badRequest } from './http-error';

const MAX_DEPTH = 32;

/** The address as the router reads it: percent-escapes decoded (a malformed one stays as sent). */
function decoded(url: string): string {
  try {
    return decodeURIComponent(url.replace(/\+/g, ' '));
  } catch {
    return url;
  }
}

/** The dotted path of the first string (or key) with a control character other than a line break, or null. */
export function findControlCharacter(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS.test(value) ? null : path.join('.') || 'body';
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!NO_CONTROL_CHARACTERS.test(key)) return [...path, '(a key)'].join('.');
    const found = findControlCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One guard in front of every API route, so no string with a control character reaches a handler
 * or the database (PostgreSQL refuses NUL in text with an error): the path and query may hold none
 * at all, a JSON body none but tabs and line breaks. The shared string schemas
 * (src/shared/schemas/common.ts) then say which fields must be a single line.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (!NO_CONTROL_CHARACTERS.test(decoded(request.url))) {
      throw badRequest(`The address ${CONTROL_CHARACTERS_MESSAGE.toLowerCase()}`);
    }
  });
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const where = findControlCharacter(request.body);
    if (where) throw badRequest(`${where}: ${CONTROL_CHARACTERS_MESSAGE}`);
  });
}
