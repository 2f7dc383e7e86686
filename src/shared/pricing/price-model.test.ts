import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING, pricingConfigSchema, type PricingConfig } from '../schemas/admin';
import { GST_RATES } from './gst-rates';
import { fromPaise, toPaise } from './money';
import {
  apportionPaise,
  divideHalfUp,
  percentToBp,
  priceService,
  priceToWire,
  splitGst,
} from './price-model';
import { itemPricePaise, quoteBid, quoteBooking } from './quote';

/** Paise up to ₹1 crore, and rates with at most two decimals, as the admin form allows. */
const paise = fc.integer({ min: 0, max: 1_000_000_000 });
const rate = fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100);
const multiplier = fc.integer({ min: 100, max: 1000 }).map((h) => h / 100);
const config: fc.Arbitrary<PricingConfig> = fc.record({
  platformFeePercentage: rate,
  gstPercentage: fc.constantFrom(...GST_RATES),
  bikePriceMultiplier: fc.integer({ min: 0, max: 1000 }).map((h) => h / 100),
  categoryMultipliers: fc.record({
    hatchback: fc.integer({ min: 0, max: 1000 }).map((h) => h / 100),
    sedan: fc.integer({ min: 0, max: 1000 }).map((h) => h / 100),
    suv: fc.integer({ min: 0, max: 1000 }).map((h) => h / 100),
    luxury: fc.integer({ min: 0, max: 1000 }).map((h) => h / 100),
  }),
  minimumOrderValue: fc.integer({ min: 0, max: 1000 }),
  emergencyServiceMultiplier: multiplier,
});

const wholePaise = (n: number) => Number.isSafeInteger(n) && n >= 0;

describe('the price model', () => {
  it('prices a ₹500.00 bid at ₹590.00: GST 90.00, provider 375.00, platform 125.00', () => {
    const price = quoteBid('500.00', DEFAULT_PRICING, { takeover: false });
    expect(priceToWire(price)).toEqual({
      subtotal: '500.00',
      cgst: '45.00',
      sgst: '45.00',
      gst: '90.00',
      totalAmount: '590.00',
      providerAmount: '375.00',
      platformAmount: '125.00',
      priorityBonus: '0.00',
      gstRate: 18,
      platformFeeRate: 25,
    });
  });

  it('rounds each GST half up to the paisa', () => {
    // 9 % of 0.50 = 0.045 -> 0.05 each half.
    expect(priceService(50, DEFAULT_PRICING)).toMatchObject({ cgstPaise: 5, sgstPaise: 5, gstPaise: 10, totalPaise: 60 });
    // 9 % of 0.49 = 0.0441 -> 0.04.
    expect(priceService(49, DEFAULT_PRICING)).toMatchObject({ cgstPaise: 4, gstPaise: 8 });
    // 9 % of 972.40 = 87.516 -> 87.52 each: GST 175.04, total 1,147.44.
    expect(priceService(97240, DEFAULT_PRICING)).toMatchObject({ cgstPaise: 8752, gstPaise: 17504, totalPaise: 114744 });
  });

  it('holds for any price and rates: T = P + CGST + SGST, E + fee = P, whole non-negative paise', () => {
    fc.assert(
      fc.property(paise, rate, rate, fc.option(multiplier), (p, gst, fee, m) => {
        const b = priceService(p, { gstPercentage: gst, platformFeePercentage: fee }, { priorityMultiplier: m ?? undefined });
        expect(b.totalPaise).toBe(b.servicePaise + b.cgstPaise + b.sgstPaise);
        expect(b.gstPaise).toBe(b.cgstPaise + b.sgstPaise);
        expect(b.providerEarningPaise + b.platformFeePaise).toBe(p);
        for (const v of [b.cgstPaise, b.sgstPaise, b.totalPaise, b.platformFeePaise, b.providerEarningPaise, b.priorityBonusPaise]) {
          expect(wholePaise(v)).toBe(true);
        }
        // Each half is the exact half-rate of P, rounded half up: within half a paisa.
        expect(Math.abs(b.cgstPaise - (p * gst) / 200)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(b.cgstPaise).toBe(b.sgstPaise);
      }),
    );
  });

  it('never charges the customer for a priority bonus; it comes out of the fee, never beyond it', () => {
    fc.assert(
      fc.property(paise, rate, rate, multiplier, (p, gst, fee, m) => {
        const rates = { gstPercentage: gst, platformFeePercentage: fee };
        const plain = priceService(p, rates);
        const bonus = priceService(p, rates, { priorityMultiplier: m });
        expect(bonus.totalPaise).toBe(plain.totalPaise);
        expect(bonus.priorityBonusPaise).toBeLessThanOrEqual(plain.platformFeePaise);
        expect(bonus.providerEarningPaise).toBe(plain.providerEarningPaise + bonus.priorityBonusPaise);
        expect(bonus.platformFeePaise).toBeGreaterThanOrEqual(0);
      }),
    );
    // Defaults: 1.5 x 75 % would be 112.5 % of P, so the whole 25 % fee goes to the provider.
    expect(quoteBid('500', DEFAULT_PRICING, { takeover: true })).toMatchObject({
      totalPaise: 59000,
      providerEarningPaise: 50000,
      platformFeePaise: 0,
      priorityBonusPaise: 12500,
    });
    expect(quoteBid('500', { ...DEFAULT_PRICING, emergencyServiceMultiplier: 1.2 }, { takeover: true })).toMatchObject({
      providerEarningPaise: 45000,
      platformFeePaise: 5000,
    });
  });

  it('gives the same figures from the wire strings a device previews as from the paise the server stores', () => {
    fc.assert(
      fc.property(
        config,
        fc.constantFrom('car', 'bike'),
        fc.constantFrom('hatchback', 'sedan', 'suv', 'luxury'),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 8 }),
        (cfg, vehicleType, vehicleCategory, basePaise) => {
          expect(pricingConfigSchema.safeParse(cfg).success).toBe(true);
          // The device: base prices as the catalogue sends them, amounts as it would send them.
          const items = basePaise.map((b, i) => ({ id: `s${i}`, basePrice: fromPaise(b) }));
          const preview = priceToWire(quoteBooking({ vehicleType, vehicleCategory, items }, cfg));
          // The server: the stored paise, priced again from the lines.
          const lines = basePaise.map((b) => itemPricePaise(b, vehicleType, vehicleCategory, cfg));
          const stored = priceService(lines.reduce((s, l) => s + l, 0), cfg);
          expect(preview).toEqual(priceToWire(stored));
          // And a bid typed as text on the device equals the bid the server stores in paise.
          const bid = fromPaise(stored.servicePaise);
          expect(priceToWire(quoteBid(bid, cfg, { takeover: false }))).toEqual(priceToWire(priceService(toPaise(bid), cfg)));
        },
      ),
    );
  });
});

