import type { PricingConfig } from '../schemas/admin';
import type { VehicleCategory, VehicleType } from '../schemas/common';
import { fromPaise, roundHalfAway, toPaise } from './money';

export type QuoteItem = { id: string; basePrice: string };

export type QuoteInput = {
  vehicleType: VehicleType;
  vehicleCategory: VehicleCategory;
  items: QuoteItem[];
};

export type QuoteLine = { id: string; pricePaise: number };

export type Quote = {
  lines: QuoteLine[];
  subtotalPaise: number;
  gstPaise: number;
  totalPaise: number;
  providerPaise: number;
  platformPaise: number;
};

export type QuoteWire = {
  subtotal: string;
  gst: string;
  totalAmount: string;
  providerAmount: string;
  platformAmount: string;
};

/** The multiplier a vehicle gets: bikes one flat rate, cars one per category. */
export function vehicleMultiplier(
  vehicleType: VehicleType,
  vehicleCategory: VehicleCategory,
  config: PricingConfig,
): number {
  return vehicleType === 'bike' ? config.bikePriceMultiplier : config.categoryMultipliers[vehicleCategory];
}

/** One service's price for this vehicle, in whole paise. */
export function itemPricePaise(
  basePricePaise: number,
  vehicleType: VehicleType,
  vehicleCategory: VehicleCategory,
  config: PricingConfig,
): number {
  return roundHalfAway(basePricePaise * vehicleMultiplier(vehicleType, vehicleCategory, config));
}

/** A percentage of an amount in paise, rounded to whole paise. */
export function percentOfPaise(paise: number, percentage: number): number {
  return roundHalfAway((paise * percentage) / 100);
}

/**
 * Prices a booking. The provider share is the remainder after the platform fee, so
 * provider + platform always equals the subtotal exactly, whatever the rounding.
 */
export function quoteBooking(input: QuoteInput, config: PricingConfig): Quote {
  const lines = input.items.map((item) => ({
    id: item.id,
    pricePaise: itemPricePaise(toPaise(item.basePrice), input.vehicleType, input.vehicleCategory, config),
  }));
  const subtotalPaise = lines.reduce((sum, line) => sum + line.pricePaise, 0);
  const gstPaise = percentOfPaise(subtotalPaise, config.gstPercentage);
  const platformPaise = percentOfPaise(subtotalPaise, config.platformFeePercentage);
  return {
    lines,
    subtotalPaise,
    gstPaise,
    totalPaise: subtotalPaise + gstPaise,
    providerPaise: subtotalPaise - platformPaise,
    platformPaise,
  };
}

/** The five amounts as the booking body carries them. */
export function quoteToWire(q: Quote): QuoteWire {
  return {
    subtotal: fromPaise(q.subtotalPaise),
    gst: fromPaise(q.gstPaise),
    totalAmount: fromPaise(q.totalPaise),
    providerAmount: fromPaise(q.providerPaise),
    platformAmount: fromPaise(q.platformPaise),
  };
}

/** Fee a provider's bid carries on top, for the customer (spec §9: 20 %). */
export const BID_PLATFORM_FEE_RATE = 0.2;

/** The '+ ₹… platform fee' note on a service card: 20 % of its base price. */
export function platformFeeNotePaise(basePricePaise: number): number {
  return roundHalfAway(basePricePaise * BID_PLATFORM_FEE_RATE);
}

/** What the customer pays for a bid, in whole rupees (bid × 1.2, half up). */
export function bidCustomerTotalRupees(bidAmount: string): number {
  const { totalAmount } = bidAcceptanceAmounts(bidAmount);
  return roundHalfAway(toPaise(totalAmount) / 100);
}

/** The amounts a booking stores when a bid is accepted: bid, 20 % fee, and their sum. */
export function bidAcceptanceAmounts(bidAmount: string): {
  providerAmount: string;
  platformAmount: string;
  totalAmount: string;
} {
  const providerPaise = toPaise(bidAmount);
  const platformPaise = roundHalfAway(providerPaise * BID_PLATFORM_FEE_RATE);
  return {
    providerAmount: fromPaise(providerPaise),
    platformAmount: fromPaise(platformPaise),
    totalAmount: fromPaise(providerPaise + platformPaise),
  };
}

/** The bike discount as the form shows it: multiplier 0.6 -> "40% off". */
export function bikeDiscountPercent(config: PricingConfig): number {
  return roundHalfAway((1 - config.bikePriceMultiplier) * 100);
}
