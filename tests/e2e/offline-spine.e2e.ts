import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, describeViolations, newPage, runAxe, screenshot, withClientCopy, type Viewport } from './harness';
import { confirmRentalInCash } from './customer-support';

// The Background Sync tag Workbox registers for the write queue (src/shared/sync/worker-protocol.ts).
const SYNC_TAG = 'workbox-background-sync:gaadicare-writes';

// On a private copy of dist/: these tests rewrite files in it.
const env = withClientCopy();

interface RentalRow {
  id: string;
  toolId: string;
  customerId: string;
  status: string;
}

/** The app's own session cookie, so the API is asked as the persona the page acts as. */
async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies(env.server.url)).map((c) => `${c.name}=${c.value}`).join('; ');
}

async function rentalsOf(context: BrowserContext, customerId = 'customer-1'): Promise<RentalRow[]> {
  const res = await env.server.app.inject({ method: 'GET', url: `/api/tool-rentals/customer/${customerId}`, headers: { cookie: await cookieHeader(context) } });
  expect(res.statusCode).toBe(200);
  return res.json() as RentalRow[];
}

/**
 * Deploys a new version of the worker: the server's copy of /sw.js changes (a browser's update
 * check for the worker script does not pass through Playwright's routes). Returns an undo.
 */
function deployNewWorker(): () => void {
  const file = path.join(env.clientDir, 'sw.js');
  const original = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, `${original}\n// next version ${Date.now()}\n`);
  return () => fs.writeFileSync(file, original);
}

/** The registration's versions and the page's controller, each with its state. */
function workerStates(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const states = {
      installing: registration?.installing?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
      active: registration?.active?.state ?? null,
      controller: navigator.serviceWorker.controller?.state ?? null,
    };
    return JSON.stringify(states);
  });
}

/** Opens the tool page online and waits until the worker controls it and the tools are shown. */
async function openToolsOnline(viewport: Viewport = DESKTOP): Promise<Page> {
  const page = await newPage(env.browser, viewport);
  await page.goto(`${env.server.url}/tool-rental`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SHOWN_WITHIN_MS });
  await page.getByTestId('tool-card').first().waitFor();
  return page;
}

function card(page: Page, name: string) {
  return page.getByTestId('tool-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function waitForNoPending(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-testid="sync-status"]')?.textContent?.match(/\d+\s*waiting/), undefined, { timeout });
}

