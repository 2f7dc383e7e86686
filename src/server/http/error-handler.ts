import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error';

interface Issue {
  path: string;
  message: string;
}

function describe(issues: Issue[]): string {
  const first = issues[0];
  if (!first) return 'The request is not valid';
  const where = first.path ? `${first.path}: ` : '';
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return `${where}${first.message}${more}`;
}

/** One place turns every failure into `{ message, issues? }` JSON; 5xx never leaks internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: Issue[] = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath ?? '').split('/').filter(Boolean)]
          .filter((p) => p && p !== 'body')
          .join('.'),
        message: String(v.message ?? 'Invalid value'),
      }));
      return reply.code(400).send({ message: describe(issues), issues });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send({ message: 'The request body is not valid JSON' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.code(413).send({ message: 'The request is too large' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply.code(415).send({ message: 'Send the request body as application/json' });
    }
    if (status === 429) {
      return reply.code(429).send({ message: error.message || 'Too many requests. Please slow down.' });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message || 'The request could not be handled' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
