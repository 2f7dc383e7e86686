import { describe, expect, it } from 'vitest';
import { catalogueWords, wordsSource, type BuiltInWords } from './catalogue-words';
import { NO_TRANSLATIONS } from './languages';
import kn from './words/kn.json';

const builtIn: BuiltInWords = (key) => (kn as Record<string, string>)[key];
const basicWash = { id: 'svc-basic-wash', name: 'Basic Wash', description: 'Exterior foam wash, rinse and hand dry.', ...NO_TRANSLATIONS };

describe('a catalogue item’s words in a language (ADR 104)', () => {
  it('in English, is the item’s English whatever else is written', () => {
    expect(catalogueWords({ ...basicWash, nameKn: 'ಬೇಸಿಕ್' }, 'name', 'en', builtIn)).toBe('Basic Wash');
  });

  it('is what the admin wrote in that language, first', () => {
    expect(catalogueWords({ ...basicWash, nameKn: 'ಸಾಮಾನ್ಯ ತೊಳೆತ' }, 'name', 'kn', builtIn)).toBe('ಸಾಮಾನ್ಯ ತೊಳೆತ');
    // Even after the English was renamed: the admin's own words stand.
    expect(catalogueWords({ ...basicWash, name: 'Basic Wash Plus', nameKn: 'ಸಾಮಾನ್ಯ ತೊಳೆತ' }, 'name', 'kn', builtIn)).toBe('ಸಾಮಾನ್ಯ ತೊಳೆತ');
    expect(catalogueWords({ id: 'svc-new', name: 'Ceramic Coat', descriptionHi: 'सिरेमिक परत' }, 'description', 'hi', builtIn)).toBe('सिरेमिक परत');
  });

  it('falls back to the built-in catalogue while the English is the catalogue’s, else to the English', () => {
    expect(catalogueWords(basicWash, 'name', 'kn', builtIn)).toBe(kn['catalogue.svc-basic-wash.name']);
    expect(catalogueWords(basicWash, 'description', 'kn', builtIn)).toBe(kn['catalogue.svc-basic-wash.description']);
    expect(catalogueWords({ ...basicWash, name: 'Basic Wash Plus' }, 'name', 'kn', builtIn)).toBe('Basic Wash Plus');
    expect(catalogueWords({ id: 'svc-new', name: 'Ceramic Coat' }, 'name', 'kn', builtIn)).toBe('Ceramic Coat');
    // Only spaces is nothing written; a language the catalogue lacks leaves the English.
    expect(catalogueWords({ ...basicWash, nameKn: '  ' }, 'name', 'kn', builtIn)).toBe(kn['catalogue.svc-basic-wash.name']);
    expect(catalogueWords(basicWash, 'name', 'hi', () => undefined)).toBe('Basic Wash');
  });

  it('words an item with no description as none', () => {
    expect(catalogueWords({ id: 'svc-new', name: 'Ceramic Coat', description: '' }, 'description', 'kn', builtIn)).toBe('');
  });

  it('tells where the words come from, as the admin’s lists show it', () => {
    expect(wordsSource({ ...basicWash, nameKn: 'ಸಾಮಾನ್ಯ ತೊಳೆತ' }, 'name', 'kn')).toBe('written');
    expect(wordsSource(basicWash, 'name', 'hi')).toBe('catalogue');
    expect(wordsSource({ ...basicWash, name: 'Basic Wash Plus' }, 'name', 'kn')).toBe('english');
  });
});
