import fs from 'node:fs';
import path from 'node:path';
import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../../scripts/message-catalogs.mjs';
import { AREAS } from './areas';
import { areaFile } from './area-files';
import { formatMessage } from './icu-format';
import { LOCALE_TAGS, LOCALES } from './locales';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');
/** Counts a message is filled with; below a lakh, where Kannada's own grouping and the app's agree. */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 1000, 12345];

type Token = string | [string, string?, Record<string, unknown[] | string>?];

/** The arguments of compiled tokens: their format (none, plural, select) and choice keys. */
function argumentsOf(tokens: unknown, into = new Map<string, { type?: string; keys: string[] }>()) {
  if (!Array.isArray(tokens)) return into;
  for (const token of tokens as Token[]) {
    if (typeof token === 'string') continue;
    const [name, type, cases] = token;
    const known = into.get(name) ?? { type, keys: [] };
    into.set(name, known);
    for (const [key, branch] of Object.entries(cases ?? {})) {
      known.keys.push(key);
      argumentsOf(branch, into);
    }
  }
  return into;
}

/** Every compiled message of every catalog with a choice in it. */
function formattedMessages() {
  const found: { locale: (typeof LOCALES)[number]; id: string; tokens: unknown[] }[] = [];
  for (const locale of LOCALES) {
    for (const area of AREAS) {
      const file = path.join(ROOT, areaFile(locale, area));
      for (const [id, tokens] of Object.entries(compileCatalog(fs.readFileSync(file, 'utf8'), file))) {
        if (Array.isArray(tokens) && [...argumentsOf(tokens).values()].some((a) => a.type)) found.push({ locale, id, tokens });
      }
    }
  }
  return found;
}

describe('formatMessage', () => {
  const messages = formattedMessages();

  it('finds the catalogs’ choices to check', () => {
    expect(messages.length).toBeGreaterThan(100);
  });

  it('meets only plural and select in the catalogs', () => {
    for (const { locale, id, tokens } of messages) {
      for (const [name, { type }] of argumentsOf(tokens)) expect([undefined, 'plural', 'select'], `${locale} ${id} ${name}`).toContain(type);
    }
  });

  it('fills every message as Lingui’s runtime does, for each count and each choice', () => {
    for (const { locale, id, tokens } of messages) {
      const tag = LOCALE_TAGS[locale];
      const lingui = setupI18n();
      lingui.load(locale, { [id]: tokens } as unknown as Messages);
      lingui.activate(locale, [tag]);
      const args = [...argumentsOf(tokens)];
      for (const [at, count] of COUNTS.entries()) {
        const values = Object.fromEntries(
          args.map(([name, { type, keys }]) => [name, type === 'plural' ? count : type === 'select' ? ([...keys, 'unlisted'][at % (keys.length + 1)] ?? '') : `<${name}>`]),
        );
        expect(formatMessage(tokens, values, tag), `${locale} ${id} ${JSON.stringify(values)}`).toBe(lingui._(id, values));
      }
    }
  });

  it('writes a count in lakh grouping in every language, and refuses a format it does not know', () => {
    const tokens = [['n', 'plural', { one: ['#', ' job'], other: ['#', ' jobs'] }]];
    expect(formatMessage(tokens, { n: 1 }, 'en-IN')).toBe('1 job');
    expect(formatMessage(tokens, { n: 123456 }, 'kn-IN')).toBe('1,23,456 jobs');
    expect(() => formatMessage([['n', 'number']], { n: 1 }, 'en-IN')).toThrow(/plural and select only/);
  });
});
