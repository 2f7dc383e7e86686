import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from '../../../shared/schemas/admin';
import { fieldOfServerMessage, fromPricingForm, pricingFormSchema, toPricingForm } from './pricing-form';

describe('pricing form', () => {
  it('round-trips the configuration through the text fields', () => {
    expect(fromPricingForm(toPricingForm(DEFAULT_PRICING))).toEqual(DEFAULT_PRICING);
  });

  it('asks for numbers but leaves the limits to the server', () => {
    const values = { ...toPricingForm(DEFAULT_PRICING), gstPercentage: '150' };
    expect(pricingFormSchema.safeParse(values).success).toBe(true);
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
