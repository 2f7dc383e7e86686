// The message catalogs' build step, shared by vite.config.ts (the build), vitest.config.ts (the
// tests) and scripts/prerender.ts (the build-time renders). See docs/translations.md.
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

/**
 * Compiles the message catalogs as they are imported, so the browser never parses ICU: the
 * output is still JSON (Vite's JSON plugin turns it into a module), each message in Lingui's
 * compiled form.
 * @returns {import('vite').Plugin}
 */
export function messageCatalogs() {
  return {
    name: 'gaadicare:message-catalogs',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!CATALOG_FILE.test(file)) return null;
      return { code: JSON.stringify(compileCatalog(code, file)), map: null };
    },
  };
}
