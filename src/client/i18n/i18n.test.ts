// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { displayLocale } from '../../shared/domain/display-locale';
import { formatIstDate, slotLabel } from '../../shared/domain/time';
import { formatRupees } from '../../shared/pricing/money';
import { getLocale, loadAreas, setLocale, startingLocale, t } from './i18n';
import { pickLocale } from './locales';

describe('pickLocale', () => {
  it('keeps the choice made on this device', () => {
    expect(pickLocale('hi', ['kn-IN', 'en'])).toBe('hi');
  });
  it('follows the first of the phone’s languages the app speaks', () => {
    expect(pickLocale(null, ['kn-IN', 'en-IN'])).toBe('kn');
    expect(pickLocale(null, ['ta-IN', 'hi', 'kn'])).toBe('hi');
    expect(pickLocale(null, ['en-GB', 'kn'])).toBe('en');
    expect(pickLocale('fr', ['KN_in'])).toBe('kn');
  });
  it('falls back to English', () => {
    expect(pickLocale(null, [])).toBe('en');
    expect(pickLocale(null, ['ta-IN', 'te'])).toBe('en');
  });
});

describe('switching language', () => {
  afterEach(async () => {
    await setLocale('en');
    localStorage.clear();
  });

  it('loads the areas asked for, sets lang and the formatters, and is remembered on this device', async () => {
    await loadAreas('toasts');
    await setLocale('kn');
    expect(getLocale()).toBe('kn');
    expect(document.documentElement.lang).toBe('kn-IN');
    expect(displayLocale()).toBe('kn-IN');
    expect(t('chrome.language')).toBe('ಭಾಷೆ');
    // An area loaded before the switch is there in the new language too.
    expect(t('toasts.keptBusy')).toBe('ಉಳಿಸಲಾಗಿದೆ — ಸ್ವಲ್ಪ ಸಮಯದಲ್ಲೇ ಸಿಂಕ್ ಆಗುತ್ತದೆ');
    expect(startingLocale()).toBe('kn');

    await setLocale('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(t('sync.notAppliedCount', { count: 1 })).toBe('1 बदलाव लागू नहीं हुआ');
    expect(t('sync.notAppliedCount', { count: 3 })).toBe('3 बदलाव लागू नहीं हुए');
  });

  it('formats money with lakh grouping and dates with the language’s month names', async () => {
    expect(formatRupees(12345650)).toBe('₹1,23,456.50');
    await setLocale('kn');
    expect(formatRupees(1234567800)).toBe('₹1,23,45,678');
    expect(formatIstDate('2026-11-22')).toMatch(/ನವೆಂ/);
    await setLocale('hi');
    expect(formatRupees(1234567800)).toBe('₹1,23,45,678');
    expect(formatIstDate('2026-11-22')).toMatch(/नव/);
    expect(slotLabel(14)).toMatch(/2:00/);
    await setLocale('en');
    expect(formatIstDate('2026-11-22')).toBe('22 Nov 2026');
    expect(slotLabel(14)).toBe('2:00 PM');
  });

  it('fills plural and text arguments in English', async () => {
    await loadAreas('sync');
    expect(t('sync.waitingCount', { count: 1 })).toBe('1 change waiting to sync');
    expect(t('sync.waitingCount', { count: 2 })).toBe('2 changes waiting to sync');
    expect(t('chrome.footer.rights', { year: 2024, brand: 'GaadiCare' })).toBe('© 2024 GaadiCare. All rights reserved.');
  });
});
