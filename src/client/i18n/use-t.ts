import { use, useSyncExternalStore } from 'react';
import type { Area, MessageId } from './areas';
import { getLocale, isAreaLoaded, loadArea, subscribeLocale, t } from './i18n';
import type { Locale } from './locales';

/** The current language; a build-time render is English. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, () => 'en' as const);
}

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/**
 * A promise React's `use` reads without suspending: settled, and marked so as React marks the
 * promises it has seen settle. Given to `use` for words already here, so a component calls `use`
 * as many times on every render (below).
 */
export const SETTLED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

// One function per language, so a memo that depends on `t` is redone when the language changes.
const translators = new Map<Locale, Translate>();

/**
 * `t` for a component, re-rendering it when the language changes:
 * `const t = useT('dashboard'); … {t('dashboard.jobs.empty')}`. Names the areas whose words the
 * component shows beyond the chrome; until they are loaded it suspends (the nearest Suspense
 * boundary shows its fallback), so a component never shows an id.
 */
export function useT(...areas: Area[]): Translate {
  const locale = useLocale();
  // One `use` per area on every render, loaded or not. When a component waits for words, React
  // renders it again once they arrive, keeping the hooks it had before the wait; had that render
  // skipped the `use` (the words now here), React would not see that the hooks after it are new,
  // and the render failed (React error #467, reported as the recoverable #520; ADR 054).
  for (const area of areas) use(isAreaLoaded(locale, area) ? SETTLED : loadArea(locale, area));
  let translate = translators.get(locale);
  if (!translate) {
    translate = (id, values) => t(id, values);
    translators.set(locale, translate);
  }
  return translate;
}
