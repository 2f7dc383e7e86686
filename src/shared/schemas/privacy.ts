import * as z from 'zod/mini';
import { CONSENT_PURPOSES } from '../domain/privacy';

/** Where a person stands on each purpose: their latest decision (none yet: recordedAt null; see consentStates for the defaults). */
export const consentStateSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  noticeVersion: z.nullable(z.string()),
  recordedAt: z.nullable(z.string()),
});
export type ConsentState = z.infer<typeof consentStateSchema>;
export const consentStatesSchema = z.array(consentStateSchema);

/** The optional purposes turned on or off; each one given is recorded with the notice's version. */
export const saveConsentsBodySchema = z.strictObject({
  notifications: z.optional(z.boolean()),
  marketing: z.optional(z.boolean()),
});
export type SaveConsentsBody = z.infer<typeof saveConsentsBodySchema>;
