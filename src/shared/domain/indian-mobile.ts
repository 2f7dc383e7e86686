/**
 * Indian mobile numbers as people type them — "98765 43210", "+91 98765 43210", "098765-43210",
 * "0091 98765 43210" — in the one stored form +91XXXXXXXXXX (ten digits, the first 6–9).
 */
export const MOBILE_NUMBER_PROBLEM = 'Enter a 10-digit Indian mobile number, like 98765 43210';

export function normaliseIndianMobile(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\(?\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (/^\(?\+/.test(trimmed)) {
    if (!digits.startsWith('91')) return null;
    digits = digits.slice(2);
  } else if (digits.length === 14 && digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : null;
}

/** A call link's address: tel:+919876543210 */
export const telUrl = (phone: string) => `tel:${phone}`;

/** +919876543210 → "+91 98765 43210" */
export function formatIndianMobile(phone: string): string {
  const digits = phone.replace(/^\+91/, '');
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}
