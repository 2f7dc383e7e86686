import { describe, expect, it } from 'vitest';
import { SEED_SERVICES, SEED_TOOLS } from '../../src/server/db/seed-data/catalog';
import english from '../../src/shared/catalogue/words/en.json';

describe('the catalogue catalog (names and descriptions of services, add-ons and tools)', () => {
  it('holds exactly the seeded items, in the seed’s English', () => {
    const expected: Record<string, string> = {};
    for (const item of [...SEED_SERVICES, ...SEED_TOOLS]) {
      expected[`catalogue.${item.id}.name`] = item.name;
      expected[`catalogue.${item.id}.description`] = item.description;
    }
    expect(english).toEqual(expected);
  });

  it('is the seeded items’ only Kannada and Hindi: the seed writes none of its own (ADR 104)', () => {
    for (const item of [...SEED_SERVICES, ...SEED_TOOLS]) {
      for (const field of ['nameKn', 'nameHi', 'descriptionKn', 'descriptionHi']) expect(item, `${item.id} ${field}`).not.toHaveProperty(field);
    }
  });
});
