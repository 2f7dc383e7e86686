import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING, type PricingConfig } from '../schemas/admin';
import { priceToWire } from './price-model';
import { bikeDiscountPercent, itemPricePaise, quoteBid, quoteBooking } from './quote';

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
    expect(q.servicePaise).toBe(58240);
    expect(q.cgstPaise).toBe(5242); // 9 % of 582.40 = 52.416
    expect(q.gstPaise).toBe(10484);
    expect(q.totalPaise).toBe(68724);
    expect(q.platformFeePaise).toBe(14560);
    expect(q.providerEarningPaise).toBe(43680);
    expect(priceToWire(q)).toMatchObject({
      subtotal: '582.40',
      cgst: '52.42',
      sgst: '52.42',
      gst: '104.84',
      totalAmount: '687.24',
      providerAmount: '436.80',
      platformAmount: '145.60',
    });
  });

  it('prices a bike at ×0.6', () => {
    const q = quoteBooking(
      { vehicleType: 'bike', vehicleCategory: 'hatchback', items: [{ id: 'basic', basePrice: '299.00' }] },
      DEFAULT_PRICING,
    );
    expect(q.servicePaise).toBe(17940);
    expect(priceToWire(q)).toMatchObject({
      subtotal: '179.40',
      cgst: '16.15', // 9 % of 179.40 = 16.146
      gst: '32.30',
      totalAmount: '211.70',
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
    expect(q.servicePaise).toBe(20000);
    expect(q.gstPaise).toBe(1000);
    expect(q.platformFeePaise).toBe(2000);
    expect(q.providerEarningPaise).toBe(18000);
  });

  it('gives zeros for no items', () => {
    const q = quoteBooking({ vehicleType: 'car', vehicleCategory: 'hatchback', items: [] }, DEFAULT_PRICING);
    expect(q).toMatchObject({ lines: [], servicePaise: 0, gstPaise: 0, totalPaise: 0, providerEarningPaise: 0, platformFeePaise: 0 });
  });

  it('always adds up, for awkward prices and every vehicle', () => {
    const prices = ['0.01', '0.03', '1.99', '33.33', '299.00', '457.77', '899.99'];
    for (const vehicleType of ['car', 'bike'] as const) {
      for (const vehicleCategory of ['hatchback', 'sedan', 'suv', 'luxury'] as const) {
        for (let n = 1; n <= prices.length; n++) {
          const items = prices.slice(0, n).map((basePrice, i) => ({ id: `s${i}`, basePrice }));
          const q = quoteBooking({ vehicleType, vehicleCategory, items }, DEFAULT_PRICING);
          expect(q.lines.reduce((s, l) => s + l.pricePaise, 0)).toBe(q.servicePaise);
          expect(q.providerEarningPaise + q.platformFeePaise).toBe(q.servicePaise);
          expect(q.servicePaise + q.cgstPaise + q.sgstPaise).toBe(q.totalPaise);
          for (const v of Object.values(q).filter((x) => typeof x === 'number')) expect(Number.isInteger(v)).toBe(true);
        }
      }
    }
  });
});

describe('bids and the bike discount', () => {
  it('takes the bid as the service price P', () => {
    expect(priceToWire(quoteBid('450', DEFAULT_PRICING, { takeover: false }))).toMatchObject({
      subtotal: '450.00',
      gst: '81.00',
      totalAmount: '531.00',
      providerAmount: '337.50',
      platformAmount: '112.50',
    });
    expect(priceToWire(quoteBid('333.33', DEFAULT_PRICING, { takeover: false }))).toMatchObject({
      cgst: '30.00', // 9 % of 333.33 = 29.9997
      totalAmount: '393.33',
      providerAmount: '250.00', // fee 83.3325 -> 83.33
      platformAmount: '83.33',
    });
  });

  it('shows the bike multiplier as a discount', () => {
    expect(bikeDiscountPercent(DEFAULT_PRICING)).toBe(40);
    expect(bikeDiscountPercent({ ...DEFAULT_PRICING, bikePriceMultiplier: 0.7 })).toBe(30);
    expect(bikeDiscountPercent({ ...DEFAULT_PRICING, bikePriceMultiplier: 1 })).toBe(0);
  });
});
