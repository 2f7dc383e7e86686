import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING, type PricingConfig } from '../schemas/admin';
import {
  bidAcceptanceAmounts,
  bidCustomerTotalRupees,
  bikeDiscountPercent,
  itemPricePaise,
  platformFeeNotePaise,
  quoteBooking,
  quoteToWire,
} from './quote';

describe('itemPricePaise', () => {
  it('applies the car category multiplier', () => {
    expect(itemPricePaise(29900, 'car', 'hatchback', DEFAULT_PRICING)).toBe(29900);
    expect(itemPricePaise(29900, 'car', 'sedan', DEFAULT_PRICING)).toBe(38870);
    expect(itemPricePaise(59900, 'car', 'luxury', DEFAULT_PRICING)).toBe(77870);
  });

  it('applies the bike multiplier whatever the category', () => {
    expect(itemPricePaise(29900, 'bike', 'hatchback', DEFAULT_PRICING)).toBe(17940);
    expect(itemPricePaise(29900, 'bike', 'luxury', DEFAULT_PRICING)).toBe(17940);
  });

  it('rounds to whole paise', () => {
    expect(itemPricePaise(1, 'car', 'sedan', DEFAULT_PRICING)).toBe(1);
    expect(itemPricePaise(5, 'bike', 'suv', { ...DEFAULT_PRICING, bikePriceMultiplier: 0.5 })).toBe(3);
  });
});

describe('quoteBooking', () => {
  it('prices a sedan at +30 % with GST and the 75/25 split', () => {
    const q = quoteBooking(
      {
        vehicleType: 'car',
        vehicleCategory: 'sedan',
        items: [
          { id: 'basic', basePrice: '299.00' },
          { id: 'tyre', basePrice: '149.00' },
        ],
      },
      DEFAULT_PRICING,
    );
    expect(q.lines).toEqual([
      { id: 'basic', pricePaise: 38870 },
      { id: 'tyre', pricePaise: 19370 },
    ]);
    expect(q.subtotalPaise).toBe(58240);
    expect(q.gstPaise).toBe(10483); // 18 % of 582.40 = 104.832
    expect(q.totalPaise).toBe(68723);
    expect(q.platformPaise).toBe(14560);
    expect(q.providerPaise).toBe(43680);
    expect(quoteToWire(q)).toEqual({
      subtotal: '582.40',
      gst: '104.83',
      totalAmount: '687.23',
      providerAmount: '436.80',
      platformAmount: '145.60',
    });
  });

  it('prices a bike at ×0.6', () => {
    const q = quoteBooking(
      { vehicleType: 'bike', vehicleCategory: 'hatchback', items: [{ id: 'basic', basePrice: '299.00' }] },
      DEFAULT_PRICING,
    );
    expect(q.subtotalPaise).toBe(17940);
    expect(quoteToWire(q)).toEqual({
      subtotal: '179.40',
      gst: '32.29',
      totalAmount: '211.69',
      providerAmount: '134.55',
      platformAmount: '44.85',
    });
  });

  it('follows the configuration it is given', () => {
    const config: PricingConfig = {
      ...DEFAULT_PRICING,
      gstPercentage: 5,
      platformFeePercentage: 10,
      categoryMultipliers: { ...DEFAULT_PRICING.categoryMultipliers, suv: 2 },
    };
    const q = quoteBooking({ vehicleType: 'car', vehicleCategory: 'suv', items: [{ id: 'a', basePrice: '100' }] }, config);
    expect(q.subtotalPaise).toBe(20000);
    expect(q.gstPaise).toBe(1000);
    expect(q.platformPaise).toBe(2000);
    expect(q.providerPaise).toBe(18000);
  });

  it('gives zeros for no items', () => {
    const q = quoteBooking({ vehicleType: 'car', vehicleCategory: 'hatchback', items: [] }, DEFAULT_PRICING);
    expect(q).toEqual({ lines: [], subtotalPaise: 0, gstPaise: 0, totalPaise: 0, providerPaise: 0, platformPaise: 0 });
  });

  it('always adds up, for awkward prices and every vehicle', () => {
    const prices = ['0.01', '0.03', '1.99', '33.33', '299.00', '457.77', '899.99'];
    for (const vehicleType of ['car', 'bike'] as const) {
      for (const vehicleCategory of ['hatchback', 'sedan', 'suv', 'luxury'] as const) {
        for (let n = 1; n <= prices.length; n++) {
          const items = prices.slice(0, n).map((basePrice, i) => ({ id: `s${i}`, basePrice }));
          const q = quoteBooking({ vehicleType, vehicleCategory, items }, DEFAULT_PRICING);
          expect(q.lines.reduce((s, l) => s + l.pricePaise, 0)).toBe(q.subtotalPaise);
          expect(q.providerPaise + q.platformPaise).toBe(q.subtotalPaise);
          expect(q.subtotalPaise + q.gstPaise).toBe(q.totalPaise);
          for (const v of Object.values(q).filter((x) => typeof x === 'number')) expect(Number.isInteger(v)).toBe(true);
        }
      }
    }
  });
});

describe('bids and notes', () => {
  it('adds 20 % to a bid for the customer, in whole rupees', () => {
    expect(bidCustomerTotalRupees('500')).toBe(600);
    expect(bidCustomerTotalRupees('450.00')).toBe(540);
    expect(bidCustomerTotalRupees('333')).toBe(400); // 399.60
    expect(bidCustomerTotalRupees('332.50')).toBe(399);
    expect(bidCustomerTotalRupees('0.42')).toBe(1); // 0.504
  });

  it('stores bid, 0.2 × bid and 1.2 × bid on acceptance', () => {
    expect(bidAcceptanceAmounts('450')).toEqual({ providerAmount: '450.00', platformAmount: '90.00', totalAmount: '540.00' });
    expect(bidAcceptanceAmounts('333.33')).toEqual({ providerAmount: '333.33', platformAmount: '66.67', totalAmount: '400.00' });
  });

  it('notes 20 % of the base price on service cards', () => {
    expect(platformFeeNotePaise(29900)).toBe(5980);
    expect(platformFeeNotePaise(59900)).toBe(11980);
    expect(platformFeeNotePaise(3)).toBe(1);
  });

  it('shows the bike multiplier as a discount', () => {
    expect(bikeDiscountPercent(DEFAULT_PRICING)).toBe(40);
    expect(bikeDiscountPercent({ ...DEFAULT_PRICING, bikePriceMultiplier: 0.7 })).toBe(30);
    expect(bikeDiscountPercent({ ...DEFAULT_PRICING, bikePriceMultiplier: 1 })).toBe(0);
  });
});
