/**
 * GSTIN: the 15-character GST registration number. Two digits of state code, the holder's PAN
 * (5 letters, 4 digits, 1 letter), an entity number (1-9 or A-Z), 'Z', and a check character
 * computed over the first 14 characters (alternate weights 1 and 2 in base 36).
 */

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Karnataka's GST state code; the place of supply of every GaadiCare job. */
export const KARNATAKA_STATE_CODE = '29';
export const KARNATAKA_PLACE_OF_SUPPLY = `Karnataka (${KARNATAKA_STATE_CODE})`;

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  if (first14.length !== 14) throw new RangeError('A GSTIN check character is computed over 14 characters');
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const code = BASE36.indexOf(first14[i]);
    if (code < 0) throw new RangeError(`Not a GSTIN character: ${first14[i]}`);
    const product = code * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36];
}

/** What is wrong with a GSTIN, in words a person can act on; null when it is valid. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return 'A GSTIN has 15 characters';
  if (!GSTIN_SHAPE.test(gstin)) return 'A GSTIN is 2 digits, a PAN, an entity number, Z and a check character (capital letters)';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'The GSTIN check character does not match; please check for a typing error';
  return null;
}

export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === null;
}

/** Karnataka registrations start with 29: only they may charge CGST + SGST on jobs in Karnataka. */
export function isKarnatakaGstin(gstin: string): boolean {
  return gstin.startsWith(KARNATAKA_STATE_CODE);
}
