import { z } from 'zod';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../shared/schemas/common';
import { SESSION_COOKIE, TLS_SESSION_COOKIE } from '../auth/request-session';
import { actingAsHeader, idempotencyKeyHeader, ifNoneMatchHeader } from './api-headers';

/**
 * The API description is generated from the routes' own schemas (fastify-type-provider-zod); this
 * module adds, in one place for every route, what the shared machinery does around them: the
 * session cookie, the headers read (If-None-Match, Idempotency-Key, X-Acting-As) and set (ETag,
 * Cache-Control, Retry-After, Idempotent-Replayed, Set-Cookie, X-RateLimit-*), and the answers any
 * route can give besides its own (400, 401, 304, 409/422 of idempotent writes, 413, 415, 429, 500).
 * A route adds its own statuses in its schema; a route marks in its schema only what this module
 * cannot know: `x-sets-session-cookie` (it sets the cookie) and `x-not-idempotent` (a write that
 * takes no Idempotency-Key).
 */

type Json = Record<string, any>;

const errorJson = z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' }) as Json;
delete errorJson.$schema;
const headerJson = (schema: z.core.$ZodType) => {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input' }) as Json;
  delete json.$schema;
  return json;
};

/** What each status means wherever it is answered. */
const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  304: 'Not modified: the ETag sent in If-None-Match is still current (no body)',
  400: 'The request is not valid: a parameter, the body, a header, or a control character in the address',
  401: 'Not signed in, the session has ended, or X-Acting-As names another account than the one signed in',
  403: 'The signed-in account may not do this, a persona switch outside demo mode, or a write from another site (Origin / Sec-Fetch-Site)',
  404: 'Not found',
  409: 'Conflicts with the current state (or a request with the same Idempotency-Key is still running: ask again after Retry-After)',
  411: 'The upload did not declare its length',
  413: 'The request is larger than accepted',
  415: 'The body is not of an accepted type',
  422: 'Refused by a rule of the marketplace (or the Idempotency-Key was used with another request)',
  429: 'Too many requests: ask again after Retry-After',
  500: 'Something went wrong on the server; nothing was changed',
  503: 'Unavailable for now: maintenance, the server is busy (reads shed under load), the photo queue is full, or the SMS could not be sent (Retry-After, when present, says when to ask again)',
};

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';
const methodsOf = (route: { method: string | string[] }) => (Array.isArray(route.method) ? route.method : [route.method]);

/** `POST /api/bookings/:id/cancel` → `postBookingsByIdCancel`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split('-')));
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/** @fastify/swagger's per-route transform: the zod conversion, then the shared additions. */
export function describeRoute(input: Parameters<typeof jsonSchemaTransform>[0]): ReturnType<typeof jsonSchemaTransform> {
  const out = jsonSchemaTransform(input) as { schema: Json; url: string };
  const { schema, url } = out;
  const route = (input as unknown as { route: { method: string | string[] } }).route;
  if (!url.startsWith('/api/') || !schema || schema.hide) return out;
  const methods = methodsOf(route).filter((m) => m !== 'HEAD');
  if (methods.length !== 1) return out;
  const method = methods[0];
  const idempotent = isWrite(method) && !schema['x-not-idempotent'];

  schema.operationId ??= operationIdOf(method, url);
  const headers: Json = schema.headers ?? { type: 'object', properties: {} };
  if (method === 'GET') headers.properties['if-none-match'] = headerJson(ifNoneMatchHeader);
  if (idempotent) {
    headers.properties['idempotency-key'] = headerJson(idempotencyKeyHeader);
    headers.properties['x-acting-as'] = headerJson(actingAsHeader);
  }
  if (Object.keys(headers.properties).length > 0) schema.headers = headers;

  const response: Json = (schema.response ??= {});
  const add = (status: number) => (response[status] ??= { ...errorJson });
  [400, 401, 429, 500].forEach(add);
  if (method === 'GET') response[304] ??= { type: 'null' };
  if (isWrite(method)) [413, 415].forEach(add);
  if (idempotent) [409, 422].forEach(add);
  for (const [status, answer] of Object.entries(response)) {
    if (answer && typeof answer === 'object' && !answer.description) answer.description = STATUS_TEXT[status] ?? 'Answer';
  }
  return out;
}

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

