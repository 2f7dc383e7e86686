import type { Page } from 'playwright-core';

/**
 * Latin words a page may show in Kannada or Hindi: the brand, units, abbreviations providers
 * read as they are (the catalogs' KEPT_LATIN, src/client/i18n/catalogs.test.ts, plus units).
 */
export const ALLOWED_LATIN = ['GaadiCare', 'GST', 'SMS', 'OTP', 'UPI', 'PIN', 'ID', 'README', 'km', 'AM', 'PM', 'am', 'pm'];

export interface EnglishCheck {
  /** More words to allow on this screen (people's names the data holds, for instance). */
  allow?: readonly string[];
  /** CSS selectors whose text is not checked (a part another area translates, not done yet). */
  skip?: readonly string[];
}

/**
 * The visible text of the page that is still English: every text node shown on screen (not
 * hidden, not inside an element marked `translate="no"`, which is how data such as names,
 * addresses and catalogue names is marked) whose Latin words are not allowed. Returns the
 * offending texts, trimmed; an empty list means the screen speaks the chosen language.
 */
export async function englishLeftIn(page: Page, check: EnglishCheck = {}): Promise<string[]> {
  const allowed = [...ALLOWED_LATIN, ...(check.allow ?? [])];
  return page.evaluate(
    ({ allowed, skip }) => {
      const allow = new Set(allowed.flatMap((w) => w.split(/\s+/)));
      const out: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (!parent || !text) continue;
        if (parent.closest('script, style, noscript, [translate="no"]')) continue;
        // A part marked as another language (the language switch names each language in its own).
        const marked = parent.closest('[lang]')?.getAttribute('lang');
        if (marked && marked !== document.documentElement.lang) continue;
        if (skip.some((selector) => parent.closest(selector))) continue;
        if (parent.closest('[hidden], [aria-hidden="true"]')) continue;
        const style = getComputedStyle(parent);
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        const rect = parent.getBoundingClientRect();
        // Screen-reader-only text (1 px boxes) counts: it is read out in the chosen language too.
        if (rect.width === 0 && rect.height === 0) continue;
        const words = (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !allow.has(w));
        if (words.length > 0) out.push(text);
      }
      return out;
    },
    { allowed, skip: [...(check.skip ?? [])] },
  );
}

/** Chooses the language on this page's device before the app first starts, as the menu would have (a later choice in the menu stands). */
export async function chooseLanguage(page: Page, locale: 'en' | 'kn' | 'hi'): Promise<void> {
  await page.addInitScript((chosen) => {
    if (!localStorage.getItem('gaadicare.locale')) localStorage.setItem('gaadicare.locale', chosen);
  }, locale);
}
