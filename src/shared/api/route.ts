import * as z from 'zod/mini';
import { idString } from '../schemas/common';
import type { OfflinePolicy, WriteMethod } from './offline-policy';
import { API_PREFIX, PATH_PARAM as PARAM, pathPattern, type PathPattern } from './path-pattern';

export { API_PREFIX };

export type HttpMethod = 'GET' | WriteMethod;

/** The `:name` segments of a path pattern: 'id' | 'type' for '/a/:id/b/:type'. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Every path parameter of the API is an id. */
type ParamsShape<P extends string> = { [K in PathParamName<P>]: typeof idString };

/** One route of the API: what the server registers and what the client calls. */
export interface ApiRoute<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Q extends z.ZodMiniObject | undefined = z.ZodMiniObject | undefined,
> {
  method: M;
  /** Below API_PREFIX, with `:name` for each parameter (Fastify's notation). */
  path: P;
  /** The path parameters' schema, made from the path. */
  params: z.ZodMiniObject<ParamsShape<P>>;
  /** The query string's schema, for the routes that take one. */
  query: Q;
  /** A write's offline policy (offline-policy.ts): whether it may be kept for later. Reads have none. */
  offline?: OfflinePolicy;
}

/** A write of the table: its offline policy is part of it. */
export type WriteRoute<M extends WriteMethod = WriteMethod, P extends string = string> = ApiRoute<M, P, undefined> & { offline: OfflinePolicy };

function paramsOf<P extends string>(path: P): z.ZodMiniObject<ParamsShape<P>> {
  const names = [...path.matchAll(PARAM)].map((match) => match[1]);
  return z.object(Object.fromEntries(names.map((name) => [name, idString]))) as unknown as z.ZodMiniObject<ParamsShape<P>>;
}

/**
 * A route of the table; its parameters' schema follows from the path. A read may take a query
 * schema; a write must say whether it may wait for a signal (`{ offline: 'queue' }`, or what
 * needs the connection): leaving it out fails the typecheck.
 */
export function route<const P extends string, Q extends z.ZodMiniObject | undefined = undefined>(method: 'GET', path: P, query?: Q): ApiRoute<'GET', P, Q>;
export function route<const M extends WriteMethod, const P extends string>(method: M, path: P, policy: { offline: OfflinePolicy }): WriteRoute<M, P>;
export function route(method: HttpMethod, path: string, extra?: z.ZodMiniObject | { offline: OfflinePolicy }): ApiRoute {
  if (method === 'GET') return { method, path, params: paramsOf(path), query: extra as z.ZodMiniObject | undefined };
  const offline = (extra as { offline?: OfflinePolicy } | undefined)?.offline;
  if (offline === undefined) throw new Error(`${method} ${path} needs its offline policy`);
  return { method, path, params: paramsOf(path), query: undefined, offline };
}

/** The values of a route's path parameters. */
export type PathParams<R extends ApiRoute> = { [K in PathParamName<R['path']>]: string };

type QueryOf<R extends ApiRoute> = R['query'] extends z.ZodMiniObject ? z.input<R['query']> : never;

/** What `apiUrl` needs besides the route: the path parameters (if any), then the query (if any). */
export type UrlArgs<R extends ApiRoute> = [PathParamName<R['path']>] extends [never]
  ? [QueryOf<R>] extends [never]
    ? []
    : [params?: Record<string, never>, query?: QueryOf<R>]
  : [QueryOf<R>] extends [never]
    ? [params: PathParams<R>]
    : [params: PathParams<R>, query?: QueryOf<R>];

/** The URL the client calls for a route: '/api/bookings/b%201/start' for startJob with { id: 'b 1' }. */
export function apiUrl<R extends ApiRoute>(route: R, ...[params, query]: UrlArgs<R>): string {
  const values = (params ?? {}) as Record<string, string | undefined>;
  const path = route.path.replace(PARAM, (_, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' || value === '') throw new Error(`${route.method} ${route.path} needs a value for :${name}`);
    return encodeURIComponent(value);
  });
  const entries = Object.entries((query ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined);
  const search = entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`).join('&');
  return `${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

/** A call of a route: its method and URL, as the client's writes and the outbox record them. */
export function apiRequest<R extends ApiRoute>(route: R, ...args: UrlArgs<R>): { method: R['method']; url: string } {
  return { method: route.method, url: apiUrl(route, ...args) };
}

const patterns = new WeakMap<ApiRoute, PathPattern>();

function patternOf(route: ApiRoute): PathPattern {
  let pattern = patterns.get(route);
  if (!pattern) {
    pattern = pathPattern(route.path);
    patterns.set(route, pattern);
  }
  return pattern;
}

/** The path parameters of `url` (a path, with or without a query) when it is this route's path, else null. */
export function matchApiUrl<R extends ApiRoute>(route: R, url: string): PathParams<R> | null {
  const { regex, names } = patternOf(route);
  const match = regex.exec(url.split('?')[0]);
  if (!match) return null;
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])])) as PathParams<R>;
  } catch {
    return null;
  }
}
