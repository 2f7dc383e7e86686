import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/server/db/schema';
import { SHOWN_WITHIN_MS, PHONE, launchBrowser, screenshot, startServer, waitForLive, type TestServer } from './harness';
import { openAsUser } from './provider-api';

/**
 * Alerts in Chromium through the real service worker: a provider taps "Get job alerts" (headless
 * Chromium has no push service, so the browser's PushManager is replaced by one handing out a
 * subscription on FCM's host), the server keeps the device, and a push delivered to the worker
 * through the DevTools protocol is shown as a notification naming the provider's screen.
 */
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser({ push: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const device = (() => {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device', keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') } };
})();

describe('job alerts', () => {
  it('a tap subscribes the device for the provider; a push is shown with its words and the screen it opens', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    await context.grantPermissions(['notifications'], { origin: server.url });
    await context.addInitScript((subscription) => {
      let current: PushSubscription | null = null;
      const fake = { ...subscription, expirationTime: null, toJSON: () => ({ ...subscription, expirationTime: null }), unsubscribe: async () => true };
      PushManager.prototype.getSubscription = async () => current;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        if (!options?.applicationServerKey || !options.userVisibleOnly) throw new Error('subscribe needs the server key and userVisibleOnly');
        current = fake as unknown as PushSubscription;
        return current;
      };
    }, device);
    const page = await context.newPage();
    try {
      await openAsUser(page, server.url, '/provider-dashboard', 'provider-1');
      await waitForLive(page);
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: SHOWN_WITHIN_MS });
      await page.getByRole('button', { name: 'Get job alerts' }).click();
      await page.getByText('Alerts are on for this device.').waitFor({ timeout: SHOWN_WITHIN_MS });
      await screenshot(page, 'push-alerts-on-phone');
      const rows = await server.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
      expect(rows.map((r) => [r.accountId, r.p256dh, r.locale])).toEqual([['provider-1', device.keys.p256dh, 'en-IN']]);

      // The push service's message, as the worker receives it.
      const cdp = await context.newCDPSession(page);
      const registrationId = new Promise<string>((resolve) =>
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const mine = registrations.find((r) => r.scopeURL.startsWith(server.url) && !r.isDeleted);
          if (mine) resolve(mine.registrationId);
        }),
      );
      await cdp.send('ServiceWorker.enable');
      const message = { web_push: 8030, notification: { title: 'Your bid was accepted', body: 'Basic Wash in Indiranagar, 30 Nov, 10:00 am.', navigate: `${server.url}/provider-dashboard`, lang: 'en' } };
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId: await registrationId, data: JSON.stringify(message) });
      const worker = context.serviceWorkers()[0]!;
      const notifications = () =>
        worker.evaluate(async () => {
          const shown = await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications();
          return shown.map((n) => ({ title: n.title, body: n.body, lang: n.lang, data: n.data as unknown }));
        });
      await expect
        .poll(notifications, { timeout: SHOWN_WITHIN_MS })
        .toEqual([{ title: 'Your bid was accepted', body: 'Basic Wash in Indiranagar, 30 Nov, 10:00 am.', lang: 'en', data: { navigate: '/provider-dashboard' } }]);
    } finally {
      await context.close();
    }
  });
});
