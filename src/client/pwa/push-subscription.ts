import { useSyncExternalStore } from 'react';
import { apiRoutes } from '../../shared/api/routes';
import { apiUrl } from '../../shared/api/route';
import { displayLocale } from '../../shared/domain/display-locale';
import { apiGet, apiWrite } from '../sync/http';

/**
 * This device's push subscription (ADR 070): asked for only when the person taps the button that
 * offers alerts, and re-sent to the server on every start once given (Chrome rarely tells a worker
 * that a subscription changed).
 */
export type PushState = 'unsupported' | 'needsInstall' | 'off' | 'denied' | 'on' | 'working';

const isIos = () => /iPhone|iPad|iPod/.test(navigator.userAgent);
const isInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;
const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

let state: PushState = 'off';
const listeners = new Set<() => void>();
const set = (next: PushState) => {
  state = next;
  for (const listener of listeners) listener();
};

function startingState(): PushState {
  if (!supported()) return isIos() && !isInstalled() ? 'needsInstall' : 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return state;
}

async function publicKey(): Promise<Uint8Array> {
  const answer = await apiGet(apiUrl(apiRoutes.getPushPublicKey));
  if (answer.status !== 200) throw new Error('No VAPID public key');
  const text = (answer.body as { publicKey: string }).publicKey;
  const bytes = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bytes, (c) => c.charCodeAt(0));
}

async function send(subscription: PushSubscription): Promise<boolean> {
  const body = { ...subscription.toJSON(), locale: displayLocale() };
  const answer = await apiWrite({ method: 'POST', url: apiUrl(apiRoutes.savePushSubscription), body });
  return answer.ok || answer.queuedByWorker;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

/**
 * The device's subscription for the server's current VAPID key: the one it holds, or, when that
 * was made for another key (the operator rotated it: pushes to it are refused), a new one, the old
 * one ended here and on the server. Subscribing again needs no prompt once permission is granted.
 */
async function subscriptionForCurrentKey(registration: ServiceWorkerRegistration, subscribeIfNone: boolean): Promise<PushSubscription | null> {
  const held = await registration.pushManager.getSubscription();
  if (!held && !subscribeIfNone) return null;
  const key = await publicKey();
  // A browser that does not say which key its subscription was made for: keep it.
  const heldKey = held?.options?.applicationServerKey;
  if (held && (!heldKey || sameKey(heldKey, key))) return held;
  if (held) {
    await apiWrite({ method: 'DELETE', url: apiUrl(apiRoutes.deletePushSubscription), body: { endpoint: held.endpoint } }).catch(() => undefined);
    await held.unsubscribe().catch(() => false);
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key as BufferSource });
}

/** Asks for permission (from a tap) and subscribes; the state says how it went. */
export async function turnOnPush(): Promise<void> {
  if (!supported()) return;
  set('working');
  try {
    if ((await Notification.requestPermission()) !== 'granted') return set(Notification.permission === 'denied' ? 'denied' : 'off');
    const registration = await navigator.serviceWorker.ready;
    const subscription = await subscriptionForCurrentKey(registration, true);
    set(subscription && (await send(subscription)) ? 'on' : 'off');
  } catch (error) {
    console.warn('Notifications could not be turned on', error);
    set('off');
  }
}

/**
 * On start, signed in: a subscription this device holds goes to the server again (it may be new, or
 * the account another), renewed first if it was made for a VAPID key the server no longer uses.
 */
export async function resendPushSubscription(): Promise<void> {
  if (!supported() || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker.ready;
  const subscription = await subscriptionForCurrentKey(registration, false);
  if (subscription && (await send(subscription))) set('on');
}

export function usePushState(): PushState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    startingState,
    () => 'unsupported',
  );
}
