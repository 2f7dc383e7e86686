import type { PricingConfig } from '../schemas/admin';
import type { VehicleCategory, VehicleType } from '../schemas/common';
import { DEFAULT_VEHICLE_CATEGORY } from '../domain/vehicle';
import { roundHalfAway, toPaise } from './money';
import { priceService, type PriceBreakdown } from './price-model';

export type QuoteItem = { id: string; basePrice: string };

export type QuoteInput = {
  vehicleType: VehicleType;
  vehicleCategory: VehicleCategory;
  items: QuoteItem[];
};

export type QuoteLine = { id: string; pricePaise: number };

/** A booking form's price: each line at the vehicle's multiplier, P = their sum, priced by the model. */
export type Quote = { lines: QuoteLine[] } & PriceBreakdown;

/** The multiplier a vehicle gets: bikes one flat rate, cars one per category. */
export function vehicleMultiplier(
  vehicleType: VehicleType,
  vehicleCategory: VehicleCategory,
  config: PricingConfig,
): number {
  return vehicleType === 'bike' ? config.bikePriceMultiplier : config.categoryMultipliers[vehicleCategory];
}

/**
 * The category a booking stores: a bike has no car category, so it is stored with the default
 * one (its price uses the bike multiplier whatever the category holds).
 */
export function storedVehicleCategory(vehicleType: VehicleType, vehicleCategory: VehicleCategory): VehicleCategory {
  return vehicleType === 'bike' ? DEFAULT_VEHICLE_CATEGORY : vehicleCategory;
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

/**
 * Prices a booking form: the list subtotal is the service price P, and the price model adds
 * CGST + SGST and splits P into platform fee and provider earning.
 */
export function quoteBooking(input: QuoteInput, config: PricingConfig): Quote {
  const lines = input.items.map((item) => ({
    id: item.id,
    pricePaise: itemPricePaise(toPaise(item.basePrice), input.vehicleType, input.vehicleCategory, config),
  }));
  const subtotalPaise = lines.reduce((sum, line) => sum + line.pricePaise, 0);
  return { lines, ...priceService(subtotalPaise, config) };
}

/** The bike discount as the form shows it: multiplier 0.6 -> "40% off". */
export function bikeDiscountPercent(config: PricingConfig): number {
  return roundHalfAway((1 - config.bikePriceMultiplier) * 100);
}

/**
 * Prices a bid: the bid amount is the service price P for the whole job. A bid on a job
 * released in an emergency carries the priority bonus (emergencyServiceMultiplier).
 */
export function quoteBid(bidAmount: string, config: PricingConfig, options: { takeover: boolean }): PriceBreakdown {
  return priceService(toPaise(bidAmount), config, {
    priorityMultiplier: options.takeover ? config.emergencyServiceMultiplier : undefined,
  });
}
