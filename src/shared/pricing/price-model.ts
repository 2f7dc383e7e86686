import { fromPaise } from './money';

/**
 * The one price model (docs/decisions/010-price-model.md). Every figure is integer paise:
 * - P, the service price: the list subtotal on the booking form, the bid amount in a bid;
 * - GST charged as CGST + SGST (Karnataka), each half of the GST rate on P rounded half up to
 *   the paisa, so the two halves always add up to the GST shown;
 * - T = P + CGST + SGST, what the customer pays;
 * - the platform fee, a percentage of P, and the provider's earning E = P - fee.
 * A job taken over after an emergency release may carry a priority bonus, moved from the
 * platform fee to the provider; it never changes what the customer pays.
 */

/** Percentages as the pricing configuration holds them (18 = 18 %). */
export interface PriceRates {
  gstPercentage: number;
  platformFeePercentage: number;
}

export interface PriceBreakdown {
  /** P: the service price before GST. */
  servicePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** CGST + SGST. */
  gstPaise: number;
  /** T = P + CGST + SGST. */
  totalPaise: number;
  /** What the platform keeps of P (after any priority bonus). */
  platformFeePaise: number;
  /** E = P - platform fee. */
  providerEarningPaise: number;
  /** The part of E paid from the platform fee for taking over a released job (0 otherwise). */
  priorityBonusPaise: number;
  /** GST rate in basis points (1800 = 18 %); CGST and SGST are half of it each. */
  gstRateBp: number;
  /** Platform fee rate in basis points (2500 = 25 %), before any priority bonus. */
  platformFeeRateBp: number;
}

/** A percentage (at most 2 decimals) as whole basis points: 18 -> 1800, 2.5 -> 250. */
export function percentToBp(percentage: number): number {
  const bp = Math.round(percentage * 100);
  if (!Number.isFinite(percentage) || percentage < 0 || Math.abs(bp - percentage * 100) > 1e-6) {
    throw new RangeError(`Not a percentage with at most 2 decimals: ${percentage}`);
  }
  return bp;
}

/** Basis points back to the percentage people read: 900 -> 9, 250 -> 2.5. */
export function bpToPercent(bp: number): number {
  return bp / 100;
}

/** True when a number has at most two decimals (rates and multipliers the model can hold exactly). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) <= 1e-6;
}

/** numerator / denominator rounded half up, for non-negative safe integers. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator} exactly`);
  }
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/** One half of the GST on P (CGST or SGST), rounded half up to the paisa. */
export function gstHalfPaise(servicePaise: number, gstRateBp: number): number {
  return divideHalfUp(servicePaise * gstRateBp, 20_000);
}

/** The platform fee on P, rounded half up to the paisa. */
export function platformFeePaise(servicePaise: number, feeRateBp: number): number {
  return divideHalfUp(servicePaise * feeRateBp, 10_000);
}

/**
 * The priority bonus on a released job: the provider earns `multiplier` times the usual
 * earning, paid from the platform fee and never more than the whole fee. A multiplier of 1
 * (or below) means no bonus.
 */
export function priorityBonusPaise(earningPaise: number, feePaise: number, multiplier: number): number {
  const hundredths = Math.round(multiplier * 100);
  if (hundredths <= 100) return 0;
  return Math.min(feePaise, divideHalfUp(earningPaise * (hundredths - 100), 100));
}

export interface PriceOptions {
  /** The emergency service multiplier, applied when the job was released and is being taken over. */
  priorityMultiplier?: number;
}

/** Prices a service price P with the given rates. */
export function priceService(servicePaise: number, rates: PriceRates, options: PriceOptions = {}): PriceBreakdown {
  if (!Number.isSafeInteger(servicePaise) || servicePaise < 0) {
    throw new RangeError(`A service price must be whole, non-negative paise: ${servicePaise}`);
  }
  const gstRateBp = percentToBp(rates.gstPercentage);
  const platformFeeRateBp = percentToBp(rates.platformFeePercentage);
  const half = gstHalfPaise(servicePaise, gstRateBp);
  const fullFee = Math.min(servicePaise, platformFeePaise(servicePaise, platformFeeRateBp));
  const bonus = options.priorityMultiplier
    ? priorityBonusPaise(servicePaise - fullFee, fullFee, options.priorityMultiplier)
    : 0;
  const fee = fullFee - bonus;
  return {
    servicePaise,
    cgstPaise: half,
    sgstPaise: half,
    gstPaise: half * 2,
    totalPaise: servicePaise + half * 2,
    platformFeePaise: fee,
    providerEarningPaise: servicePaise - fee,
    priorityBonusPaise: bonus,
    gstRateBp,
    platformFeeRateBp,
  };
}

/**
 * CGST and SGST of a stored GST amount. Prices made by priceService split evenly; an odd
 * amount (stored before the halves were rounded separately) gives CGST the extra paisa.
 */
export function splitGst(gstPaise: number): { cgstPaise: number; sgstPaise: number } {
  const sgstPaise = Math.floor(gstPaise / 2);
  return { cgstPaise: gstPaise - sgstPaise, sgstPaise };
}

/**
 * Splits a whole amount across parts in proportion to their weights, to the paisa, so the
 * parts always add up to the amount (largest remainder; ties go to the earlier part). Used to
 * show an agreed price P across the services it covers.
 */
export function apportionPaise(amountPaise: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  if (!Number.isSafeInteger(amountPaise) || weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new RangeError('Apportioning needs whole paise and whole, non-negative weights');
  }
  const totalWeight = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  // Nothing to go by: everything on the first part.
  if (totalWeight === 0n) return weights.map((_, i) => (i === 0 ? amountPaise : 0));
  // Exact integer arithmetic: amount x weight can exceed 2^53.
  const amount = BigInt(amountPaise);
  const shares = weights.map((w, index) => ({
    index,
    floor: (amount * BigInt(w)) / totalWeight,
    rest: (amount * BigInt(w)) % totalWeight,
  }));
  let left = amount - shares.reduce((sum, s) => sum + s.floor, 0n);
  const byRest = [...shares].sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  const result = shares.map((s) => s.floor);
  for (const s of byRest) {
    if (left <= 0n) break;
    result[s.index] += 1n;
    left -= 1n;
  }
  return result.map(Number);
}

/** The breakdown's amounts as 2-decimal rupee strings, as bookings and bids carry them. */
export interface PriceWire {
  subtotal: string;
  cgst: string;
  sgst: string;
  gst: string;
  totalAmount: string;
  providerAmount: string;
  platformAmount: string;
  priorityBonus: string;
  gstRate: number;
  platformFeeRate: number;
}

export function priceToWire(p: PriceBreakdown): PriceWire {
  return {
    subtotal: fromPaise(p.servicePaise),
    cgst: fromPaise(p.cgstPaise),
    sgst: fromPaise(p.sgstPaise),
    gst: fromPaise(p.gstPaise),
    totalAmount: fromPaise(p.totalPaise),
    providerAmount: fromPaise(p.providerEarningPaise),
    platformAmount: fromPaise(p.platformFeePaise),
    priorityBonus: fromPaise(p.priorityBonusPaise),
    gstRate: bpToPercent(p.gstRateBp),
    platformFeeRate: bpToPercent(p.platformFeeRateBp),
  };
}
