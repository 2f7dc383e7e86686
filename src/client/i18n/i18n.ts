import { setDisplayLocale } from '../../shared/domain/display-locale';
import type { Area, MessageId } from './areas';
import type { Catalog } from './catalog-loaders';
import { LOCALE_TAGS, pickLocale, type Locale } from './locales';
import enChrome from './locales/en/chrome.json';

/**
 * The app's words: message catalogs compiled at build time into Lingui's form (one JSON file per
 * area per language, docs/translations.md), read here. English chrome (header, menu, footer)
 * ships with the first page; every other area, and every other language, is a chunk of its own,
 * loaded when a screen needs it (`useT(area)`, `loadAreas`) or the person picks the language.
 *
 * A compiled message is its text, or a list of text and arguments; those `t` fills itself. A
 * message with plural or select choices is filled by `icu-format.ts`, which loads with the first
 * catalog that has one (ADR 027, 118), so a page whose words need none never downloads it. What
 * only loading needs (finding a catalog, filling choices) waits in catalog-loaders.ts, fetched
 * with the first catalog: the English first page carries only this module, its chrome and `useT`
 * (ADR 038).
 */
// Where the other catalogs and the filling of choices are: a chunk of its own, fetched on first need.
let loaders: Promise<typeof import('./catalog-loaders')> | null = null;
const catalogLoaders = () => (loaders ??= import('./catalog-loaders'));

const STORAGE_KEY = 'gaadicare.locale';

const store: Record<Locale, Catalog> = { en: { ...(enChrome as Catalog) }, kn: {}, hi: {} };
const loaded: Record<Locale, Set<Area>> = { en: new Set(['chrome']), kn: new Set(), hi: new Set() };
const loading = new Map<string, Promise<void>>();
/** The areas asked for so far: a new language loads these before it shows. */
const wanted = new Set<Area>(['chrome']);
let current: Locale = 'en';
const listeners = new Set<() => void>();

/** What fills plural and select choices (icu-format.ts), once a loaded catalog needed it. */
let formatMessage: typeof import('./icu-format').formatMessage | null = null;

/** An argument token of a compiled message with a format (plural, select). */
const isFormatted = (token: unknown) => Array.isArray(token) && token.length > 1;
const needsFormat = (catalog: Catalog) => Object.values(catalog).some((m) => typeof m !== 'string' && m.some(isFormatted));

export function isAreaLoaded(locale: Locale, area: Area): boolean {
  return loaded[locale].has(area);
}

/**
 * An area whose English ships inside a first-page screen's own code (the landing's, ADR 038: the
 * first page fetches no catalog): its English is there at once; other languages load as any
 * area's do. Its messages must have no plural or select choices (`catalogs.test.ts` checks).
 */
export function provideEnglish(area: Area, catalog: Catalog): void {
  if (loaded.en.has(area)) return;
  Object.assign(store.en, catalog);
  loaded.en.add(area);
}

/** Marks an area as shown, so a change of language loads it before it switches (as `loadArea` does). */
export function wantArea(area: Area): void {
  wanted.add(area);
}

/** Loads one area's messages in one language (once; a failed load is tried again next time). */
export function loadArea(locale: Locale, area: Area): Promise<void> {
  wanted.add(area);
  if (loaded[locale].has(area)) return Promise.resolve();
  const key = `${locale}/${area}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = catalogLoaders().then(async (loaders) => {
      const catalog = await loaders.fetchCatalog(locale, area);
      if (needsFormat(catalog)) formatMessage = loaders.formatMessage;
      Object.assign(store[locale], catalog);
      loaded[locale].add(area);
    });
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Loads these areas' messages in the current language (before a toast, a screen, a dialog). */
export async function loadAreas(...areas: Area[]): Promise<void> {
  await Promise.all(areas.map((area) => loadArea(current, area)));
}

/** Switches the app's language once its messages are loaded, and remembers it on this device. */
export async function setLocale(locale: Locale): Promise<void> {
  await Promise.all([...wanted].map((area) => loadArea(locale, area)));
  current = locale;
  const tag = LOCALE_TAGS[locale];
  setDisplayLocale(tag);
  if (typeof document !== 'undefined') document.documentElement.lang = tag;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode): the choice lasts until the page closes.
  }
  for (const listener of listeners) listener();
}

/** The language this device starts in: the one chosen here before, else the phone's (pickLocale). */
export function startingLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // No storage: follow the phone.
  }
  return pickLocale(stored, typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

export function getLocale(): Locale {
  return current;
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A message in the current language, its arguments filled from `values`
 * (`t('sync.waitingCount', { count: 2 })`). For code outside React (toasts), called when
 * the text is shown, once its area is loaded; components use `useT(area)`, which waits for the
 * area and re-renders them when the language changes. An id not loaded comes back as itself.
 */
export function t(id: MessageId, values?: Record<string, unknown>): string {
  const message = store[current][id];
  if (message === undefined) return id;
  if (typeof message === 'string') return message;
  if (!message.some(isFormatted)) return message.map((part) => (typeof part === 'string' ? part : String(values?.[(part as [string])[0]] ?? ''))).join('');
  if (!formatMessage) throw new Error(`${id} needs its choices filled, which loads with its area`);
  return formatMessage(message, values, LOCALE_TAGS[current]);
}
