/**
 * A person's data: the limits on downloading it, what erasing it needs, and the purposes they may
 * agree to (docs/privacy.md, ADR 078 and 079).
 */

/** Copies of one's data per account per rolling day. */
export const DATA_EXPORT_LIMIT = { perDay: 3 } as const;

/**
 * Purposes recorded in the consent log. `notice`: the person was shown the privacy notice (not
 * optional: the service needs what it lists); the others are optional and may be withdrawn.
 */
export const CONSENT_PURPOSES = ['notice', 'notifications', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const OPTIONAL_CONSENT_PURPOSES = ['notifications', 'marketing'] as const satisfies readonly ConsentPurpose[];

/** The version of the privacy notice shown at sign-up; a new wording gets a new version. */
export const PRIVACY_NOTICE_VERSION = '2026-11-29';

/** The file name a download of one's data is saved as. */
export const dataExportFileName = (on: Date) => `gaadicare-my-data-${on.toISOString().slice(0, 10)}.zip`;

/**
 * How long each kind of personal data is kept before the daily retention sweep removes it
 * (docs/privacy.md, "What is removed on its own"). Job photos' days are the admin setting
 * `photoRetentionDays`.
 */
export const RETENTION = {
  /** Identity-document photos, counted from the verification decision (the masked number and the decision stay). */
  identityPhotoDays: 30,
  /** Sign-in code records, from when the code was asked for. */
  signInCodeDays: 1,
  /** An account unused this long is told it will be erased… */
  inactiveAccountYears: 3,
  /** …and erased this long after, if still unused. */
  inactiveNoticeHours: 48,
  /** Job photos, unless the admin sets otherwise. */
  defaultPhotoDays: 180,
} as const;

/** The kinds of rows the retention sweep removes, in its log line and on the admin overview. */
export const RETENTION_KINDS = ['identityPhotos', 'jobPhotos', 'signInCodes', 'sessions', 'inactivityNotices', 'inactiveAccounts'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];
