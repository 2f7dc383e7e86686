import { maskPhone } from '../../ops/mask-phone';

/** Keys whose values are phone numbers: kept as `maskPhone` shows them (+91•••••••001). */
const PHONE_KEYS = /^(phone|mobile|phoneNumber|to)$/i;
/** Keys whose values identify a person's documents: never kept, only that there was one. */
const IDENTITY_KEYS = /^(documentNumber|maskedNumber|aadhaar|aadhar|aadhaarNumber|pan|panNumber|passportNumber)$/i;
const EMAIL_KEYS = /^email$/i;

const HIDDEN = '[hidden]';

function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}•••${email.slice(at)}` : HIDDEN;
}

/**
 * A copy of `value` fit for the audit trail: phones as the logs show them, identity numbers
 * hidden, e-mail addresses shortened to their first letter and domain. Everything else as is.
 */
export function maskPersonal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskPersonal);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' && PHONE_KEYS.test(key)) out[key] = maskPhone(v);
    else if (v != null && IDENTITY_KEYS.test(key)) out[key] = HIDDEN;
    else if (typeof v === 'string' && EMAIL_KEYS.test(key)) out[key] = maskEmail(v);
    else out[key] = maskPersonal(v);
  }
  return out;
}
