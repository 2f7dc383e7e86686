import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, launchBrowser, newPage, screenshot, startServer, type TestServer, type Viewport } from './harness';
import { PersonaApi, openAs } from './provider-api';

/**
 * The admin overview's "Alerts to phones" card (issue "Told in time", Operator): figures per
 * channel, the devices that take pushes, and the test push button, at phone and desktop widths.
 * The server's push hosts point at a closed port, so a test push is refused the same way each run.
 */
let server: TestServer;
let browser: Browser;
let admin: PersonaApi;

beforeAll(async () => {
  server = await startServer({ app: { push: { allowedHosts: ['127.0.0.1:9'] } } });
  browser = await launchBrowser();
  admin = await PersonaApi.as(server.url, 'admin-1');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function overview(viewport: Viewport): Promise<Page> {
  const page = await newPage(browser, viewport);
  await openAs(page, `${server.url}/admin?tab=overview`, 'Operations Admin');
  await page.getByRole('heading', { name: 'Alerts to phones' }).waitFor({ timeout: SHOWN_WITHIN_MS });
  await page.getByTestId('push-channels').waitFor({ timeout: SHOWN_WITHIN_MS });
  return page;
}

function device(n: number) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: `https://127.0.0.1:9/push/e2e-${n}`, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: crypto.randomBytes(16).toString('base64url') } };
}

describe('the Alerts to phones card', () => {
  for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`shows push and SMS figures and no test without a device (${name})`, async () => {
      const page = await overview(viewport);
      try {
        const channels = page.getByTestId('push-channels');
        await expect.poll(() => channels.locator('[data-channel]').evaluateAll((els) => els.map((e) => e.getAttribute('data-channel')))).toEqual(['push', 'sms']);
        await expect.poll(() => page.getByText('None of your devices takes pushes yet', { exact: false }).isVisible()).toBe(true);
        expect(await page.getByTestId('send-test-push').isDisabled()).toBe(true);
        const box = await page.getByTestId('push-channels').boundingBox();
        expect(box!.width).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `admin-push-card-${name}`);
      } finally {
        await page.close();
      }
    });
  }

  it("sends a test push to the admin's device, says what the push service did, and needs a connection", async () => {
    await admin.ok('POST', '/api/push/subscriptions', device(1));
    const page = await overview(PHONE);
    try {
      await page.getByText('Your devices that take pushes: 1.').waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.getByTestId('send-test-push').click();
      await expect.poll(() => page.getByTestId('test-push-result').textContent(), { timeout: SHOWN_WITHIN_MS }).toBe('Sent to 0 of 1 devices. 1 refused by their push service.');
      await screenshot(page, 'admin-push-card-tested');

      await page.context().setOffline(true);
      await expect.poll(() => page.getByTestId('send-test-push').isDisabled()).toBe(true);
      expect(await page.getByText('Needs a connection: a test push is sent now or not at all.').first().isVisible()).toBe(true);
      await page.context().setOffline(false);
    } finally {
      await page.close();
    }
    const audit = await admin.ok<{ events: { action: string; after: unknown }[] }>('GET', '/api/admin/audit?action=push.test');
    expect(audit.events[0]).toMatchObject({ action: 'push.test', after: { devices: 1, sent: 0, removed: 0, failed: 1 } });
  });
});
