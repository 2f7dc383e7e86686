import { useSyncExternalStore } from 'react';
import { db } from '../data/engine/db';
import { hasDirtyForms } from '../components/dirty-forms';

/**
 * A new service worker that installs while an older one controls the page takes over and the
 * page reloads once. Never on the first install (nothing controlled the page before), and not
 * while changes wait to sync or a form holds input: then a Reload button is offered instead.
 */
type UpdateState = { waiting: boolean };
let state: UpdateState = { waiting: false };
const listeners = new Set<() => void>();
let registration: ServiceWorkerRegistration | null = null;
let reloading = false;
let userAsked = false;

function setState(next: UpdateState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** True when nothing would be lost or left half-done by reloading now. */
export async function canReloadSafely(): Promise<boolean> {
  if (hasDirtyForms()) return false;
  return (await db.pendingMutations.count()) === 0;
}

/**
 * Lets the waiting worker take over; the controllerchange that follows reloads the page.
 * `fromUser`: the Reload button, which may reload over a dirty form (the user chose to).
 */
export function applyUpdate(fromUser = false): void {
  if (fromUser) userAsked = true;
  const waiting = registration?.waiting;
  if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' });
  else if (state.waiting) window.location.reload();
}

async function onWaiting(): Promise<void> {
  setState({ waiting: true });
  if (await canReloadSafely()) applyUpdate();
}

function watch(worker: ServiceWorker | null): void {
  worker?.addEventListener('statechange', () => {
    // "installed" with a controller present = an update waiting (without one it is the first install).
    if (worker.state === 'installed' && navigator.serviceWorker.controller) void onWaiting();
  });
}

/** Wires the update flow to a registration; call once after registering. */
export function trackUpdates(reg: ServiceWorkerRegistration): void {
  registration = reg;
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const wasControlled = controlled;
    controlled = true;
    if (!wasControlled || reloading) return;
    void canReloadSafely().then((safe) => {
      if (safe || userAsked) {
        reloading = true;
        window.location.reload();
      } else {
        // Another tab let the new version take over: offer the reload here instead.
        setState({ waiting: true });
      }
    });
  });
  if (reg.waiting && navigator.serviceWorker.controller) void onWaiting();
  watch(reg.installing);
  reg.addEventListener('updatefound', () => watch(reg.installing));
  // Look for a new version whenever the app comes back to the foreground.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void reg.update().catch(() => undefined);
  });
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state.waiting,
    () => false,
  );
}
