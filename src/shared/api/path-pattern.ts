import { escapeRegExp } from '../escape-reg-exp';

/** Every API path starts with this; the server registers its routes under it. */
export const API_PREFIX = '/api';

/** A `:name` segment of a route's path (Fastify's notation). */
export const PATH_PARAM = /:([A-Za-z][A-Za-z0-9]*)/g;

export interface PathPattern {
  /** Matches a whole URL path (prefix included, no query), one group per parameter. */
  regex: RegExp;
  /** The parameters' names, in the order of the groups. */
  names: string[];
}

/** The matcher of a route's path ('/bookings/:id/start'): no schema library, so the service worker can use it. */
export function pathPattern(path: string): PathPattern {
  const names = [...path.matchAll(PATH_PARAM)].map((match) => match[1]);
  const source = path
    .split(PATH_PARAM)
    .map((part, i) => (i % 2 === 1 ? '([^/]+)' : escapeRegExp(part)))
    .join('');
  return { regex: new RegExp(`^${escapeRegExp(API_PREFIX)}${source}$`), names };
}
