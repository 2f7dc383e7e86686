import crypto from 'node:crypto';
import { START_CODE_DIGITS } from '../../../shared/domain/start-code';
import type { Actor } from '../../auth/actor';

/** Who a booking is being answered to; without one, no answer carries a start code. */
export type Viewer = Pick<Actor, 'id' | 'userType'>;

/** A fresh start code from the operating system's CSPRNG: '0000'–'9999', every value equally likely. */
export function newStartCode(): string {
  return String(crypto.randomInt(0, 10 ** START_CODE_DIGITS)).padStart(START_CODE_DIGITS, '0');
}

/**
 * The start code as this viewer may see it: only the booking's own customer (whoever is signed
 * in as them, or acting as them in the demo), and only while the job waits to be started.
 * Everyone else — the provider above all, and the admin — gets null.
 */
export function startCodeFor(row: { startCode: string | null; customerId: string; status: string }, viewer: Viewer | undefined): string | null {
  if (!viewer || viewer.userType !== 'customer' || viewer.id !== row.customerId) return null;
  return row.status === 'confirmed' ? row.startCode : null;
}

/** Compares a typed code with the stored one in constant time. */
export function startCodeMatches(stored: string | null, typed: string): boolean {
  if (stored === null) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(typed);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
