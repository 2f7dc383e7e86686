import { z } from 'zod';

/** A file's bytes, for the API description (routes send them as they are, past the JSON serializer). */
const fileBytesSchema = z.string().meta({ format: 'binary' });

/** The 200 answer of a route that sends a file of one of `mediaTypes`, as the API description states it. */
export function fileResponse(description: string, mediaTypes: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: fileBytesSchema }])),
  };
}
