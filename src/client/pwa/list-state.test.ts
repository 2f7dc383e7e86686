import { describe, expect, it } from 'vitest';
import { listStateOf } from './list-state';

describe('listStateOf', () => {
  it('is loading while the mirror is read or the sync record is unknown', () => {
    expect(listStateOf(undefined, 1, true)).toBe('loading');
    expect(listStateOf([], undefined, false)).toBe('loading');
  });

  it('never calls a list that was never downloaded empty: loading online, not synced offline', () => {
    expect(listStateOf([], null, true)).toBe('loading');
    expect(listStateOf([], null, false)).toBe('not-synced');
  });

  it('is ready once downloaded, empty or not, and whenever rows are there', () => {
    expect(listStateOf([], 1_700_000_000_000, false)).toBe('ready');
    expect(listStateOf([{}], null, false)).toBe('ready');
    expect(listStateOf([{}], 1_700_000_000_000, true)).toBe('ready');
  });
});
