import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';

/** Where log lines go (a test captures them): anything with pino's `write(line)`. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Fields that never reach a log line, whoever logs them: cookies and credentials, phone numbers,
 * identity numbers, request bodies, secrets, and a database error's detail (it quotes the row's
 * values). A phone a line means to show goes through maskPhone.
 */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'phone',
  '*.phone',
  'documentNumber',
  '*.documentNumber',
  'body',
  '*.body',
  'secret',
  '*.secret',
  'sessionSecret',
  'previousSessionSecrets',
  'token',
  '*.token',
  'err.detail',
];

/** Fastify's logger and request-id settings: JSON lines from pino, one per request (registerRequestLog). */
export function loggerOptions(level: string, stream?: LogStream): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, ...(stream ? { stream } : {}) },
    // Fastify's own two lines per request (incoming, completed) are replaced by one.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestIdOf,
    requestIdHeader: false,
  };
}

/**
 * The route's template (/api/bookings/:id), never the raw URL. A path no route matched (a page, a
 * 404) is `unmatched`, with its path but not its query in a log line.
 */
export function routeOf(request: FastifyRequest, { forMetrics = false } = {}): string {
  const template = request.routeOptions.url;
  if (template) return template;
  return forMetrics ? 'unmatched' : `unmatched ${request.url.split('?')[0]}`;
}

/** Probes come every few seconds: their lines are debug, the rest info (5xx: error). */
const PROBES = new Set(['/healthz', '/readyz']);

function levelOf(request: FastifyRequest, reply: FastifyReply): 'debug' | 'info' | 'error' {
  if (reply.statusCode >= 500) return 'error';
  return PROBES.has(request.routeOptions.url ?? '') ? 'debug' : 'info';
}

/**
 * Every answer carries its request's id in `x-request-id`, and each request is one log line with
 * that id, the signed-in account (when there is one), route template, method, status and duration.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const account = request.actor?.sessionId ? request.actor.id : request.session?.userId;
    request.log[levelOf(request, reply)](
      {
        route: routeOf(request),
        method: request.method,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...(account ? { account } : {}),
      },
      'request',
    );
    done();
  });
}
