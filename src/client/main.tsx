import { StrictMode, startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { setLocale, startingLocale } from './i18n/i18n';
import { whenIdle, yieldToMain } from './sync/yield-to-main';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = container;

// The built pages are English. In English, a page rendered at build time is taken over where it
// stands. Any other page starts from index.html's static shell, which React replaces; so does a
// page in another language, once that language's messages have loaded (the English page stays
// on screen meanwhile).
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread until the whole page is live (the page is already on screen meanwhile).
const render = (app: ReactElement, hydrate: boolean) => {
  if (hydrate) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
};

// Evaluating the app's modules, reading the language, creating the router and starting to render
// are a task each, not one long task that holds a tap on a slow phone (ADR 118). (A top-level
// await would do the same, but makes the bundler split the entry into a chunk the page fetches
// before its first paint.)
async function start(): Promise<void> {
  await yieldToMain();
  const locale = startingLocale();
  await yieldToMain();
  const app = (
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>
  );
  await yieldToMain();
  if (locale === 'en') render(app, root.dataset.prerendered === window.location.pathname);
  else
    await setLocale(locale)
      .catch((error) => console.error('Language could not load; showing English', error))
      .finally(() => render(app, false));
}
void start();

// The worker, install prompt and sync engine (with its database) load as their own chunk once the
// first paint is done and the main thread is idle, so the page shows before they run.
const startOfflineSupport = () =>
  void import('./pwa/register-sw')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error) => console.error('Offline support could not start', error));
whenIdle(startOfflineSupport, 2000);
