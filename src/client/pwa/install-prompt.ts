import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallState {
  /** The browser said installation is possible and the card is not hidden. */
  canInstall: boolean;
  installing: boolean;
  installed: boolean;
}

export const LATER_STORAGE_KEY = 'gaadicare.install.later';

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
let installing = false;
let closed = false;
let snapshot: InstallState = { canInstall: false, installing: false, installed: false };
const listeners = new Set<() => void>();

function laterChosen(): boolean {
  try {
    return localStorage.getItem(LATER_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function emit(): void {
  snapshot = { canInstall: !!deferred && !installed && !closed && !laterChosen(), installing, installed };
  for (const listener of listeners) listener();
}

let started = false;

/** Starts listening; call early (the browser may fire beforeinstallprompt before React mounts). */
export function initInstallPrompt(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  installed =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep it for the Install button instead of the browser's own mini-infobar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    emit();
  });
  emit();
}

/** Replays the kept prompt. Resolves true when the user accepted; failures are only logged. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  installing = true;
  emit();
  try {
    await event.prompt();
    const choice = await event.userChoice;
    return choice.outcome === 'accepted';
  } catch (error) {
    console.error('Install prompt failed', error);
    return false;
  } finally {
    // A prompt can be shown only once; the browser fires a new event if it allows another.
    deferred = null;
    installing = false;
    emit();
  }
}

/** "Later": remembered on this device. */
export function installLater(): void {
  try {
    localStorage.setItem(LATER_STORAGE_KEY, '1');
  } catch {
    // Private mode without storage: hiding for this visit is the best we can do.
    closed = true;
  }
  emit();
}

/** The close button: hidden for this visit only. */
export function closeInstallCard(): void {
  closed = true;
  emit();
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => snapshot,
  );
}
