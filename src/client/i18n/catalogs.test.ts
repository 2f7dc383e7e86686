import fs from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import {
  assertNoNumberedIdLeft,
  compileCatalog,
  messageNumbers,
  NUMBERED_AREA,
  numberedCatalog,
  numberIdsInSource,
} from '../../../scripts/message-catalogs.mjs';
import { AREAS, type Area } from './areas';
import { areaFile } from './area-files';
import { KEPT_LATIN } from './kept-latin';
import { LOCALE_TAGS, LOCALES } from './locales';

const DIR = path.join(import.meta.dirname, 'locales');
const ROOT = path.join(import.meta.dirname, '..', '..', '..');
const read = (locale: string, area: Area): Record<string, string> => JSON.parse(fs.readFileSync(path.join(ROOT, areaFile(locale, area)), 'utf8'));

interface Shape {
  args: Set<string>;
  /** Has ICU formatting (plural, select, number, date): icu-format.ts fills it. */
  formatted: boolean;
  plurals: { arg: string; keys: string[] }[];
  text: string[];
}

/** The arguments, plural choices and literal text of a message. */
function shapeOf(message: string): Shape {
  const shape: Shape = { args: new Set(), formatted: false, plurals: [], text: [] };
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') shape.text.push(token.value);
      else if (token.type === 'argument') shape.args.add(token.arg);
      else if (token.type === 'function') {
        shape.args.add(token.arg);
        shape.formatted = true;
      } else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        shape.args.add(token.arg);
        shape.formatted = true;
        if (token.type !== 'select') shape.plurals.push({ arg: token.arg, keys: token.cases.map((c) => c.key) });
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return shape;
}

describe('message catalogs', () => {
  it('have one file per area in every language, and no other', () => {
    for (const locale of LOCALES) {
      const files = fs.readdirSync(path.join(DIR, locale)).map((file) => `src/client/i18n/locales/${locale}/${file}`);
      const elsewhere = AREAS.map((area) => areaFile(locale, area)).filter((file) => !file.startsWith('src/client/i18n/locales/'));
      for (const file of elsewhere) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
      expect([...files, ...elsewhere].sort(), locale).toEqual(AREAS.map((area) => areaFile(locale, area)).sort());
    }
  });

  it('catalogue has no arguments or ICU formatting: the server fills notifications with its words as they are', () => {
    for (const locale of LOCALES) {
      for (const [id, message] of Object.entries(read(locale, 'catalogue'))) expect(shapeOf(message).args.size, `${locale} ${id}`).toBe(0);
    }
  });

  it('chrome and landing have no ICU formatting: they render the first page, before the filling of choices loads', () => {
    for (const locale of LOCALES) {
      for (const area of ['chrome', 'landing'] as const) {
        for (const [id, message] of Object.entries(read(locale, area))) expect(shapeOf(message).formatted, `${locale} ${id}`).toBe(false);
      }
    }
  });

  for (const area of AREAS) {
    describe(area, () => {
      const english = read('en', area);

      it('names every id after its area', () => {
        for (const id of Object.keys(english)) expect(id.startsWith(`${area}.`), id).toBe(true);
      });

      for (const locale of LOCALES) {
        const messages = read(locale, area);

        it(`${locale}: has exactly the English ids, each a valid ICU message`, () => {
          expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
          expect(() => compileCatalog(JSON.stringify(messages), `${locale}/${area}.json`)).not.toThrow();
        });

        it(`${locale}: uses the same arguments as English, with every plural form the language needs`, () => {
          const needed = new Intl.PluralRules(LOCALE_TAGS[locale]).resolvedOptions().pluralCategories;
          for (const [id, message] of Object.entries(messages)) {
            const shape = shapeOf(message);
            expect([...shape.args].sort(), `${locale} ${id}`).toEqual([...shapeOf(english[id] ?? '').args].sort());
            for (const plural of shape.plurals) {
              for (const category of needed) expect(plural.keys, `${locale} ${id}: ${plural.arg} lacks "${category}"`).toContain(category);
            }
          }
        });

        if (locale !== 'en') {
          it(`${locale}: leaves no English words`, () => {
            for (const [id, message] of Object.entries(messages)) {
              const words = shapeOf(message).text.join(' ').match(/[A-Za-z]{2,}/g) ?? [];
              expect(
                words.filter((w) => !KEPT_LATIN.has(w)),
                `${locale} ${id}`,
              ).toEqual([]);
            }
          });
        }
      }
    });
  }

  it('catches what it is for: a missing id, a broken message, a lost argument, a missing plural form', () => {
    expect(() => compileCatalog('{"a.b": "{count, plural, one {x}"}', 'x.json')).toThrow(/a\.b/);
    expect([...shapeOf('Hello {name}').args]).toEqual(['name']);
    expect(shapeOf('{n, plural, other {#}}').plurals[0]?.keys).not.toContain('one');
    expect(shapeOf('{n, number}').formatted).toBe(true);
    expect(shapeOf('{name} and {other}').formatted).toBe(false);
  });
});

describe('numbered chrome ids (the production build, ADR 038)', () => {
  const englishJson = fs.readFileSync(path.join(DIR, 'en', `${NUMBERED_AREA}.json`), 'utf8');
  const numbers = messageNumbers(englishJson);

  it('number each language’s chrome the same way: message n of every list is the id numbered n', () => {
    for (const locale of LOCALES) {
      const file = `${locale}/${NUMBERED_AREA}.json`;
      const compiled = compileCatalog(JSON.stringify(read(locale, NUMBERED_AREA as Area)), file);
      const list = numberedCatalog(compiled, numbers, file);
      expect(list, locale).toHaveLength(numbers.size);
      for (const [id, number] of numbers) expect(list[Number(number)], `${locale} ${id}`).toEqual(compiled[id]);
    }
  });

  it('rewrite whole id literals in code, in any quotes, and nothing else', () => {
    const home = numbers.get('chrome.nav.home');
    const source = `t('chrome.nav.home'); x = "chrome.close"; y = \`chrome.nav.more\`; import c from './locales/en/chrome.json'; z = 'chrome.';`;
    expect(numberIdsInSource(source, numbers, 'a.tsx')).toBe(
      `t('${home}'); x = "${numbers.get('chrome.close')}"; y = \`${numbers.get('chrome.nav.more')}\`; import c from './locales/en/chrome.json'; z = 'chrome.';`,
    );
  });

  it('fail the build on an unknown id, a catalog that lacks or adds an id, and an id built at run time', () => {
    expect(() => numberIdsInSource(`t('chrome.nav.nowhere')`, numbers, 'a.tsx')).toThrow(/a\.tsx: chrome\.nav\.nowhere/);
    const { ['chrome.close']: _left, ...lacking } = compileCatalog(englishJson, 'en/chrome.json');
    expect(() => numberedCatalog(lacking, numbers, 'kn/chrome.json')).toThrow(/kn\/chrome\.json: lacks chrome\.close/);
    expect(() => numberedCatalog({ ...lacking, 'chrome.close': 'x', 'chrome.extra': 'y' }, numbers, 'hi/chrome.json')).toThrow(/English lacks: chrome\.extra/);
    expect(() => assertNoNumberedIdLeft('t(`chrome.title.${name}`)', 'index.js')).toThrow(/index\.js still holds a chrome id/);
    expect(() => assertNoNumberedIdLeft('t("12"); load("./locales/kn/chrome.json")', 'index.js')).not.toThrow();
  });
});
