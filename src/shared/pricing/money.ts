/**
 * Money is held as integer paise in code and as 2-decimal rupee strings on the wire.
 * Parsing goes through the decimal text rather than floating-point multiplication, so
 * "1.005" becomes 101 paise (half up) instead of 100.
 */
import { groupedInteger } from '../domain/display-locale';

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Rupees (as "299.00", "299", 299.5 …) to whole paise, rounding half away from zero. */
export function toPaise(rupees: string | number): number {
  let text: string;
  if (typeof rupees === 'number') {
    if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount: ${rupees}`);
    text = String(rupees);
    // Exponent notation only appears for very large or tiny values; plain arithmetic is exact enough there.
    if (/e/i.test(text)) return roundHalfAway(rupees * 100);
  } else {
    text = rupees.trim().replace(/,/g, '');
  }
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new RangeError(`Not an amount: ${String(rupees)}`);
  }
  const sign = match[1] === '-' ? -1 : 1;
  const whole = match[2] === '' ? 0 : Number(match[2]);
  const fraction = (match[3] ?? '').padEnd(3, '0');
  const paise = Number(fraction.slice(0, 2));
  // Any digit from the third decimal on decides the rounding (half up on magnitude).
  const roundUp = Number(fraction[2]) >= 5 ? 1 : 0;
  const result = sign * (whole * 100 + paise + roundUp);
  return result === 0 ? 0 : result;
}

/** Whole paise to the wire format: 29900 -> "299.00". */
export function fromPaise(paise: number): string {
  if (!Number.isFinite(paise)) throw new RangeError(`Not an amount: ${paise}`);
  const whole = roundHalfAway(paise);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const rupees = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}${rupees}.${String(rest).padStart(2, '0')}`;
}

/**
 * The one way money is shown: Indian grouping, to the paisa, whole rupees without ".00"
 * ("₹1,20,000.50", "₹590"). `decimals: true` always shows the paise ("₹590.00").
 *
 * Every display language writes money alike (₹, Latin digits, lakh grouping: CLDR's en-IN and
 * hi-IN, and Kannada borrows en-IN's, domain/display-locale.ts), so it is written out from the
 * integer paise here rather than by Intl.NumberFormat, whose first use in a language costs a slow
 * phone's main thread ~140 ms. A test holds it equal to Intl's currency format in each language.
 */
export function formatRupees(paise: number, opts: { decimals?: boolean } = {}): string {
  const whole = roundHalfAway(paise);
  const abs = Math.abs(whole);
  const rest = abs % 100;
  const fraction = opts.decimals || rest !== 0 ? `.${String(rest).padStart(2, '0')}` : '';
  return `${whole < 0 ? '-' : ''}₹${groupedInteger((abs - rest) / 100)}${fraction}`;
}

/** A wire amount in rupees ("1234.50") shown the one way money is shown (formatRupees). */
export function formatAmount(rupees: string | number, opts: { decimals?: boolean } = {}): string {
  return formatRupees(toPaise(rupees), opts);
}

/** Math.round rounds -0.5 towards zero; money rounds half away from zero on either side. */
export function roundHalfAway(value: number): number {
  // A tiny nudge absorbs binary noise such as 38870.00000000001 or 0.49999999999.
  const abs = Math.abs(value);
  const nudged = abs + Math.max(1e-9, abs * 1e-12);
  const rounded = Math.floor(nudged + 0.5);
  return value < 0 ? -rounded : rounded;
}
