import type { Page } from 'playwright-core';
import { KEPT_LATIN } from '../../src/client/i18n/kept-latin';

/**
 * The English words a page still shows while another language is chosen: every visible text
 * node, and the aria-label, placeholder, title and alt a screen reader or the eye meets, under
 * `scope` (CSS). Words of `data` (names, places, services: what people and the catalogue called
 * things) and the kept Latin words (brand, GST, OTP…) are not English left behind. `except`
 * (CSS) names parts left out of the check.
 */
export async function englishLeft(page: Page, scope: string, data: readonly string[] = [], except?: string): Promise<string[]> {
  const texts = await page.evaluate(([selector, skipped]) => {
    const out: string[] = [];
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
        if (!parent || parent.closest('script,style,svg') || (skipped && parent.closest(skipped)) || !visible(parent)) continue;
        if (node.textContent?.trim()) out.push(node.textContent);
      }
      for (const el of root.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')) {
        if (!visible(el) || (skipped && el.closest(skipped))) continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = el.getAttribute(name);
          if (value) out.push(value);
        }
      }
    }
    return out;
  }, [scope, except ?? ''] as const);
  const allowed = new Set([...KEPT_LATIN, ...data.flatMap((d) => d.match(/[A-Za-z]{2,}/g) ?? [])]);
  const left = new Set<string>();
  for (const text of texts) for (const word of text.match(/[A-Za-z]{2,}/g) ?? []) if (!allowed.has(word)) left.add(`${word} (in "${text.trim().slice(0, 60)}")`);
  return [...left];
}

/** Opens the app with this language chosen on the device, as the menu's switch would leave it. */
export async function chooseLanguage(page: Page, locale: 'en' | 'kn' | 'hi'): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('gaadicare.locale', l), locale);
}
