import { describe, expect, it } from 'vitest';
import { returnPath, sameOriginPath } from './return-path';

const ORIGIN = 'https://gaadicare.in';

describe('sameOriginPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(sameOriginPath('/tool-rental', ORIGIN)).toBe('/tool-rental');
    expect(sameOriginPath('/book-service?booking=b-1#bids', ORIGIN)).toBe('/book-service?booking=b-1#bids');
  });

  it('refuses anything that could leave the site, and the sign-in page itself', () => {
    for (const raw of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'tool-rental', '', null, '/sign-in', '/sign-in?next=/x']) {
      expect(sameOriginPath(raw, ORIGIN), String(raw)).toBeNull();
    }
  });
});

describe('returnPath', () => {
  it('prefers the next the sign-in link carried', () => {
    expect(returnPath('/customer-history', `${ORIGIN}/contact`, ORIGIN)).toBe('/customer-history');
  });

  it('returns to the page of this site the browser came from when there is no next', () => {
    expect(returnPath(null, `${ORIGIN}/tool-rental?tool=t-1`, ORIGIN)).toBe('/tool-rental?tool=t-1');
    expect(returnPath('//evil.example', `${ORIGIN}/contact`, ORIGIN)).toBe('/contact');
  });

  it('goes home from another site, from the sign-in page, or with nothing to go on', () => {
    expect(returnPath(null, 'https://evil.example/tool-rental', ORIGIN)).toBe('/');
    expect(returnPath(null, `${ORIGIN}/sign-in`, ORIGIN)).toBe('/');
    expect(returnPath(null, '', ORIGIN)).toBe('/');
  });
});
