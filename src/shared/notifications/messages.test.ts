import { describe, expect, it } from 'vitest';
import { DISPLAY_LOCALES } from '../domain/display-locale';
import { NOTIFICATION_EVENT_NAMES } from './events';
import { localityOf } from './locality';
import { notificationCatalogs, notificationWords } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('notification words', () => {
  it('every language words every event with the placeholders English uses', () => {
    const english = notificationCatalogs['en-IN'];
    for (const locale of DISPLAY_LOCALES) {
      for (const event of NOTIFICATION_EVENT_NAMES) {
        const entry = notificationCatalogs[locale][event];
        expect(placeholders(entry.title + entry.body), `${locale} ${event}`).toEqual(placeholders(english[event].title + english[event].body));
        expect(Boolean(entry.one), `${locale} ${event} one`).toBe(Boolean(english[event].one));
      }
    }
  });

  it('fills the slot in India time and the count in its singular form', () => {
    const params = { service: 'Basic Wash', locality: 'Indiranagar', slot: '2026-11-29T10:00:00+05:30', count: 1 };
    expect(notificationWords('newJobsNearby', params, 'en-IN')).toEqual({ title: 'A new job near you', body: 'Basic Wash in Indiranagar, 29 Nov, 10:00 am.' });
    expect(notificationWords('newJobsNearby', { count: 3 }, 'hi-IN').title).toBe('आपके पास 3 नए काम');
    expect(notificationWords('identityDecided', { outcome: 'approved' }, 'kn-IN').title).toBe('ಗುರುತಿನ ಪರಿಶೀಲನೆ: ಅನುಮೋದಿಸಲಾಗಿದೆ');
  });
});

describe('the locality of an address', () => {
  it('is the part before the city, never the address line', () => {
    expect(localityOf('12, 4th Cross, Indiranagar, Bangalore 560038')).toBe('Indiranagar');
    expect(localityOf('Flat 3B, Koramangala, Bengaluru, Karnataka, 560034')).toBe('Koramangala');
    expect(localityOf('Jayanagar 4th Block')).toBeUndefined();
  });
});
