import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from '../../../shared/schemas/admin';
import { fieldOfServerMessage, fromPricingForm, pricingFormSchema, toPricingForm } from './pricing-form';

describe('pricing form', () => {
  it('round-trips the configuration through the text fields', () => {
    expect(fromPricingForm(toPricingForm(DEFAULT_PRICING))).toEqual(DEFAULT_PRICING);
  });

  it('checks each field as the server does: one message in words, naming the limit, no internal names', () => {
    const values = toPricingForm(DEFAULT_PRICING);
    const messages = (patch: Partial<typeof values>) => pricingFormSchema.safeParse({ ...values, ...patch }).error?.issues.map((i) => i.message);
    expect(messages({ platformFeePercentage: '-5' })).toEqual(['Platform fee must be 0 % or more']);
    expect(messages({ platformFeePercentage: '101' })).toEqual(['Platform fee must be at most 100 %']);
    expect(messages({ platformFeePercentage: '2.125' })).toEqual(['Platform fee must have at most 2 decimals']);
    for (const gst of ['150', '-18', '10', '17.5']) expect(messages({ gstPercentage: gst })).toEqual(['GST must be one of 0, 5, 12, 18 or 28 %']);
    for (const gst of ['0', '5', '12', '18', '28']) expect(messages({ gstPercentage: gst })).toBeUndefined();
    expect(messages({ categoryMultipliers: { ...values.categoryMultipliers, suv: '-1' } })).toEqual(['SUV multiplier must be 0 or more']);
    expect(messages({ minimumOrderValue: '-1' })).toEqual(['Minimum order value must be ₹0 or more']);
    expect(messages({ emergencyServiceMultiplier: '0.5' })).toEqual(['Emergency priority bonus must be at least 1 (1 means no bonus)']);
  });

  it('asks for numbers', () => {
    const values = toPricingForm(DEFAULT_PRICING);
    const blank = pricingFormSchema.safeParse({ ...values, gstPercentage: ' ' });
    expect(blank.success).toBe(false);
    const text = pricingFormSchema.safeParse({ ...values, categoryMultipliers: { ...values.categoryMultipliers, suv: 'abc' } });
    expect(text.error?.issues[0]).toMatchObject({ path: ['categoryMultipliers', 'suv'], message: 'Enter a number' });
  });

  it('places a server validation message on the field it names', () => {
    const fields = ['gstPercentage', 'categoryMultipliers.sedan'];
    expect(fieldOfServerMessage('gstPercentage: Must be 100 or less (and 1 more)', fields)).toEqual({
      field: 'gstPercentage',
      text: 'Must be 100 or less',
    });
    expect(fieldOfServerMessage('categoryMultipliers.sedan: Must be 10 or less', fields)?.field).toBe('categoryMultipliers.sedan');
    expect(fieldOfServerMessage('Only the administrator can change pricing', fields)).toBeNull();
  });
});
