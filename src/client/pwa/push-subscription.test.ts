import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * After the operator rotates the VAPID key pair (docs/operations.md), a device's subscription made
 * for the old key is refused by its push service: on the next start the app ends it and subscribes
 * again for the new key, without asking (permission is already granted).
 */
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const OLD_KEY = new Uint8Array(65).fill(1);
const NEW_KEY = new Uint8Array(65).fill(2);

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer };
  unsubscribed: boolean;
  unsubscribe(): Promise<boolean>;
  toJSON(): unknown;
}

function fakeSubscription(endpoint: string, key: Uint8Array): FakeSubscription {
  return {
    endpoint,
    options: { applicationServerKey: key.slice().buffer },
    unsubscribed: false,
    async unsubscribe() {
      this.unsubscribed = true;
      return true;
    },
    toJSON() {
      return { endpoint, keys: { p256dh: 'p', auth: 'a' } };
    },
  };
}

function browserWith(held: FakeSubscription | null, serverKey: Uint8Array) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const subscribed: FakeSubscription[] = [];
  const pushManager = {
    getSubscription: async () => held,
    subscribe: async (options: { applicationServerKey: Uint8Array }) => {
      const made = fakeSubscription(`https://fcm.googleapis.com/fcm/send/new-${subscribed.length}`, options.applicationServerKey);
      subscribed.push(made);
      return made;
    },
  };
  vi.stubGlobal('window', { PushManager: class {}, Notification: class {}, matchMedia: () => ({ matches: false }) });
  vi.stubGlobal('navigator', { userAgent: 'test', serviceWorker: { ready: Promise.resolve({ pushManager }) } });
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: async () => 'granted' });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const body = url === '/api/push/public-key' ? { publicKey: b64url(serverKey) } : {};
    return new Response(JSON.stringify(body), { status: url === '/api/push/subscriptions' && init.method === 'POST' ? 201 : 200, headers: { 'content-type': 'application/json' } });
  });
  return { calls, subscribed };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the push subscription on start', () => {
  it('re-sends a subscription made for the current key as it is', async () => {
    const held = fakeSubscription('https://fcm.googleapis.com/fcm/send/held', NEW_KEY);
    const browser = browserWith(held, NEW_KEY);
    const { resendPushSubscription } = await import('./push-subscription');
    await resendPushSubscription();
    expect(held.unsubscribed).toBe(false);
    expect(browser.subscribed).toHaveLength(0);
    expect(browser.calls.filter((c) => c.method !== 'GET')).toEqual([
      { method: 'POST', url: '/api/push/subscriptions', body: expect.objectContaining({ endpoint: held.endpoint }) },
    ]);
  });

  it('ends a subscription made for a rotated key, on the device and the server, and sends a new one for the current key', async () => {
    const held = fakeSubscription('https://fcm.googleapis.com/fcm/send/held', OLD_KEY);
    const browser = browserWith(held, NEW_KEY);
    const { resendPushSubscription } = await import('./push-subscription');
    await resendPushSubscription();
    expect(held.unsubscribed).toBe(true);
    expect(browser.subscribed).toHaveLength(1);
    expect(new Uint8Array(browser.subscribed[0].options.applicationServerKey)).toEqual(NEW_KEY);
    expect(browser.calls.filter((c) => c.method !== 'GET')).toEqual([
      { method: 'DELETE', url: '/api/push/subscriptions', body: { endpoint: held.endpoint } },
      { method: 'POST', url: '/api/push/subscriptions', body: expect.objectContaining({ endpoint: browser.subscribed[0].endpoint }) },
    ]);
  });

  it('subscribes nobody who has no subscription on start', async () => {
    const browser = browserWith(null, NEW_KEY);
    const { resendPushSubscription } = await import('./push-subscription');
    await resendPushSubscription();
    expect(browser.subscribed).toHaveLength(0);
    expect(browser.calls).toEqual([]);
  });
});
