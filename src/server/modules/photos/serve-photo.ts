import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { ifNoneMatch } from '../../http/etag';

/** A stored photo's bytes: a stream from the photo store, or bytes kept in a row from before it. */
export type StoredPhoto = { mimeType: string } & ({ stream: Readable; size: number } | { data: Buffer });

/**
 * Answers a GET of a photo (a booking's or an identity document's). A photo never changes once
 * stored, so its id is a perfect validator and it may be cached for good; `read` settles who may
 * see it and, given `unchanged`, answers 'unchanged' without opening the file.
 */
export async function sendPhoto(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  read: (unchanged: boolean) => Promise<StoredPhoto | 'unchanged'>,
): Promise<FastifyReply> {
  const etag = `"photo-${id}"`;
  const photo = await read(ifNoneMatch(request, etag));
  reply.header('cache-control', 'private, max-age=31536000, immutable').header('etag', etag);
  // Answered here, not by the ETag hook, so a file is never opened for a 304.
  if (photo === 'unchanged') return reply.code(304).send();
  reply.header('content-type', photo.mimeType);
  if ('data' in photo) return reply.send(photo.data);
  // Streamed from the file; raw bytes skip the JSON serializer (the response schemas describe only the error answers).
  return reply.header('content-length', photo.size).send(photo.stream);
}
