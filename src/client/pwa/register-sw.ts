import { startSync } from '../data/engine/start-sync';
import { initInstallPrompt } from './install-prompt';
import { trackUpdates } from './update-flow';

/**
 * Registers /sw.js (offline shell, image cache, write queue), starts the update flow, the
 * install prompt and the sync engine. Registration failures are only logged (spec §8).
 */
export function registerServiceWorker(): void {
  initInstallPrompt();
  void startSync();
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      trackUpdates(registration);
      // Once alerts were allowed, this device's subscription goes to the server on every start.
      void import('./push-subscription').then(({ resendPushSubscription }) => resendPushSubscription()).catch((error) => console.warn('Alerts could not be renewed', error));
    })
    .catch((error) => console.error('Service worker registration failed', error));
}
