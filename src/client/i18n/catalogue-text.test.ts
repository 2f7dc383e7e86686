// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import kn from '../../shared/catalogue/words/kn.json';
import { NO_TRANSLATIONS } from '../../shared/catalogue/languages';
import { catalogueAreas, catalogueText } from './catalogue-text';
import { loadAreas, setLocale, t } from './i18n';
import type { Translate } from './use-t';

const wash = { id: 'svc-basic-wash', name: 'Basic Wash', nameKn: '', nameHi: '' };
const newService = { id: 'svc-new', name: 'Ceramic Coat', description: 'A ceramic top coat.', ...NO_TRANSLATIONS, nameKn: 'ಸೆರಾಮಿಕ್ ಕೋಟ್' };

describe('catalogueText: the catalogue rule in the chosen language', () => {
  afterEach(async () => {
    await setLocale('en');
    localStorage.clear();
  });

  it('in English, shows the item’s English and needs no catalog', async () => {
    expect(catalogueAreas('en')).toEqual([]);
    expect(catalogueText(t, wash, 'name')).toBe('Basic Wash');
    expect(catalogueText(t, newService, 'name')).toBe('Ceramic Coat');
  });

  it('in Kannada, shows what the admin wrote, else the catalogue area’s words (loaded from the shared catalogue), else the English', async () => {
    await setLocale('kn');
    // While the area is not loaded (its ids come back as themselves) the English stands in, never an id.
    expect(catalogueText(((id: string) => id) as Translate, wash, 'name')).toBe('Basic Wash');
    await loadAreas(...catalogueAreas('kn'));
    expect(catalogueText(t, wash, 'name')).toBe(kn['catalogue.svc-basic-wash.name']);
    expect(catalogueText(t, newService, 'name')).toBe('ಸೆರಾಮಿಕ್ ಕೋಟ್');
    expect(catalogueText(t, newService, 'description')).toBe('A ceramic top coat.');
    expect(catalogueText(t, { ...wash, name: 'Basic Wash Plus' }, 'name')).toBe('Basic Wash Plus');
  });
});
