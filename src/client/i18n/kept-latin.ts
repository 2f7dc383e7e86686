/**
 * Latin words a Kannada or Hindi message may keep: the brand and what providers read as is.
 * Anything else in Latin letters is English left untranslated.
 */
export const KEPT_LATIN: ReadonlySet<string> = new Set(['GaadiCare', 'GST', 'SMS', 'OTP', 'UPI', 'PIN', 'ID', 'README']);
