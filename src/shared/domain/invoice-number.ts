import { istParts } from './time';

/**
 * Tax invoice numbers: 'GC/26-27/000042' — a prefix, the financial year (April to March, by
 * the IST calendar) and a serial that starts at 1 each year. At most 16 characters (CGST
 * Rules, rule 46(b)), so the serial has 6 digits, growing to 7 if a year ever needs them.
 */
export const INVOICE_PREFIX = 'GC';
export const MAX_INVOICE_SEQUENCE = 9_999_999;

/** The financial year containing an instant: '2026-27' for any day from 1 Apr 2026 to 31 Mar 2027 (IST). */
export function financialYearOf(at: Date): string {
  const [year, month] = istParts(at).ymd.split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The invoice number for a serial in a financial year: ('2026-27', 42) -> 'GC/26-27/000042'. */
export function invoiceNumber(financialYear: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_INVOICE_SEQUENCE) {
    throw new RangeError(`An invoice serial runs from 1 to ${MAX_INVOICE_SEQUENCE}: ${sequence}`);
  }
  return `${INVOICE_PREFIX}/${financialYear.slice(2)}/${String(sequence).padStart(6, '0')}`;
}
