// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formText, loadFormWords } from './form-text';
import { setLocale } from './i18n';

describe('formText: validation messages in the person’s language (ADR 031)', () => {
  beforeAll(() => loadFormWords());
  afterEach(() => setLocale('en'));

  it('words a `forms` id a client-side schema carries', async () => {
    expect(formText('forms.bid.amountRequired')).toBe('Bid amount is required');
    await setLocale('kn');
    expect(formText('forms.bid.amountRequired')).toBe('ಬಿಡ್ ಮೊತ್ತ ನಮೂದಿಸಿ');
    await setLocale('hi');
    expect(formText('forms.bid.amountRequired')).toBe('बोली की रकम लिखें');
  });

  it('reads a shared schema’s English through the English catalog, arguments and all', async () => {
    // English stays the server's own words.
    expect(formText('Duration must be at most 1440 minutes')).toBe('Duration must be at most 1440 minutes');
    await setLocale('kn');
    // The limit comes from the English text, not from the catalog.
    expect(formText('Duration must be at most 1440 minutes')).toBe('ಸಮಯ ಹೆಚ್ಚೆಂದರೆ 1440 ನಿಮಿಷ ಇರಬಹುದು');
    expect(formText('Duration must be at most 90 minutes')).toBe('ಸಮಯ ಹೆಚ್ಚೆಂದರೆ 90 ನಿಮಿಷ ಇರಬಹುದು');
    expect(formText('Bid amount must be at most ₹1,00,000')).toBe('ಬಿಡ್ ಮೊತ್ತ ಹೆಚ್ಚೆಂದರೆ ₹1,00,000 ಇರಬಹುದು');
    await setLocale('hi');
    expect(formText('Maximum rate must be at least the minimum rate')).toBe('ज़्यादा से ज़्यादा रेट, कम से कम रेट से कम नहीं हो सकता');
  });

  it('prefers the most specific English message', async () => {
    await setLocale('kn');
    // "Minimum rate must be at most {max}" and "… must be whole rupees" share a start.
    expect(formText('Minimum rate must be whole rupees')).toBe('ಕನಿಷ್ಠ ದರ ಪೂರ್ಣ ರೂಪಾಯಿಗಳಲ್ಲಿ ಇರಬೇಕು');
    expect(formText('Minimum rate must be at most ₹10,000')).toBe('ಕನಿಷ್ಠ ದರ ಹೆಚ್ಚೆಂದರೆ ₹10,000 ಇರಬಹುದು');
  });

  it('shows what no catalog knows as it came, and nothing for no message', async () => {
    await setLocale('kn');
    expect(formText('Something the catalog has never heard of')).toBe('Something the catalog has never heard of');
    expect(formText('forms.no.suchId')).toBe('forms.no.suchId');
    // "{km} km" is a label, and its argument a figure: a sentence that ends in "km" is not it.
    expect(formText('Distance must be under 30 km')).toBe('Distance must be under 30 km');
    expect(formText(undefined)).toBeUndefined();
    expect(formText(null)).toBeUndefined();
  });
});
