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