const HEADERS: Json = {
  ETag: { description: 'Identifies this version of the answer; send it back in If-None-Match', schema: { type: 'string' } },
  'Cache-Control': { description: 'no-cache for data (ask again, 304 when unchanged); photos may be kept for good', schema: { type: 'string' } },
  'Retry-After': { description: 'Seconds to wait before asking again', schema: { type: 'integer', minimum: 0 } },
  'Idempotent-Replayed': { description: "'true' when this is the stored first answer to the same Idempotency-Key", schema: { type: 'string', enum: ['true'] } },
  'Set-Cookie': {
    description: `The session cookie ${SESSION_COOKIE} (${TLS_SESSION_COOKIE} over TLS): signed, HttpOnly, SameSite=Lax, Secure over TLS; names a server-side session that ends after 30 days unused, on sign-out, or on sign-out of all devices`,
    schema: { type: 'string' },
  },
  'X-RateLimit-Limit': { description: 'Requests allowed per minute (reads and writes counted apart)', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in this minute', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until the minute starts again', schema: { type: 'integer' } },
};

/** Which response headers go with which answers; the one place that knows, read by the test too. */
export function responseHeadersFor(method: string, status: number, op: { idempotent: boolean; setsCookie: boolean }): string[] {
  const names: string[] = [];
  const ok = status >= 200 && status < 300;
  if (status !== 304) names.push('X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset');
  if (method === 'GET' && (ok || status === 304)) names.push('ETag', 'Cache-Control');
  if (status === 429 || status === 503 || (status === 409 && op.idempotent)) names.push('Retry-After');
  if (ok && op.idempotent) names.push('Idempotent-Replayed');
  if (ok && op.setsCookie) names.push('Set-Cookie');
  return names;
}

/**
 * OpenAPI 3.0 reads `nullable: true` beside an `enum` as allowing null only when the enum lists it;
 * the zod conversion leaves it out, so a nullable enum (a booking's payment method) gains it here.
 */
function nullInNullableEnums(node: unknown, depth = 0): void {
  if (!node || typeof node !== 'object' || depth > 64) return;
  if (Array.isArray(node)) {
    for (const item of node) nullInNullableEnums(item, depth + 1);
    return;
  }
  const schema = node as Json;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  for (const value of Object.values(schema)) nullInNullableEnums(value, depth + 1);
}

/** @fastify/swagger's whole-document transform: the response headers, the cookie, servers, licence. */
export function describeDocument(input: { openapiObject: Json }): Json {
  const doc = input.openapiObject;
  nullInNullableEnums(doc.paths);
  doc.servers = [{ url: '/', description: 'The server that serves this description' }];
  doc.info.license = { name: 'Proprietary' };
  doc.components ??= {};
  doc.components.headers = HEADERS;
  doc.components.securitySchemes = {
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
      description:
        `The signed-in session, set by POST /api/auth/verify (phone and one-time code) or, in demo mode only, by POST /api/session. ` +
        `Outside demo mode every route but GET /api/session, /api/auth/otp, /verify and /logout and the public reads (the services, ` +
        `pricing, settings, tools, and active providers' public profiles and hours) answers 401 without it; in demo mode a ` +
        `visitor without it acts as the default customer. Over TLS the cookie is ${TLS_SESSION_COOKIE}. Every write must come from the ` +
        `app's own origin (Origin or Sec-Fetch-Site), or it is refused with 403.`,
    },
  };
  // The sign-in routes answer without the cookie.
  doc.security = [{ sessionCookie: [] }, {}];
  for (const [path, operations] of Object.entries<Json>(doc.paths ?? {})) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries<Json>(operations)) {
      const idempotent = (op.parameters ?? []).some((p: Json) => p.in === 'header' && p.name === 'idempotency-key');
      const setsCookie = Boolean(op['x-sets-session-cookie']);
      for (const [status, answer] of Object.entries<Json>(op.responses ?? {})) {
        const names = responseHeadersFor(method.toUpperCase(), Number(status), { idempotent, setsCookie });
        if (names.length) answer.headers = { ...answer.headers, ...Object.fromEntries(names.map((n) => [n, ref(n)])) };
      }
    }
  }
  return doc;
}
