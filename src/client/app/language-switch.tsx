import { useState } from 'react';
import { setLocale } from '../i18n/i18n';
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from '../i18n/locales';
import { useLocale, useT } from '../i18n/use-t';
import { cn } from '../components/ui/cn';

/**
 * The menu's language choice: each language named in its own script, the current one pressed.
 * The choice is remembered on this device (i18n.ts); the first visit follows the phone.
 */
export function LanguageSwitch() {
  const t = useT();
  const current = useLocale();
  const [loading, setLoading] = useState<Locale | null>(null);

  async function choose(locale: Locale) {
    setLoading(locale);
    try {
      await setLocale(locale);
    } catch (error) {
      // The language's messages could not be fetched (offline before they were ever loaded).
      console.error('Language could not load', error);
    } finally {
      setLoading(null);
    }
  }

  return (
    <div role="group" aria-labelledby="language-switch-label" className="px-2.5 pb-1 pt-2">
      <p id="language-switch-label" className="pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
        {t('chrome.language')}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {LOCALES.map((locale) => (
          <button
            key={locale}
            type="button"
            lang={LOCALE_TAGS[locale]}
            aria-pressed={locale === current}
            aria-busy={loading === locale || undefined}
            disabled={loading !== null}
            onClick={() => void choose(locale)}
            className={cn(
              'min-h-10 rounded-md border px-3 text-sm font-medium transition-colors disabled:opacity-60',
              locale === current ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-200 text-slate-700 hover:bg-slate-100',
            )}
          >
            {LOCALE_NAMES[locale]}
          </button>
        ))}
      </div>
    </div>
  );
}
