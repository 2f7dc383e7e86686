import { describe, expect, it } from 'vitest';
import {
  maskDocumentNumber,
  normaliseDocumentNumber,
  validateDocumentNumber,
  verhoeffCheckDigit,
  verhoeffValid,
} from './identity-documents';

const validAadhaar = (first11: string) => first11 + verhoeffCheckDigit(first11);

describe('Verhoeff', () => {
  it('matches published examples', () => {
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffCheckDigit('12345')).toBe('1');
    expect(verhoeffValid('123451')).toBe(true);
  });

  it('catches single-digit errors and adjacent swaps', () => {
    const good = validAadhaar('23456789012');
    expect(verhoeffValid(good)).toBe(true);
    for (let i = 0; i < good.length; i++) {
      const d = Number(good[i]);
      const changed = good.slice(0, i) + String((d + 1) % 10) + good.slice(i + 1);
      expect(verhoeffValid(changed)).toBe(false);
    }
    for (let i = 0; i < good.length - 1; i++) {
      if (good[i] === good[i + 1]) continue;
      const swapped = good.slice(0, i) + good[i + 1] + good[i] + good.slice(i + 2);
      expect(verhoeffValid(swapped)).toBe(false);
    }
  });

  it('refuses non-digits', () => {
    expect(verhoeffValid('')).toBe(false);
    expect(verhoeffValid('23a3')).toBe(false);
    expect(() => verhoeffCheckDigit('12a')).toThrow();
  });
});

describe('validateDocumentNumber: Aadhaar', () => {
  const good = validAadhaar('98765432101');

  it('accepts a valid number, with spaces or hyphens', () => {
    expect(validateDocumentNumber('aadhar', good)).toBeNull();
    expect(validateDocumentNumber('aadhar', `${good.slice(0, 4)} ${good.slice(4, 8)} ${good.slice(8)}`)).toBeNull();
    expect(validateDocumentNumber('aadhar', `${good.slice(0, 4)}-${good.slice(4, 8)}-${good.slice(8)}`)).toBeNull();
  });

  it('explains what is wrong', () => {
    expect(validateDocumentNumber('aadhar', '12345')).toBe('Aadhaar number must be 12 digits');
    expect(validateDocumentNumber('aadhar', '98765432101X')).toBe('Aadhaar number must be 12 digits');
    const wrongCheck = good.slice(0, 11) + String((Number(good[11]) + 1) % 10);
    expect(validateDocumentNumber('aadhar', wrongCheck)).toBe('Aadhaar number is not valid (check digit mismatch)');
    expect(validateDocumentNumber('aadhar', validAadhaar('12345678901'))).toMatch(/cannot start with 0 or 1/);
    expect(validateDocumentNumber('aadhar', '   ')).toBe('Document number is required');
  });
});

describe('validateDocumentNumber: other documents', () => {
  it('checks PAN', () => {
    expect(validateDocumentNumber('national_id', 'ABCDE1234F')).toBeNull();
    expect(validateDocumentNumber('national_id', ' abcde 1234 f ')).toBeNull();
    expect(validateDocumentNumber('national_id', 'ABCD12345F')).toMatch(/^PAN must be/);
    expect(validateDocumentNumber('national_id', 'ABCDE1234')).toMatch(/^PAN must be/);
  });

  it('checks passports', () => {
    expect(validateDocumentNumber('passport', 'A1234567')).toBeNull();
    expect(validateDocumentNumber('passport', 'z7654321')).toBeNull();
    expect(validateDocumentNumber('passport', '12345678')).toMatch(/^Passport number must be/);
    expect(validateDocumentNumber('passport', 'A123456')).toMatch(/^Passport number must be/);
    expect(validateDocumentNumber('passport', 'AB123456')).toMatch(/^Passport number must be/);
  });

  it('checks driving licences', () => {
    expect(validateDocumentNumber('drivers_license', 'KA01 20110012345')).toBeNull();
    expect(validateDocumentNumber('drivers_license', 'KA0120110012345')).toBeNull();
    expect(validateDocumentNumber('drivers_license', 'ka01-20110012345')).toBeNull();
    expect(validateDocumentNumber('drivers_license', 'KA1 20110012345')).toMatch(/^Driving licence/);
    expect(validateDocumentNumber('drivers_license', 'KA01 2011001234')).toMatch(/^Driving licence/);
    expect(validateDocumentNumber('drivers_license', 'KA01 30110012345')).toMatch(/^Driving licence/);
  });
});

describe('normalise and mask', () => {
  it('normalises by type', () => {
    expect(normaliseDocumentNumber('aadhar', ' 2345-6789 0123 ')).toBe('234567890123');
    expect(normaliseDocumentNumber('national_id', 'abcde-1234f')).toBe('ABCDE1234F');
    expect(normaliseDocumentNumber('drivers_license', ' ka01  20110012345 ')).toBe('KA01 20110012345');
  });

  it('keeps only the last 4 characters', () => {
    const aadhaar = validAadhaar('98765432101');
    const masked = maskDocumentNumber('aadhar', aadhaar);
    expect(masked).toBe(`•••• •••• ${aadhaar.slice(-4)}`);
    expect(masked.replace(/\D/g, '')).toBe(aadhaar.slice(-4));
    expect(maskDocumentNumber('aadhar', '9876 5432 1012')).toBe('•••• •••• 1012');
    expect(maskDocumentNumber('national_id', 'ABCDE1234F')).toBe('•••• •••• 234F');
    expect(maskDocumentNumber('drivers_license', 'KA01 20110012345')).toBe('•••• •••• 2345');
    expect(maskDocumentNumber('passport', 'A1234567')).toBe('•••• •••• 4567');
    expect(maskDocumentNumber('passport', '123')).toBe('••••');
  });
});
