import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Smaller answers are sent as they are: their headers outweigh what compression would save. */
export const COMPRESS_FROM_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Fast settings: a poll's few kilobytes take well under a millisecond, a first pull's megabyte a few. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 5 };

function preferredEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  const offered = accept.split(',').map((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { name: name.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
  });
  const accepts = (name: string) => offered.some((o) => o.name === name && o.q > 0);
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * JSON answers under /api of a kilobyte or more are sent brotli- (or gzip-) compressed when the
 * client accepts it, as a browser always does (ADR 025): a delta pull carrying a few jobs shrinks
 * several times over, a first pull of the whole scope about tenfold. Registered after the ETag
 * hook, so ETags are made from the uncompressed answer and one ETag serves every encoding.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    reply.header('vary', 'accept-encoding');
    const size = Buffer.byteLength(payload);
    if (size < COMPRESS_FROM_BYTES) return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = encoding === 'br' ? await brotli(payload, BROTLI_OPTIONS) : await gzip(payload, GZIP_OPTIONS);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
