import type { DocumentType, IdPhotoSide } from '../schemas/onboarding';

/*
 * Verhoeff check digits (the scheme UIDAI uses for Aadhaar), built from their definitions: D is
 * the multiplication table of the dihedral group D5 (0–4 the rotations, 5–9 the reflections), P
 * the position permutations (powers of one permutation, repeating every 8 places) and INV each
 * element's inverse in D5.
 */
const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const dihedral = (j: number, k: number): number => {
  const rotation = j < 5 ? (j + (k % 5)) % 5 : (j - (k % 5) + 5) % 5;
  return (j < 5) === (k < 5) ? rotation : 5 + rotation;
};
const D = DIGITS.map((j) => DIGITS.map((k) => dihedral(j, k)));
const P1 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
const P = Array.from({ length: 8 }, (_, i) => DIGITS.map((j) => Array.from({ length: i }).reduce<number>((digit) => P1[digit], j)));
const INV = DIGITS.map((j) => DIGITS.find((k) => D[j][k] === 0)!);

const ONLY_DIGITS = /^\d+$/;

/** True when the last digit of `digits` is the Verhoeff check digit of the rest. */
export function verhoeffValid(digits: string): boolean {
  if (!ONLY_DIGITS.test(digits)) return false;
  let c = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((ch, i) => {
    c = D[c][P[i % 8][Number(ch)]];
  });
  return c === 0;
}

/** The Verhoeff check digit to append to `digitsWithoutCheck`. */
export function verhoeffCheckDigit(digitsWithoutCheck: string): string {
  if (!ONLY_DIGITS.test(digitsWithoutCheck)) throw new RangeError('Verhoeff needs digits only');
  let c = 0;
  const reversed = [...digitsWithoutCheck].reverse();
  reversed.forEach((ch, i) => {
    c = D[c][P[(i + 1) % 8][Number(ch)]];
  });
  return String(INV[c]);
}

/** Canonical form: trimmed, upper-case; Aadhaar and PAN also lose spaces and hyphens. */
export function normaliseDocumentNumber(type: DocumentType, raw: string): string {
  const upper = raw.trim().toUpperCase();
  if (type === 'aadhar' || type === 'national_id') return upper.replace(/[\s-]+/g, '');
  // Collapse runs of spaces so 'KA01  2011…' and 'KA01 2011…' read the same.
  return upper.replace(/\s+/g, ' ');
}

const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
const PASSPORT = /^[A-Z]\d{7}$/;
// State code, RTO number, optional separator, year of issue, 7-digit serial.
const DRIVING_LICENCE = /^[A-Z]{2}\d{2}[ -]?(19|20)\d{2}\d{7}$/;

/** Null when the number is well-formed for its type; otherwise what to fix. */
export function validateDocumentNumber(type: DocumentType, raw: string): string | null {
  const value = normaliseDocumentNumber(type, raw);
  if (value === '') return 'Document number is required';
  switch (type) {
    case 'aadhar':
      if (!/^\d{12}$/.test(value)) return 'Aadhaar number must be 12 digits';
      if (value[0] === '0' || value[0] === '1') return 'Aadhaar number cannot start with 0 or 1';
      if (!verhoeffValid(value)) return 'Aadhaar number is not valid (check digit mismatch)';
      return null;
    case 'national_id':
      return PAN.test(value) ? null : 'PAN must be 5 letters, 4 digits and a letter, e.g. ABCDE1234F';
    case 'passport':
      return PASSPORT.test(value) ? null : 'Passport number must be a letter followed by 7 digits, e.g. A1234567';
    case 'drivers_license':
      return DRIVING_LICENCE.test(value)
        ? null
        : "Driving licence number must be state code, RTO number, year and 7 digits, e.g. KA01 20110012345";
  }
}

/** What is stored and shown: only the last 4 characters survive. */
export function maskDocumentNumber(type: DocumentType, raw: string): string {
  const compact = normaliseDocumentNumber(type, raw).replace(/[^A-Z0-9]/g, '');
  if (compact.length <= 4) return '••••';
  return `•••• •••• ${compact.slice(-4)}`;
}


/**
 * Which sides of each document must be photographed: Aadhaar and the driving licence card carry
 * details (address, validity) on the back; a PAN card and a passport's photo page do not.
 */
const SIDES_OF: Record<DocumentType, readonly IdPhotoSide[]> = {
  aadhar: ['front', 'back'],
  drivers_license: ['front', 'back'],
  national_id: ['front'],
  passport: ['front'],
};

export function requiredPhotoSides(type: DocumentType): readonly IdPhotoSide[] {
  return SIDES_OF[type];
}

/** The sides the document needs that have no photo yet (empty when none is missing). */
export function missingPhotoSides(type: DocumentType, uploaded: readonly IdPhotoSide[]): IdPhotoSide[] {
  return SIDES_OF[type].filter((side) => !uploaded.includes(side));
}
