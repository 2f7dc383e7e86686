/** What a log line keeps of a phone number: its country code and its last three digits. */
const KEPT_DIGITS = 3;

/**
 * A phone number as the logs show it, e.g. +91•••••••001: enough to tell two numbers apart in
 * one incident, not enough to call anyone. The only masking of phones in the server's logs.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= KEPT_DIGITS) return '•'.repeat(digits.length);
  const country = phone.trim().startsWith('+91') && digits.length === 12 ? '+91' : '';
  const hidden = digits.length - KEPT_DIGITS - (country ? 2 : 0);
  return `${country}${'•'.repeat(hidden)}${digits.slice(-KEPT_DIGITS)}`;
}
