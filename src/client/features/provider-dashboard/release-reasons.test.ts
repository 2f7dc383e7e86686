import { describe, expect, it } from 'vitest';
import { OTHER_REASON, RELEASE_REASONS, resolveReleaseReason } from './release-reasons';

describe('resolveReleaseReason', () => {
  it('lists the eight reasons of the spec, Other last', () => {
    expect(RELEASE_REASONS).toHaveLength(8);
    expect(RELEASE_REASONS.at(-1)).toBe(OTHER_REASON);
  });

  it('uses a listed reason as it is', () => {
    expect(resolveReleaseReason('Medical emergency', '')).toBe('Medical emergency');
  });

  it('requires a choice', () => {
    expect(resolveReleaseReason('', 'anything')).toBeNull();
  });

  it('replaces Other with the typed text, which must not be blank', () => {
    expect(resolveReleaseReason(OTHER_REASON, '   ')).toBeNull();
    expect(resolveReleaseReason(OTHER_REASON, '  Flat tyre on the way ')).toBe('Flat tyre on the way');
  });

  it('refuses a reason that is not on the list', () => {
    expect(resolveReleaseReason('Bored', '')).toBeNull();
  });
});
