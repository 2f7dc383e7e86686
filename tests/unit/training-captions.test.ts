import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRAINING_VIDEO } from '../../src/shared/catalog/training-video';
import { LOCALES } from '../../src/client/i18n/locales';
import { SEED_TRAINING_MODULES } from '../../src/server/db/seed-data/onboarding';

/** The cues of a WebVTT file: start, end and text. */
function cues(file: string): { start: string; end: string; text: string }[] {
  const body = fs.readFileSync(path.join('public', file), 'utf8');
  expect(body.startsWith('WEBVTT\n'), file).toBe(true);
  return [...body.matchAll(/^(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})\n(.+)$/gm)].map((m) => ({ start: m[1]!, end: m[2]!, text: m[3]! }));
}

const read = (locale: string, area: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join('src/client/i18n/locales', locale, `${area}.json`), 'utf8'));
const catalog = (locale: string) => ({ ...read(locale, 'training'), ...read(locale, 'onboarding') });

describe('the training film’s caption tracks', () => {
  const english = cues(TRAINING_VIDEO.captions.en);

  it('has one film and one track per language of the app', () => {
    expect(Object.keys(TRAINING_VIDEO.captions).sort()).toEqual([...LOCALES].sort());
    expect(Object.keys(TRAINING_VIDEO.films).sort()).toEqual([...LOCALES].sort());
    for (const film of Object.values(TRAINING_VIDEO.films)) {
      // A WebM file starts with the EBML magic number.
      expect(fs.readFileSync(path.join('public', film)).subarray(0, 4).toString('hex'), film).toBe('1a45dfa3');
    }
  });

  it('runs as long as the film', () => {
    expect(english.at(-1)?.end).toBe(`00:00:${String(TRAINING_VIDEO.durationSeconds).padStart(2, '0')}.000`);
  });

  for (const locale of LOCALES) {
    it(`${locale}: cue for cue with English, in the language's words from its training catalog`, () => {
      const track = cues(TRAINING_VIDEO.captions[locale]);
      expect(track.map((c) => [c.start, c.end])).toEqual(english.map((c) => [c.start, c.end]));
      const words = catalog(locale);
      const etiquette = SEED_TRAINING_MODULES.filter((m) => m.type === 'etiquette').map((m) => words[`training.${m.id}.content`]).join(' ');
      expect(track[0]?.text).toBe(words['onboarding.film.opening']);
      expect(track.slice(1).map((c) => c.text).join(' ')).toBe(etiquette);
      if (locale !== 'en') for (const cue of track) expect(cue.text, cue.text).not.toMatch(/\b(the|and|before|customer|vehicle)\b/i);
    });
  }
});
