import { afterEach, describe, expect, it } from 'vitest';
import { loadAreas, setLocale, t } from '../i18n/i18n';
import { describePhase } from './photo-picker';

describe('the photo upload progress', () => {
  afterEach(() => setLocale('en'));

  it('counts the photos and the bytes sent', () => {
    expect(describePhase(t, { kind: 'preparing', done: 0, total: 2 })).toBe('Preparing photo 1 of 2…');
    expect(describePhase(t, { kind: 'sending', total: 1, sent: 0, bytes: 0 })).toBe('Sending 1 photo…');
    expect(describePhase(t, { kind: 'sending', total: 2, sent: 1.2 * 1024 * 1024, bytes: 3.4 * 1024 * 1024 })).toBe('Sending 2 photos: 1.2 MB of 3.4 MB');
    expect(describePhase(t, { kind: 'sending', total: 2, sent: 300, bytes: 90 * 1024 })).toBe('Sending 2 photos: 1 kB of 90 kB');
  });

  it('says it in Kannada and Hindi', async () => {
    await loadAreas('photos');
    await setLocale('kn');
    const kn = describePhase(t, { kind: 'sending', total: 2, sent: 1.2 * 1024 * 1024, bytes: 3.4 * 1024 * 1024 });
    expect(kn).toBe('2 ಫೋಟೋಗಳು ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ: 3.4 ಎಂಬಿ ರಲ್ಲಿ 1.2 ಎಂಬಿ');
    await setLocale('hi');
    expect(describePhase(t, { kind: 'sending', total: 1, sent: 2048, bytes: 4096 })).toBe('1 फ़ोटो भेजी जा रही है: 4 केबी में से 2 केबी');
  });
});
