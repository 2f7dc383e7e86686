import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, isKarnatakaGstin, isValidGstin } from './gstin';

describe('GSTIN', () => {
  it('accepts published registrations', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('knows a Karnataka registration (the demo supplier)', () => {
    expect(gstinProblem('29AAGCG4821K1ZC')).toBeNull();
    expect(isKarnatakaGstin('29AAGCG4821K1ZC')).toBe(true);
  });

  it('says what is wrong', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/capital letters/);
    expect(gstinProblem('27AAPFU0939F1YV')).toMatch(/capital letters/);
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check character/);
  });

  it('catches every single-character typo and every swap of neighbours but 0/Z', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const valid = '27AAPFU0939F1ZV';
    for (let i = 0; i < 14; i++) {
      for (const c of alphabet) {
        if (c === valid[i]) continue;
        expect(isValidGstin(valid.slice(0, i) + c + valid.slice(i + 1))).toBe(false);
      }
    }
    fc.assert(
      fc.property(fc.stringMatching(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z$/), (first14) => {
        const gstin = first14 + gstinCheckCharacter(first14);
        expect(isValidGstin(gstin)).toBe(true);
        for (let i = 0; i < 13; i++) {
          if (gstin[i] === gstin[i + 1]) continue;
          // The one blind spot of a Luhn mod 36 check: swapping 0 and Z (values 0 and 35).
          if ([gstin[i], gstin[i + 1]].sort().join('') === '0Z') continue;
          const swapped = gstin.slice(0, i) + gstin[i + 1] + gstin[i] + gstin.slice(i + 2);
          // A swap may break the shape instead; either way it is refused.
          expect(isValidGstin(swapped)).toBe(false);
        }
      }),
    );
  });
});
