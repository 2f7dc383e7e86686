import crypto from 'node:crypto';
import { SIGN_IN_CODE } from '../../../shared/domain/sign-in-policy';

/** A fresh code: SIGN_IN_CODE.digits digits from the system's CSPRNG, leading zeros kept. */
export function newSignInCode(): string {
  return crypto.randomInt(0, 10 ** SIGN_IN_CODE.digits).toString().padStart(SIGN_IN_CODE.digits, '0');
}

/**
 * Codes are stored only as an HMAC keyed with a secret derived from SESSION_SECRET, bound to the
 * number, so a copy of the table cannot be turned back into codes by trying all million.
 */
export class SignInCodeHasher {
  private readonly key: Buffer;
  constructor(secret: string) {
    this.key = crypto.createHmac('sha256', secret).update('gaadicare sign-in codes').digest();
  }

  hash(phone: string, code: string): string {
    return crypto.createHmac('sha256', this.key).update(`${phone}:${code}`).digest('hex');
  }

  /** Compared in constant time. */
  matches(phone: string, code: string, storedHash: string): boolean {
    const given = Buffer.from(this.hash(phone, code), 'hex');
    const stored = Buffer.from(storedHash, 'hex');
    return given.length === stored.length && crypto.timingSafeEqual(given, stored);
  }
}

export const signInMessage = (code: string) =>
  `${code} is your GaadiCare sign-in code. It is valid for ${SIGN_IN_CODE.validSeconds / 60} minutes. Do not share it with anyone.`;
