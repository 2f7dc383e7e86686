import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { toolRentals } from '../../src/server/db/schema';
import { httpGateway } from '../../src/server/sms/gateway';
import { startFakeSms } from '../server/fake-sms';
import { SHOWN_WITHIN_MS, PHONE, launchBrowser, newPage, startServer, type TestServer } from './harness';

/**
 * The route table's offline policy in Chromium, through the real service worker: asking for a
 * sign-in code offline (a write that needs a connection) says so and is kept nowhere, so it is
 * never sent when the signal returns; a tool rented offline (a write that may wait) is still
 * kept, shown as waiting and applied once.
 */
let server: TestServer;
let browser: Browser;
let sms: Awaited<ReturnType<typeof startFakeSms>>;

beforeAll(async () => {
  sms = await startFakeSms();
  server = await startServer({ app: { demoMode: false, sms: httpGateway(sms.url, 'e2e-token'), signInCodesPerAddress: 1000 } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await sms?.close();
});

const NUMBER = '9877712345';

/** What the worker's write queue (Workbox's background sync store) holds. */
function workerQueueSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('workbox-background-sync');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('requests')) return resolve(0);
          const req = db.transaction('requests', 'readonly').objectStore('requests').count();
          req.onsuccess = () => {
            resolve(req.result);
            db.close();
          };
          req.onerror = () => reject(req.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

/** The changes the page keeps to send (the outbox). */
function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('gaadicare');
        open.onsuccess = () => {
          const req = open.result.transaction('pendingMutations', 'readonly').objectStore('pendingMutations').count();
          req.onsuccess = () => {
            resolve(req.result);
            open.result.close();
          };
          req.onerror = () => reject(req.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

const card = (page: Page, name: string) => page.getByTestId('tool-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('writes that need a connection', () => {
  it('asking for a sign-in code offline says it needs a connection and is never sent later; a rental made offline is kept and applied once', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto(`${server.url}/sign-in`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SHOWN_WITHIN_MS });
    await page.getByLabel('Mobile number').waitFor();

    // Offline: the code request is refused on the spot, in plain words, and kept nowhere.
    await page.context().setOffline(true);
    await page.getByLabel('Mobile number').fill(NUMBER);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('You are offline. Signing in needs a connection.').waitFor();
    expect(await workerQueueSize(page)).toBe(0);
    expect(await outboxSize(page)).toBe(0);

    // Back online nothing is sent for it: no code reaches the SMS endpoint until asked again.
    await page.context().setOffline(false);
    await page.waitForTimeout(1500);
    expect(sms.sent).toHaveLength(0);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code').waitFor();
    expect(sms.sent).toHaveLength(1);
    await page.getByLabel('Code').pressSequentially(sms.lastCodeTo(`+91${NUMBER}`));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Your name').fill('Kavya K');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${server.url}/`);
    const me = ((await page.evaluate(() => fetch('/api/session').then((r) => r.json()))) as { user: { id: string } }).user.id;

    // A write that may wait: kept by the worker offline, shown as waiting, applied once.
    await page.goto(`${server.url}/tool-rental`);
    await card(page, 'Pressure Washer').getByRole('button', { name: 'Rent Now' }).waitFor();
    await page.context().setOffline(true);
    await card(page, 'Pressure Washer').getByRole('button', { name: 'Rent Now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Confirm Rental/ }).click();
    await page.getByText("Saved — will sync when you're back online").waitFor();
    await card(page, 'Pressure Washer').getByText('Waiting to sync').waitFor();
    expect(await workerQueueSize(page)).toBe(1);

    await page.context().setOffline(false);
    await card(page, 'Pressure Washer').getByText('You have this tool').waitFor({ timeout: SHOWN_WITHIN_MS });
    await expect.poll(() => outboxSize(page), { timeout: SHOWN_WITHIN_MS }).toBe(0);
    await page.waitForTimeout(1000);
    expect(await workerQueueSize(page)).toBe(0);
    expect(await server.app.db.select().from(toolRentals).where(eq(toolRentals.customerId, me))).toHaveLength(1);
    // Only the code asked for online was ever sent, and the rental's pickup message went out once
    // through the outbox, keyed by the rental (ADR 051).
    expect(sms.sent.filter((s) => s.idempotencyKey === undefined)).toHaveLength(1);
    await expect.poll(() => sms.sent.filter((s) => s.idempotencyKey?.startsWith('sms.rental-confirmed:')).length, { timeout: SHOWN_WITHIN_MS }).toBe(1);
    await page.waitForTimeout(1500);
    expect(sms.sent).toHaveLength(2);
    await page.close();
  });
});
