// The message catalogs' build step, shared by vite.config.ts (the build), vitest.config.ts (the
// tests) and scripts/prerender.ts (the build-time renders). See docs/translations.md.
import fs from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** A message catalog: src/client/i18n/locales/<locale>/<area>.json. */
export const CATALOG_FILE = /\/src\/client\/i18n\/locales\/[a-z]{2}\/[a-z-]+\.json$/;

/**
 * A catalog's messages compiled for Lingui's runtime; an ICU syntax error names the message.
 * @param {string} json
 * @param {string} file
 * @returns {Record<string, unknown>}
 */
export function compileCatalog(json, file) {
  /** @type {Record<string, unknown>} */
  const messages = JSON.parse(json);
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: "${id}" is not a string`);
      try {
        const compiled = compileMessageOrThrow(message);
        // Text without arguments stays a string (Lingui's runtime reads both the same way).
        return [id, typeof compiled !== 'string' && compiled.every((part) => typeof part === 'string') ? compiled.join('') : compiled];
      } catch (error) {
        throw new Error(`${file}: "${id}" is not a valid ICU message: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
}

/** The area the English first page ships, whose ids the build numbers (ADR 038). */
export const NUMBERED_AREA = 'chrome';
const ENGLISH_NUMBERED = new URL(`../src/client/i18n/locales/en/${NUMBERED_AREA}.json`, import.meta.url);
/** A whole string literal that is a numbered area's id: `'chrome.nav.home'`, `"chrome.close"`. */
const NUMBERED_LITERAL = new RegExp(`(['"\`])(${NUMBERED_AREA}\\.[A-Za-z0-9_.]+)\\1`, 'g');
/** What is left of a numbered id in the output if one was built at run time (`chrome.${x}`) or missed. */
const NUMBERED_LEFT = new RegExp(`['"\`]${NUMBERED_AREA}\\.[A-Za-z]`);
const CLIENT_SOURCE = /\/src\/client\/.+\.tsx?$/;

/**
 * The numbered area's ids, each its position in the English catalog as a string ("0", "1", …).
 * @param {string} englishJson
 * @returns {Map<string, string>}
 */
export function messageNumbers(englishJson) {
  return new Map(Object.keys(JSON.parse(englishJson)).map((id, index) => [id, String(index)]));
}

/**
 * A numbered area's compiled catalog as a list in the English order, the message of id n at n;
 * a catalog lacking an English id, or with one English lacks, fails the build (a language's
 * message would otherwise silently be another's).
 * @param {Record<string, unknown>} compiled
 * @param {Map<string, string>} numbers
 * @param {string} file
 */
export function numberedCatalog(compiled, numbers, file) {
  const extra = Object.keys(compiled).filter((id) => !numbers.has(id));
  const missing = [...numbers.keys()].filter((id) => !(id in compiled));
  if (extra.length || missing.length) {
    throw new Error(`${file}: ${[missing.length ? `lacks ${missing.join(', ')}` : '', extra.length ? `has ids English lacks: ${extra.join(', ')}` : ''].filter(Boolean).join('; ')}`);
  }
  return [...numbers.keys()].map((id) => compiled[id]);
}

/**
 * A module's source with every numbered id literal replaced by its number; an unknown one (a
 * typo TypeScript would also refuse) fails the build.
 * @param {string} code
 * @param {Map<string, string>} numbers
 * @param {string} file
 */
export function numberIdsInSource(code, numbers, file) {
  return code.replace(NUMBERED_LITERAL, (_literal, quote, id) => {
    const number = numbers.get(id);
    if (number === undefined) throw new Error(`${file}: ${id} is not in en/${NUMBERED_AREA}.json`);
    return `${quote}${number}${quote}`;
  });
}

/**
 * Fails when built code still holds a numbered area's id: one written other than as a whole
 * string literal (`chrome.${x}`), which the numbering cannot see and the catalogs no longer know.
 * @param {string} code
 * @param {string} file
 */
export function assertNoNumberedIdLeft(code, file) {
  if (NUMBERED_LEFT.test(code)) throw new Error(`${file} still holds a ${NUMBERED_AREA} id: write each one as a whole string literal (ADR 038)`);
}

/**
 * Compiles the message catalogs as they are imported, so the browser never parses ICU: the
 * output is still JSON (Vite's JSON plugin turns it into a module), each message in Lingui's
 * compiled form.
 *
 * With `numberIds` (the production build, not the dev server, the tests or the build-time
 * renders), the `chrome` area's ids become numbers, consistently in the app's code and in every
 * language's chrome catalog, which becomes a list (ADR 038): the English first page then carries
 * neither the ids nor the catalog's keys. Translators and the code keep the readable ids. A chrome
 * id must appear in the code as a whole string literal; one built at run time fails the build.
 * @param {{ numberIds?: boolean }} [options]
 * @returns {import('vite').Plugin}
 */
export function messageCatalogs({ numberIds = false } = {}) {
  /** @type {Map<string, string> | null} */
  let numbers = null;
  return {
    name: 'gaadicare:message-catalogs',
    enforce: 'pre',
    configResolved(config) {
      numbers = numberIds && config.command === 'build' ? messageNumbers(fs.readFileSync(ENGLISH_NUMBERED, 'utf8')) : null;
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (CATALOG_FILE.test(file)) {
        const compiled = compileCatalog(code, file);
        const numbered = numbers && file.endsWith(`/${NUMBERED_AREA}.json`);
        return { code: JSON.stringify(numbered && numbers ? numberedCatalog(compiled, numbers, file) : compiled), map: null };
      }
      if (numbers && CLIENT_SOURCE.test(file) && !file.includes('/node_modules/')) {
        const numbered = numberIdsInSource(code, numbers, file);
        return numbered === code ? null : { code: numbered, map: null };
      }
      return null;
    },
    generateBundle(_options, bundle) {
      if (!numbers) return;
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') assertNoNumberedIdLeft(chunk.code, chunk.fileName);
    },
  };
}
