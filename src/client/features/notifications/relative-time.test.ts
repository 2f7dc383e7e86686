import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2030-01-10T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says the largest whole unit ago', () => {
    expect(relativeTime(ago(20), now, 'en-IN')).toBe('now');
    expect(relativeTime(ago(5 * 60 + 30), now, 'en-IN')).toBe('5 minutes ago');
    expect(relativeTime(ago(2 * 3600), now, 'en-IN')).toBe('2 hours ago');
    expect(relativeTime(ago(26 * 3600), now, 'en-IN')).toBe('yesterday');
    expect(relativeTime(ago(9 * 24 * 3600), now, 'en-IN')).toBe('last week');
  });

  it('reads a time ahead of the clock as now', () => {
    expect(relativeTime(ago(-90), now, 'en-IN')).toBe('now');
  });

  it('speaks Kannada and Hindi', () => {
    expect(relativeTime(ago(2 * 3600), now, 'kn-IN')).toBe('2 ಗಂಟೆಗಳ ಹಿಂದೆ');
    expect(relativeTime(ago(2 * 3600), now, 'hi-IN')).toBe('2 घंटे पहले');
  });
});
