import { describe, expect, it } from 'vitest';
import { invoiceNumberSchema } from '../schemas/invoice';
import { financialYearOf, invoiceNumber, MAX_INVOICE_SEQUENCE } from './invoice-number';

describe('financial years', () => {
  it('run from April to March by the IST calendar', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T23:59:59+05:30'))).toBe('2026-27');
    // 31 March 19:00 UTC is already 1 April in India.
    expect(financialYearOf(new Date('2027-03-31T19:00:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });
});

describe('invoice numbers', () => {
  it('are at most 16 letters, digits, / and -', () => {
    expect(invoiceNumber('2026-27', 42)).toBe('GC/26-27/000042');
    expect(invoiceNumber('2026-27', 1)).toBe('GC/26-27/000001');
    const longest = invoiceNumber('2026-27', MAX_INVOICE_SEQUENCE);
    expect(longest).toBe('GC/26-27/9999999');
    expect(longest.length).toBe(16);
    expect(invoiceNumberSchema.safeParse(longest).success).toBe(true);
  });

  it('refuse serials out of range', () => {
    expect(() => invoiceNumber('2026-27', 0)).toThrow();
    expect(() => invoiceNumber('2026-27', MAX_INVOICE_SEQUENCE + 1)).toThrow();
    expect(() => invoiceNumber('2026-27', 1.5)).toThrow();
  });
});
