// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { formText, loadFormWords } from '../../i18n/form-text';
import { rateFormSchema } from './rate-form-schema';

/** What the form shows (in English): its own ids and the shared schema's words, through formText. */
const messages = (input: Record<string, string>) => {
  const result = rateFormSchema.safeParse({ baseLatitude: '', baseLongitude: '', ...input });
  return result.success ? [] : result.error.issues.map((i) => formText(i.message));
};

describe('rate settings form', () => {
  beforeAll(() => loadFormWords());

  it('accepts the defaults', () => {
    expect(messages({ hourlyRateMin: '300', hourlyRateMax: '800', serviceRadius: '10' })).toEqual([]);
  });

  it('requires every field with the spec messages', () => {
    expect(messages({ hourlyRateMin: '', hourlyRateMax: ' ', serviceRadius: '' })).toEqual([
      'Minimum rate is required',
      'Maximum rate is required',
      'Service radius is required',
    ]);
  });

  it('refuses a maximum below the minimum and radii off the list', () => {
    expect(messages({ hourlyRateMin: '900', hourlyRateMax: '800', serviceRadius: '10' })).toEqual(['Maximum rate must be at least the minimum rate']);
    expect(messages({ hourlyRateMin: '300', hourlyRateMax: '800', serviceRadius: '12' })).toEqual(['Service radius must be 5, 10, 15 or 25 km']);
  });

  it('refuses a rate above the shared hourly limit', () => {
    expect(messages({ hourlyRateMin: '300', hourlyRateMax: '10001', serviceRadius: '10' })).toEqual(['Maximum rate must be at most ₹10,000']);
    expect(messages({ hourlyRateMin: '300', hourlyRateMax: '10000', serviceRadius: '10' })).toEqual([]);
  });
});
