import english from '../../i18n/locales/en/landing.json';
import type { Catalog } from '../../i18n/catalog-loaders';
import { provideEnglish, wantArea } from '../../i18n/i18n';
import { useT, type Translate } from '../../i18n/use-t';

// The landing is the first page: its English words ship in its own code, as they did before they
// were a catalog, so English `/` fetches no catalog (ADR 038); Kannada and Hindi load like any area.
provideEnglish('landing', english as unknown as Catalog);

/** `t` for the landing page's words (the `landing` area). */
export function useLandingT(): Translate {
  wantArea('landing');
  return useT('landing');
}
