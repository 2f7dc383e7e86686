import { describe, expect, it } from 'vitest';
import { LOCALITIES } from '../../shared/domain/localities';
import { LOCALITIES_BY_NAME } from './area-select';

describe('the area list', () => {
  it('is in the order the locale collation gives, every locality once', () => {
    const collated = [...LOCALITIES].sort((a, b) => a.name.localeCompare(b.name, 'en'));
    expect(LOCALITIES_BY_NAME.map((l) => l.name)).toEqual(collated.map((l) => l.name));
  });
});
