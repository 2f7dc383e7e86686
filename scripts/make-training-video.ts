// Makes the video training's films: a slideshow of the customer etiquette rules (the etiquette
// modules of the seeded training, one rule a slide), one film and one caption track per language,
// into public/training/. The slides are drawn by librsvg through sharp, whose text shaping joins
// Kannada and Devanagari letters (fonts: Debian's fonts-lohit-knda and fonts-lohit-deva).
// Needs ffmpeg (Debian: apt-get install ffmpeg). Usage: npx tsx scripts/make-training-video.ts
// (`-- --captions-only`: only the caption tracks, one per language, from the training catalogs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { SEED_TRAINING_MODULES } from '../src/server/db/seed-data/onboarding';
import { TRAINING_VIDEO } from '../src/shared/catalog/training-video';

const WIDTH = 1280;
const HEIGHT = 720;
const SECONDS_PER_SLIDE = 4;
const outDir = path.resolve('public', path.dirname(TRAINING_VIDEO.films.en.slice(1)));

interface Slide {
  heading: string;
  text: string;
}

type Language = keyof typeof TRAINING_VIDEO.captions;
const LANGUAGES = Object.keys(TRAINING_VIDEO.captions) as Language[];

const read = (language: Language, area: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.resolve('src/client/i18n/locales', language, `${area}.json`), 'utf8')) as Record<string, string>;
/** A language's words for the film: the etiquette modules (`training` area) and the film's own title slide (`onboarding`). */
const catalog = (language: Language): Record<string, string> => ({ ...read(language, 'training'), ...read(language, 'onboarding') });

/** The film's slides in a language: a title slide, then each etiquette module's content, one sentence a slide. */
function slidesIn(language: Language): Slide[] {
  const words = catalog(language);
  const say = (id: string) => {
    const text = words[id];
    if (!text) throw new Error(`${language}/training.json lacks ${id}`);
    return text;
  };
  const rules = SEED_TRAINING_MODULES.filter((m) => m.type === 'etiquette').flatMap((m) =>
    say(`training.${m.id}.content`)
      .split(/(?<=[.।])\s+/)
      .filter(Boolean)
      .map((text) => ({ heading: say(`training.${m.id}.title`), text })),
  );
  return [{ heading: say('onboarding.film.heading'), text: say('onboarding.film.opening') }, ...rules];
}

// The server times the video step by the film's length (TRAINING_VIDEO.durationSeconds): it must be this film's.
for (const language of LANGUAGES) {
  const count = slidesIn(language).length;
  if (count * SECONDS_PER_SLIDE !== TRAINING_VIDEO.durationSeconds) {
    throw new Error(`The ${language} film runs ${count * SECONDS_PER_SLIDE} s: set TRAINING_VIDEO.durationSeconds in src/shared/catalog/training-video.ts to match, or split its sentences alike`);
  }
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Greedy word wrap to lines of at most `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The slides' type: DejaVu Sans, with each script's Lohit face for what it lacks. */
const FONTS = 'DejaVu Sans, Lohit Kannada, Lohit Devanagari';

function svg(slide: Slide, index: number, count: number): string {
  const lines = wrap(slide.text, 34);
  const top = HEIGHT / 2 - ((lines.length - 1) * 64) / 2 + 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="#0f3d38"/>
  <rect x="0" y="0" width="100%" height="96" fill="#115e56"/>
  <text x="64" y="62" font-family="${FONTS}" font-size="34" font-weight="bold" fill="#ccfbf1">${escape(slide.heading)}</text>
  ${lines.map((l, i) => `<text x="${WIDTH / 2}" y="${top + i * 64}" text-anchor="middle" font-family="${FONTS}" font-size="48" fill="#ffffff">${escape(l)}</text>`).join('\n  ')}
  <text x="${WIDTH - 64}" y="${HEIGHT - 40}" text-anchor="end" font-family="${FONTS}" font-size="26" fill="#99f6e4">${index + 1} / ${count}</text>
</svg>`;
}

const stamp = (seconds: number) => `00:${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}.000`;

/** One caption track per language, cue for cue with the slides. */
function writeCaptions(): void {
  for (const language of LANGUAGES) {
    const cues = slidesIn(language).map((s, i) => `${i + 1}\n${stamp(i * SECONDS_PER_SLIDE)} --> ${stamp((i + 1) * SECONDS_PER_SLIDE)}\n${s.text}\n`);
    fs.writeFileSync(path.join('public', TRAINING_VIDEO.captions[language]), `WEBVTT\n\n${cues.join('\n')}`);
  }
}

// `--captions-only`: the caption tracks alone (no ffmpeg needed), after a change of the catalogs' words.
if (process.argv.includes('--captions-only')) {
  writeCaptions();
  console.log(`Captions: ${LANGUAGES.map((l) => TRAINING_VIDEO.captions[l]).join(', ')}`);
  process.exit(0);
}

/** One language's film: its slides drawn, then put together at SECONDS_PER_SLIDE each. */
async function makeFilm(language: Language): Promise<void> {
  const slides = slidesIn(language);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-training-'));
  try {
    for (const [i, slide] of slides.entries()) {
      await sharp(Buffer.from(svg(slide, i, slides.length))).png().toFile(path.join(work, `slide-${String(i).padStart(3, '0')}.png`));
    }
    fs.mkdirSync(outDir, { recursive: true });
    const video = path.join('public', TRAINING_VIDEO.films[language]);
    execFileSync(
      'ffmpeg',
      ['-y', '-loglevel', 'error', '-framerate', `1/${SECONDS_PER_SLIDE}`, '-i', path.join(work, 'slide-%03d.png'),
        '-t', String(slides.length * SECONDS_PER_SLIDE),
        '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '45', '-vf', 'fps=10', '-pix_fmt', 'yuv420p', '-an', video],
      { stdio: 'inherit' },
    );
    console.log(`${video}: ${slides.length} slides, ${slides.length * SECONDS_PER_SLIDE} s, ${fs.statSync(video).size} bytes`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

for (const language of LANGUAGES) await makeFilm(language);
writeCaptions();
