import { describe, expect, it } from 'vitest';
import { FilmProgress } from './film-progress';

/** The film reporting its position every `every` ms while it plays, from `from` seconds for `seconds`. */
function play(progress: FilmProgress, { from = 0, seconds, every, start = 0 }: { from?: number; seconds: number; every: number; start?: number }): number {
  let now = start;
  for (let t = 0; t <= seconds * 1000; t += every) {
    now = start + t;
    progress.at(from + t / 1000, now, true);
  }
  return now;
}

describe('FilmProgress', () => {
  it('counts a film played to its end, reported four times a second', () => {
    const progress = new FilmProgress();
    play(progress, { seconds: 24, every: 250 });
    expect(progress.furthest).toBe(24);
    expect(progress.watchedAll(24)).toBe(true);
  });

  it('counts a film played on a busy page that reports its position seconds apart', () => {
    const progress = new FilmProgress();
    play(progress, { seconds: 24, every: 2_000 });
    expect(progress.watchedAll(24)).toBe(true);
  });

  it('does not count a seek ahead while playing, and counts on from where it was taken back', () => {
    const progress = new FilmProgress();
    const now = play(progress, { seconds: 5, every: 250 });
    expect(progress.at(22, now + 100, true)).toBe(false);
    expect(progress.furthest).toBe(5);
    play(progress, { from: 5, seconds: 2, every: 250, start: now + 200 });
    expect(progress.furthest).toBe(7);
    expect(progress.watchedAll(24)).toBe(false);
  });

  it('does not count a seek ahead after a long pause', () => {
    const progress = new FilmProgress();
    const now = play(progress, { seconds: 5, every: 250 });
    progress.at(5, now + 50, false);
    expect(progress.at(20, now + 60_000, false)).toBe(false);
    expect(progress.at(20, now + 60_250, true)).toBe(false);
    expect(progress.furthest).toBe(5);
  });

  it('does not count a seek once seeking began, however long it took', () => {
    const progress = new FilmProgress();
    const now = play(progress, { seconds: 5, every: 250 });
    progress.stopped();
    expect(progress.at(15, now + 10_000, true)).toBe(false);
    expect(progress.furthest).toBe(5);
  });

  it('allows the controls’ rounding past the furthest point', () => {
    const progress = new FilmProgress();
    expect(progress.at(0.4, 0, false)).toBe(true);
    expect(progress.at(1.2, 10, false)).toBe(false);
  });
});
