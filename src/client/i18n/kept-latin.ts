/**
 * Latin words a Kannada or Hindi message may keep: the brand and what providers read as is (a bank's IFSC too),
 * the photo formats a phone names its files with included. Anything else in Latin letters is
 * English left untranslated.
 */
export const KEPT_LATIN: ReadonlySet<string> = new Set(['GaadiCare', 'GST', 'GSTIN', 'CGST', 'SGST', 'SMS', 'OTP', 'UPI', 'IFSC', 'PIN', 'ID', 'USB', 'README', 'ZIP', 'JPEG', 'PNG', 'WebP']);
