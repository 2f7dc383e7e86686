import { describe, expect, it } from 'vitest';
import { DISPLAY_LOCALES, numberLocale, setDisplayLocale } from '../domain/display-locale';
import { formatRupees, fromPaise, roundHalfAway, toPaise } from './money';

describe('toPaise', () => {
  it('parses wire strings and numbers', () => {
    expect(toPaise('299.00')).toBe(29900);
    expect(toPaise('299')).toBe(29900);
    expect(toPaise('0.5')).toBe(50);
    expect(toPaise('.75')).toBe(75);
    expect(toPaise(299)).toBe(29900);
    expect(toPaise(358.8)).toBe(35880);
    expect(toPaise('1,23,456.50')).toBe(12345650);
  });

  it('rounds half up to whole paise without float error', () => {
    expect(toPaise('1.005')).toBe(101);
    expect(toPaise(1.005)).toBe(101);
    expect(toPaise('1.004')).toBe(100);
    expect(toPaise('0.125')).toBe(13);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise('-1.005')).toBe(-101);
  });

  it('rejects text that is not an amount', () => {
    expect(() => toPaise('abc')).toThrow();
    expect(() => toPaise('')).toThrow();
    expect(() => toPaise('.')).toThrow();
    expect(() => toPaise(Number.NaN)).toThrow();
  });
});

describe('fromPaise', () => {
  it('writes 2-decimal strings', () => {
    expect(fromPaise(29900)).toBe('299.00');
    expect(fromPaise(5)).toBe('0.05');
    expect(fromPaise(0)).toBe('0.00');
    expect(fromPaise(12345650)).toBe('123456.50');
    expect(fromPaise(-150)).toBe('-1.50');
  });

  it('round-trips with toPaise', () => {
    for (const p of [0, 1, 99, 100, 29900, 38870, 123456789]) expect(toPaise(fromPaise(p))).toBe(p);
  });
});

describe('formatRupees', () => {
  it('uses Indian grouping, to the paisa, whole rupees without decimals', () => {
    expect(formatRupees(12345600)).toBe('₹1,23,456');
    expect(formatRupees(29900)).toBe('₹299');
    expect(formatRupees(12345650)).toBe('₹1,23,456.50');
    expect(formatRupees(12000050)).toBe('₹1,20,000.50');
    expect(formatRupees(85050)).toBe('₹850.50');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('always shows paise with decimals:true', () => {
    expect(formatRupees(12345650, { decimals: true })).toBe('₹1,23,456.50');
    expect(formatRupees(29900, { decimals: true })).toBe('₹299.00');
  });

  it("writes what Intl's rupee format writes in every display language", () => {
    const amounts = [0, 1, 5, 99, 100, 101, 99999, 100000, 123456, 1234567, 12345650, 12000050, 999999999, 12345678901, 99999999999];
    try {
      for (const locale of DISPLAY_LOCALES) {
        setDisplayLocale(locale);
        const intl = (digits: number) =>
          new Intl.NumberFormat(numberLocale(), { style: 'currency', currency: 'INR', minimumFractionDigits: digits, maximumFractionDigits: digits });
        for (const paise of amounts.flatMap((a) => [a, -a])) {
          const shown = paise % 100 === 0 ? intl(0).format(paise / 100) : intl(2).format(paise / 100);
          expect(formatRupees(paise), `${locale} ${paise}`).toBe(shown === '-₹0' ? '₹0' : shown);
          expect(formatRupees(paise, { decimals: true }), `${locale} ${paise}`).toBe(intl(2).format(paise / 100).replace('-₹0.00', '₹0.00'));
        }
      }
    } finally {
      setDisplayLocale('en-IN');
    }
  });
});

describe('roundHalfAway', () => {
  it('rounds halves away from zero and absorbs float noise', () => {
    expect(roundHalfAway(2.5)).toBe(3);
    expect(roundHalfAway(-2.5)).toBe(-3);
    expect(roundHalfAway(29900 * 1.3)).toBe(38870);
    expect(roundHalfAway(1.4)).toBe(1);
  });
});
