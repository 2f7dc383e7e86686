import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_SERVICES, SEED_TOOLS } from '../../src/server/db/seed-data/catalog';
import { catalogueText } from '../../src/client/i18n/catalogue-text';

const english = JSON.parse(fs.readFileSync(path.join('src/client/i18n/locales/en/catalogue.json'), 'utf8')) as Record<string, string>;

describe('the catalogue catalog (names and descriptions of services, add-ons and tools)', () => {
  it('holds exactly the seeded items, in the seed’s English', () => {
    const expected: Record<string, string> = {};
    for (const item of [...SEED_SERVICES, ...SEED_TOOLS]) {
      expected[`catalogue.${item.id}.name`] = item.name;
      expected[`catalogue.${item.id}.description`] = item.description;
    }
    expect(english).toEqual(expected);
  });

  it('words an item from the catalog while it says what the catalog says, else as the admin wrote it', () => {
    const t = (id: string) => `[${id}]`;
    expect(catalogueText(t as never, 'svc-basic-wash', 'name', 'Basic Wash')).toBe('[catalogue.svc-basic-wash.name]');
    expect(catalogueText(t as never, 'svc-basic-wash', 'name', 'Basic Wash Plus')).toBe('Basic Wash Plus');
    expect(catalogueText(t as never, 'svc-new', 'name', 'Ceramic Coat')).toBe('Ceramic Coat');
  });
});