async function pendingCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('gaadicare');
        open.onsuccess = () => {
          const tx = open.result.transaction('pendingMutations', 'readonly');
          const req = tx.objectStore('pendingMutations').count();
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

describe('offline spine', () => {
  it('(a) reloads offline: the shell, the offline banner and the last known tools render', async () => {
    const page = await openToolsOnline(PHONE);
    let loads = 0;
    page.on('load', () => loads++);
    await page.waitForTimeout(500);
    expect(loads).toBe(0); // the first install takes control without a reload

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Tool Rental Service' }).waitFor();
    await page.getByText("You're offline. Some features may be limited.").waitFor();
    await page.getByTestId('tool-card').first().waitFor();
    expect(await page.getByTestId('tool-card').count()).toBeGreaterThanOrEqual(6);
    await page.close();
  });

  it('(b) rents a tool offline, shows it waiting, and the server holds exactly one rental once online', async () => {
    const page = await openToolsOnline();
    const context = page.context();
    await context.setOffline(true);

    await card(page, 'Pressure Washer').getByRole('button', { name: 'Rent Now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Confirm Rental/ }).click();
    await page.getByText("Saved — will sync when you're back online").waitFor();
    await card(page, 'Pressure Washer').getByText('Waiting to sync').waitFor();
    await page.getByTestId('sync-status').getByText('1', { exact: true }).waitFor();
    // Named by the words it shows, then the full sentence: no aria-label to differ from them
    // (axe's label-content-name-mismatch).
    expect(await page.getByTestId('sync-status').getAttribute('aria-label')).toBeNull();
    await page.getByRole('button', { name: '1 waiting (1 change waiting to sync)', exact: true }).waitFor();

    // Still there after a reload without network: the change lives on the device.
    await page.reload();
    await card(page, 'Pressure Washer').getByText('Waiting to sync').waitFor();
    expect(await card(page, 'Pressure Washer').getByTestId('your-rental').innerText()).toMatch(/^You have this tool — return by \d+ \w+ \d{4}, /);
    expect((await rentalsOf(context)).filter((r) => r.toolId === 'tool-pressure-washer')).toHaveLength(0);

    await context.setOffline(false);
    await waitForNoPending(page);
    await page.getByText('Tool Rented Successfully').waitFor();
    expect(await pendingCount(page)).toBe(0);
    const rentals = (await rentalsOf(context)).filter((r) => r.toolId === 'tool-pressure-washer');
    expect(rentals).toHaveLength(1);
    await card(page, 'Pressure Washer').getByText('You have this tool').waitFor();
    await page.close();
  });

  it('(c) rolls back and says why when the server refuses the replay', async () => {
    const page = await openToolsOnline();
    const context = page.context();
    await context.setOffline(true);
    await card(page, 'Foam Cannon Kit').getByRole('button', { name: 'Rent Now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Confirm Rental/ }).click();
    await card(page, 'Foam Cannon Kit').getByText('Waiting to sync').waitFor();

    // Meanwhile another customer rents the same tool.
    const login = await env.server.app.inject({ method: 'POST', url: '/api/session', payload: { userId: 'customer-2' } });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const other = await env.server.app.inject({
      method: 'POST',
      url: '/api/tool-rentals',
      headers: { cookie },
      payload: { toolId: 'tool-foam-cannon', customerId: 'customer-2' },
    });
    expect(other.statusCode).toBe(201);

    await context.setOffline(false);
    await page.getByText('Rental Failed').waitFor({ timeout: SHOWN_WITHIN_MS });
    await page.getByText(/This tool is already rented/).first().waitFor();
    await waitForNoPending(page);
    expect(await pendingCount(page)).toBe(0);
    await card(page, 'Foam Cannon Kit').getByText('You have this tool').waitFor({ state: 'detached' });
    expect((await rentalsOf(context)).filter((r) => r.toolId === 'tool-foam-cannon')).toHaveLength(0);

    // The refusal is listed with its reason until dismissed.
    await page.getByTestId('sync-status').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Rent Foam Cannon Kit').waitFor();
    await dialog.getByText('This tool is already rented').waitFor();
    await dialog.getByRole('button', { name: 'Dismiss Rent Foam Cannon Kit' }).click();
    await page.getByTestId('sync-status').waitFor({ state: 'detached' });
    await page.close();
  });

  it('(d) keeps the write while the server is unreachable and applies it once on a later replay', async () => {
    const page = await openToolsOnline();
    const context = page.context();
    const cdp = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
      for (const r of e.registrations) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');

    // The device is online, but nothing the worker sends reaches the server.
    const cutOff = (route: import('playwright-core').Route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue());
    await context.route('**/api/tool-rentals', cutOff);

    await card(page, 'Digital Tyre Inflator').getByRole('button', { name: 'Rent Now' }).click();
    await confirmRentalInCash(page);
    await page.getByText("Saved — will sync when you're back online").waitFor();
    // The browser's own sync attempt and the page's replay requests fail: the write stays queued.
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY', force: true }));
    await page.waitForTimeout(1500);
    expect(await pendingCount(page)).toBe(1);
    expect((await rentalsOf(context)).filter((r) => r.toolId === 'tool-tyre-inflator')).toHaveLength(0);

    await context.unroute('**/api/tool-rentals', cutOff);
    const registrationId = registrations.get(`${env.server.url}/`);
    expect(registrationId).toBeTruthy();
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: env.server.url, registrationId: registrationId!, tag: SYNC_TAG, lastChance: false });

    await waitForNoPending(page);
    expect(await pendingCount(page)).toBe(0);
    // A second replay request finds nothing to send: still exactly one rental.
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY', force: true }));
    await page.waitForTimeout(500);
    expect((await rentalsOf(context)).filter((r) => r.toolId === 'tool-tyre-inflator')).toHaveLength(1);
    await page.close();
  });

  it('(e) a new service worker version takes over and reloads the page once', async () => {
    const page = await openToolsOnline();
    let loads = 0;
    page.on('load', () => loads++);

    const undo = deployNewWorker();
    onTestFinished(undo);
    const reloaded = page.waitForEvent('load', { timeout: SHOWN_WITHIN_MS });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    // A page that never reloads says where the new version stopped.
    await reloaded.catch(async (error: unknown) => {
      throw new Error(`The page did not reload; the worker versions were ${await workerStates(page)}`, { cause: error });
    });
    await page.getByTestId('tool-card').first().waitFor();
    await page.waitForTimeout(2000);
    expect(loads).toBe(1);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
    });
    expect(state).toEqual({ waiting: null, controlled: true });
    await page.close();
  });

  it('(e2) waits with a Reload button instead while a change is waiting to sync', async () => {
    const page = await openToolsOnline();
    const context = page.context();
    await context.route('**/api/tool-rentals', (route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue()));
    await card(page, 'Steam Cleaner').getByRole('button', { name: 'Rent Now' }).click();
    await confirmRentalInCash(page);
    await card(page, 'Steam Cleaner').getByText('Waiting to sync').waitFor();

    let loads = 0;
    page.on('load', () => loads++);
    onTestFinished(deployNewWorker());
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.getByText('A new version of GaadiCare is ready.').waitFor({ timeout: SHOWN_WITHIN_MS });
    expect(loads).toBe(0);

    // Listening before the click: the reload can be over before click() returns.
    const reloaded = page.waitForEvent('load', { timeout: SHOWN_WITHIN_MS });
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(loads).toBe(1);
    // The change survived the update, still waiting.
    await card(page, 'Steam Cleaner').getByText('Waiting to sync').waitFor();
    await page.close();
  });

  it('looks right and passes axe at phone and desktop widths', async () => {
    for (const [viewport, name] of [
      [PHONE, 'tool-rental-390'],
      [DESKTOP, 'tool-rental-1280'],
    ] as const) {
      const page = await openToolsOnline(viewport);
      await page.waitForTimeout(300);
      await screenshot(page, name);
      const violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.close();
    }
  });
});
