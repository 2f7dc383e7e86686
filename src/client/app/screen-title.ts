import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { MessageId } from '../i18n/areas';
import { useT } from '../i18n/use-t';

/** What a screen's route carries in `handle`: its own title (a chrome message). */
export interface ScreenHandle {
  title: MessageId;
}

export function screen(title: MessageId): ScreenHandle {
  return { title };
}

/** The text of the document's <title> for a screen titled `title`. */
export function documentTitle(title: string): string {
  return `${title} — GaadiCare`;
}

/** The title of the deepest matched route that has one. */
export function titleOfMatches(matches: readonly { handle?: unknown }[]): MessageId | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as Partial<ScreenHandle> | undefined;
    if (typeof handle?.title === 'string') return handle.title;
  }
  return undefined;
}

/** Keeps document.title on the current screen's title, in the current language, as the person moves around. */
export function useScreenTitle(): void {
  const t = useT();
  const title = titleOfMatches(useMatches());
  useEffect(() => {
    if (title) document.title = documentTitle(t(title));
  }, [title, t]);
}
