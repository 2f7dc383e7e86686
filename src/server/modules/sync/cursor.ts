import crypto from 'node:crypto';

/**
 * A delta cursor: `<epoch>.<version>.<scope>`. The epoch names the database (a cursor from
 * another one, or from before a reset, is not honoured), the version is the change_seq value the
 * answer is complete up to, and the scope is a short hash of what decided the answer's rows (who
 * asks, and for nearby jobs the base and radius): when it differs the cursor is not honoured.
 * A cursor that is not honoured gets a reset (the whole scope).
 */
export interface Cursor {
  version: number;
}

export function scopeKey(parts: readonly (string | number | null)[]): string {
  return crypto.createHash('sha1').update(parts.join('|')).digest('base64url').slice(0, 10);
}

export function encodeCursor(epoch: string, version: number, scope: string): string {
  return `${epoch}.${version}.${scope}`;
}

export function decodeCursor(text: string | undefined, epoch: string, scope: string): Cursor | null {
  if (!text) return null;
  const [e, v, s, ...rest] = text.split('.');
  const version = Number(v);
  if (rest.length || e !== epoch || s !== scope || !/^\d{1,16}$/.test(v ?? '') || !Number.isSafeInteger(version)) return null;
  return { version };
}
