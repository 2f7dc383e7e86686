import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { toastChangeReports } from '../components/change-toasts';
import { PersonaGateProvider } from '../components/persona-gate';
import { Toaster } from '../components/ui/toast';
import { useT } from '../i18n/use-t';
import { loadPersonaGate } from './lazy-page';
import { markPageLive } from './live-page';
import { OfflineBanner } from './offline-banner';
import { PageFallback } from './page-fallback';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useScreenTitle } from './screen-title';

// The gate reads the acting persona from the database: loaded with the first screen that needs it.
const ContinueAsPersonaGate = lazy(() => loadPersonaGate().then((m) => ({ default: m.ContinueAsPersonaGate })));

/** Marks the page live once the screen, not only the frame around it, has taken over. */
function ScreenLive() {
  useEffect(markPageLive, []);
  return null;
}

export function RootLayout() {
  const t = useT();
  // How changes went (saved, synced, refused) is told here, whichever screen made them.
  useEffect(() => toastChangeReports(), []);
  useScreenTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t('chrome.skipToContent')}
      </a>
      {/* Printing shows only the page's own content (e.g. a tax invoice), not the app around it. */}
      <div className="contents print:hidden">
        <SiteHeader />
        <OfflineBanner />
      </div>
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        {/* Screens other than the landing page are split into their own chunks. */}
        <Suspense fallback={<PageFallback />}>
          <PersonaGateProvider value={ContinueAsPersonaGate}>
            <Outlet />
          </PersonaGateProvider>
          <ScreenLive />
        </Suspense>
      </main>
      <div className="contents print:hidden">
        <SiteFooter />
        <Toaster />
      </div>
      <ScrollRestoration />
    </div>
  );
}
