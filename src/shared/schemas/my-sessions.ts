import * as z from 'zod/mini';

/** One place the person is signed in (GET /api/me/sessions): the device as a summary, and when. */
export const mySessionSchema = z.object({
  id: z.string(),
  /** "Chrome on Android"; null for sessions started before devices were recorded. */
  device: z.nullable(z.string()),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type MySession = z.infer<typeof mySessionSchema>;
export const mySessionsSchema = z.array(mySessionSchema);
