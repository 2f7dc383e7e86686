import type { ReactNode } from 'react';
import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_OF_ATTRIBUTE } from '../../shared/sync/first-answers';
import { getLocale } from '../i18n/i18n';

interface Captured {
  html: string;
  userId: string;
}

let captured: Captured | null | undefined;

/**
 * The server's first view in this page (ADR 049), read once, before React changes the page: in
 * English only (the server writes it in English, as the built pages are).
 */
function capture(): Captured | null {
  if (captured !== undefined) return captured;
  if (typeof document === 'undefined') return null;
  const slot = document.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`);
  const userId = slot?.firstElementChild?.getAttribute(FIRST_VIEW_OF_ATTRIBUTE);
  captured = slot && userId && getLocale() === 'en' ? { html: slot.innerHTML, userId } : null;
  return captured;
}

/** Whether the page's first view stands for this person's screen (and has not been taken over). */
export function hasFirstViewFor(userId: string): boolean {
  return capture()?.userId === userId;
}

/** The screen has shown its own content: the first view is not shown again in this page. */
export function forgetFirstView(): void {
  captured = null;
}

/**
 * Where the server writes a screen's first view. With one in the page, React keeps it as it is
 * (content set as HTML is not compared when hydrating) and `fallback` stays hidden; without one,
 * the element is empty and `fallback` (the loading state) shows beside it.
 */
export function FirstView({ fallback }: { fallback: ReactNode }) {
  const view = capture();
  const slot = { [FIRST_VIEW_ATTRIBUTE]: '', className: 'peer' };
  return (
    <>
      {view ? <div {...slot} dangerouslySetInnerHTML={{ __html: view.html }} suppressHydrationWarning /> : <div {...slot} />}
      <div className="hidden peer-empty:block">{fallback}</div>
    </>
  );
}
