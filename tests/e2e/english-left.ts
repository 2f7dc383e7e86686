import type { Page } from 'playwright-core';
import { KEPT_LATIN } from '../../src/client/i18n/kept-latin';

/** Latin words a Kannada or Hindi screen may show besides the catalogs' KEPT_LATIN: units. */
const UNITS = ['km'];

/**
 * The English words a page still shows while another language is chosen: every visible text
 * node, and the aria-label, placeholder, title and alt a screen reader or the eye meets, under
 * `scope` (CSS). Not English left behind: words of `data` (names, places, services: what people
 * and the catalogue called things), the kept Latin words (brand, GST, OTP…, units), text inside
 * `translate="no"` (how names are marked) or a part marked as another language (the language
 * switch names each language in its own). `except` (CSS) names parts left out of the check.
 * Returns each word with the text it is in; an empty list means the screen speaks the language.
 */
export async function englishLeft(page: Page, scope: string, data: readonly string[] = [], except?: string): Promise<string[]> {
  const texts = await page.evaluate(([selector, skipped]) => {
    const out: string[] = [];
    const left = (el: Element) =>
      !!el.closest('script,style,noscript,svg,[translate="no"],[hidden],[aria-hidden="true"]') ||
      (skipped !== '' && !!el.closest(skipped)) ||
      (() => {
        const marked = el.closest('[lang]')?.getAttribute('lang');
        return !!marked && marked !== document.documentElement.lang;
      })();
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect?.();
      const style = getComputedStyle(el);
      // Screen-reader-only text (clip, 1 px) is read out: it counts.
      return style.display !== 'none' && style.visibility !== 'hidden' && (box.width > 0 || box.height > 0 || style.position === 'absolute');
    };
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || left(parent) || !visible(parent)) continue;
        if (node.textContent?.trim()) out.push(node.textContent);
      }
      for (const el of root.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')) {
        if (left(el) || !visible(el)) continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = el.getAttribute(name);
          if (value) out.push(value);
        }
      }
    }
    return out;
  }, [scope, except ?? ''] as const);
  const allowed = new Set([...KEPT_LATIN, ...UNITS, ...data.flatMap((d) => d.match(/[A-Za-z]{2,}/g) ?? [])]);
  const words = new Set<string>();
  for (const text of texts) for (const word of text.match(/[A-Za-z]{2,}/g) ?? []) if (!allowed.has(word)) words.add(`${word} (in "${text.trim().slice(0, 60)}")`);
  return [...words];
}

/** Chooses the language on this page's device before the app first starts, as the menu would have (a later choice in the menu stands). */
export async function chooseLanguage(page: Page, locale: 'en' | 'kn' | 'hi'): Promise<void> {
  await page.addInitScript((chosen) => {
    if (!localStorage.getItem('gaadicare.locale')) localStorage.setItem('gaadicare.locale', chosen);
  }, locale);
}
