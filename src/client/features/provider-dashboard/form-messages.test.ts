// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_CODE_FORMAT_MESSAGE } from '../../../shared/domain/start-code';
import { emergencyReleaseBodySchema, startJobBodySchema } from '../../../shared/schemas/booking';
import { formText, loadFormWords } from '../../i18n/form-text';
import { setLocale } from '../../i18n/i18n';
import { KEPT_LATIN } from '../../i18n/kept-latin';
import { availabilityFormSchema, toFormValues } from './availability-form';
import { bidFormSchema } from './bid-form-schema';
import { rateFormSchema } from './rate-form-schema';

const day = (startTime: string, endTime: string) => ({ days: toFormValues([]).days.map((d, i) => (i === 0 ? { ...d, startTime, endTime } : d)) });
const rates = (min: string, max: string, radius = '10') => ({ hourlyRateMin: min, hourlyRateMax: max, serviceRadius: radius, baseLatitude: '', baseLongitude: '' });
const bid = (bidAmount: string, estimatedDuration: string, message = '') => ({ bidAmount, estimatedDuration, message });

/** What the provider's forms can say: every message each rule gives, from the schemas themselves. */
function providerFormMessages(): string[] {
  const messages = new Set<string>();
  const collect = (result: { success: boolean; error?: { issues: { message: string }[] } }) => {
    for (const issue of result.error?.issues ?? []) messages.add(issue.message);
  };
  for (const input of [bid('', ''), bid('abc', 'x', 'a'.repeat(600)), bid('0', '1.5', 'a\u0001'), bid('99999999', '5000'), bid('10', '0'), bid('-500', '60')]) collect(bidFormSchema.safeParse(input));
  for (const input of [rates('', '', ''), rates('x', 'y', '7'), rates('-1', '99999999'), rates('1.5', '2.5'), rates('99999', '100'), rates('900', '100')]) collect(rateFormSchema.safeParse(input));
  for (const input of [day('', ''), day('18:00', '09:00'), day('9', '25:00')]) collect(availabilityFormSchema.safeParse(input));
  collect(startJobBodySchema.safeParse({ code: '12' }));
  collect(emergencyReleaseBodySchema.safeParse({ providerId: 'p', reason: '  ' }));
  return [...messages];
}

const englishLeft = (text: string) => (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !KEPT_LATIN.has(w));

describe('the provider forms’ validation messages', () => {
  const messages = providerFormMessages();
  beforeAll(() => loadFormWords());
  afterAll(() => setLocale('en'));

  it('are many, and include the ones the server says (a check that the cases above still reach every rule)', () => {
    expect(messages.length).toBeGreaterThanOrEqual(24);
    expect(messages).toContain(START_CODE_FORMAT_MESSAGE);
    expect(messages).toContain('Duration must be at most 1440 minutes');
    expect(messages).toContain('forms.bid.amountRequired');
    expect(messages).toContain('Bid amount cannot be negative');
  });

  it('read in English as before', async () => {
    await setLocale('en');
    for (const message of messages) {
      const text = formText(message);
      expect(text, message).not.toMatch(/^forms\./);
      if (!message.startsWith('forms.')) expect(text).toBe(message);
    }
    expect(formText('forms.bid.amountRequired')).toBe('Bid amount is required');
    expect(formText('forms.rates.wholeRupees')).toBe('Enter whole rupees, e.g. 500');
  });

  for (const locale of ['kn', 'hi'] as const) {
    it(`are all in ${locale}: none left in English`, async () => {
      await setLocale(locale);
      for (const message of messages) expect(englishLeft(formText(message)), `${locale}: ${message}`).toEqual([]);
    });
  }
});
