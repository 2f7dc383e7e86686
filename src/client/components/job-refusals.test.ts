import { afterEach, describe, expect, it } from 'vitest';
import { AFTER_PHOTOS_REQUIRED, SUPPLIER_DETAILS_REQUIRED } from '../../shared/domain/action-refusals';
import { startRefusal } from '../../shared/domain/slot-rules';
import { START_CODE_WRONG_MESSAGE, startLockedMessage } from '../../shared/domain/start-code';
import { setDisplayLocale } from '../../shared/domain/display-locale';
import { loadAreas, setLocale, t } from '../i18n/i18n';
import { jobRefusalText } from './job-refusals';

const slot = new Date('2026-11-22T04:30:00Z'); // 10:00 AM IST

describe('jobRefusalText', () => {
  afterEach(() => setLocale('en'));

  it('says the job flow’s refusals as the server and the shared rules word them, in English', () => {
    expect(jobRefusalText(t, START_CODE_WRONG_MESSAGE)).toBe('That code is not right');
    expect(jobRefusalText(t, startLockedMessage(new Date('2026-11-22T05:12:00Z')))).toBe('Too many wrong codes: starting this job is locked until 10:42 AM');
    const early = startRefusal(slot, new Date('2026-11-21T04:30:00Z'), 30)!;
    expect(jobRefusalText(t, early)).toBe(early);
    expect(jobRefusalText(t, startRefusal(slot, new Date('2026-11-22T18:30:00Z'), 30)!)).toBe('This job’s day has ended, so it can no longer be started');
    expect(jobRefusalText(t, AFTER_PHOTOS_REQUIRED)).toBe(AFTER_PHOTOS_REQUIRED);
    expect(jobRefusalText(t, 'Booking not found')).toBe('Booking not found');
  });

  it('says them in Kannada and Hindi, the server’s English time included', async () => {
    await loadAreas('jobs');
    await setLocale('kn');
    setDisplayLocale('kn-IN');
    expect(jobRefusalText(t, START_CODE_WRONG_MESSAGE)).toBe('ಈ ಕೋಡ್ ಸರಿಯಿಲ್ಲ');
    setDisplayLocale('en-IN');
    const locked = startLockedMessage(new Date('2026-11-22T05:12:00Z'));
    setDisplayLocale('kn-IN');
    expect(jobRefusalText(t, locked)).toBe('ತಪ್ಪು ಕೋಡ್‌ಗಳು ಹಲವು ಬಾರಿ ಬಂದಿವೆ: 10:42 ಬೆಳಗ್ಗೆ ರವರೆಗೆ ಈ ಕೆಲಸವನ್ನು ಶುರು ಮಾಡಲು ಆಗುವುದಿಲ್ಲ');
    const early = jobRefusalText(t, startRefusal(slot, new Date('2026-11-21T04:30:00Z'), 30)!);
    expect(early).toContain('ನವೆಂ 22, 2026');
    expect(early).not.toMatch(/[A-Za-z]/);
    await setLocale('hi');
    expect(jobRefusalText(t, AFTER_PHOTOS_REQUIRED)).not.toMatch(/[A-Za-z]/);
    expect(jobRefusalText(t, SUPPLIER_DETAILS_REQUIRED).replace('GSTIN', '')).not.toMatch(/[A-Za-z]/);
    expect(jobRefusalText(t, startRefusal(slot, new Date('2026-11-21T04:30:00Z'), 1)!)).toMatch(/1 मिनट पहले$/);
  });
});
