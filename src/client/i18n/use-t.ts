import { use, useSyncExternalStore } from 'react';
import type { Area, MessageId } from './areas';
import { getLocale, isAreaLoaded, loadArea, subscribeLocale, t } from './i18n';
import type { Locale } from './locales';

/** The current language; a build-time render is English. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, () => 'en' as const);
}

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

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
  for (const area of areas) {
    if (!isAreaLoaded(locale, area)) use(loadArea(locale, area));
  }
  let translate = translators.get(locale);
  if (!translate) {
    translate = (id, values) => t(id, values);
    translators.set(locale, translate);
  }
  return translate;
}
