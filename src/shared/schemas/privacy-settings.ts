import * as z from 'zod/mini';
import { normaliseIndianMobile, MOBILE_NUMBER_PROBLEM } from '../domain/indian-mobile';

export const PHOTO_RETENTION_DAYS = { min: 30, max: 3650 } as const;
export const GRIEVANCE_NAME_MAX = 120;
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The admin settings the privacy rules need (docs/privacy.md): how long job photos are kept, and
 * the grievance officer the contact page names. Empty officer fields mean "not named yet".
 */
export const privacySettingsFields = {
  /** Days after a job's photo was taken before the retention sweep deletes it (unless a dispute holds it). */
  photoRetentionDays: z
    .number({ message: 'Photo retention must be a number of days' })
    .check(
      z.int('Photo retention must be whole days'),
      z.minimum(PHOTO_RETENTION_DAYS.min, `Photo retention must be at least ${PHOTO_RETENTION_DAYS.min} days`),
      z.maximum(PHOTO_RETENTION_DAYS.max, `Photo retention must be at most ${PHOTO_RETENTION_DAYS.max} days`),
    ),
  grievanceOfficerName: z.string().check(z.trim(), z.maxLength(GRIEVANCE_NAME_MAX, `Grievance officer's name must be at most ${GRIEVANCE_NAME_MAX} characters`)),
  grievanceOfficerEmail: z.string().check(
    z.trim(),
    z.maxLength(EMAIL_MAX, `Grievance officer's e-mail must be at most ${EMAIL_MAX} characters`),
    z.refine((v) => v === '' || EMAIL.test(v), "Grievance officer's e-mail must be an address like name@example.com"),
  ),
  grievanceOfficerPhone: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || normaliseIndianMobile(v) !== null, `Grievance officer's phone: ${MOBILE_NUMBER_PROBLEM}`),
    // Stored as +91XXXXXXXXXX, however it was typed.
    z.overwrite((v) => (v === '' ? v : (normaliseIndianMobile(v) ?? v))),
  ),
};

export { DEFAULT_PRIVACY_SETTINGS } from '../domain/default-settings';