describe('helpers', () => {
  it('divides half up exactly', () => {
    expect(divideHalfUp(5, 10)).toBe(1);
    expect(divideHalfUp(4, 10)).toBe(0);
    expect(divideHalfUp(15, 10)).toBe(2);
    expect(() => divideHalfUp(-1, 10)).toThrow();
  });

  it('turns rates into basis points and refuses a third decimal', () => {
    expect(percentToBp(18)).toBe(1800);
    expect(percentToBp(2.5)).toBe(250);
    expect(percentToBp(0.07)).toBe(7);
    expect(() => percentToBp(18.005)).toThrow();
    expect(pricingConfigSchema.safeParse({ ...DEFAULT_PRICING, gstPercentage: 18.005 }).success).toBe(false);
    expect(pricingConfigSchema.safeParse({ ...DEFAULT_PRICING, emergencyServiceMultiplier: 0.9 }).success).toBe(false);
  });

  it('splits a stored GST into halves that add up', () => {
    expect(splitGst(9000)).toEqual({ cgstPaise: 4500, sgstPaise: 4500 });
    expect(splitGst(10483)).toEqual({ cgstPaise: 5242, sgstPaise: 5241 });
  });

  it('apportions an amount to the paisa in proportion to the weights', () => {
    expect(apportionPaise(50000, [59900, 14900])).toEqual([40040, 9960]);
    expect(apportionPaise(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportionPaise(7, [0, 0])).toEqual([7, 0]);
    fc.assert(
      fc.property(paise, fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 10 }), (amount, weights) => {
        const parts = apportionPaise(amount, weights);
        expect(parts.reduce((s, x) => s + x, 0)).toBe(amount);
        const total = weights.reduce((s, w) => s + w, 0);
        parts.forEach((part, i) => {
          expect(Number.isInteger(part) && part >= 0).toBe(true);
          if (total > 0) expect(Math.abs(part - (amount * weights[i]) / total)).toBeLessThan(1 + 1e-6);
        });
      }),
    );
  });
});
