import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, describeViolations, launchBrowser, newPage, runAxe, screenshot, startServer, type TestServer, type Viewport, waitForAppScreen } from './harness';
import { PersonaApi, createBooking, openAs, openAsUser, startCodeOf, startInDialog, toastText, allowEarlyStarts } from './provider-api';

type Booking = { id: string; status: string; selectedProviderId: string | null; releaseReason: string | null; photos: { type: string }[] };
type Bid = { id: string; providerId: string; bidAmount: string; estimatedDuration: number; message: string | null };

// A 1x1 PNG: a real image the server's byte check accepts.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let server: TestServer;
let browser: Browser;
let customer: PersonaApi;
let provider1: PersonaApi;
let provider2: PersonaApi;

beforeAll(async () => {
  server = await startServer();
  await allowEarlyStarts(server.url);
  browser = await launchBrowser();
  customer = await PersonaApi.as(server.url, 'customer-1');
  provider1 = await PersonaApi.as(server.url, 'provider-1');
  provider2 = await PersonaApi.as(server.url, 'provider-2');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openDashboard(viewport: Viewport = DESKTOP, userId = 'provider-1'): Promise<Page> {
  const page = await newPage(browser, viewport);
  if (userId === 'provider-1') await openAs(page, `${server.url}/provider-dashboard`, 'Ravi Kumar');
  else await openAsUser(page, server.url, '/provider-dashboard', userId);
  await page.getByRole('tab', { name: /Available Jobs/ }).waitFor({ timeout: SHOWN_WITHIN_MS });
  return page;
}

/** The card of the job at this (unique) location. */
const jobCard = (page: Page, testId: string, location: string) => page.getByTestId(testId).filter({ hasText: location });

/** A booking confirmed for provider-1 (bid then accepted by the customer). */
async function confirmedFor(provider: PersonaApi, location: string): Promise<string> {
  const id = await createBooking(customer, location);
  const bid = await provider.ok<Bid>('POST', '/api/bids', { bookingId: id, providerId: provider.userId, bidAmount: '400.00', estimatedDuration: 60 });
  await customer.ok('PATCH', `/api/bids/${bid.id}/accept`);
  return id;
}

describe('provider dashboard', () => {
  it('bids on a pending booking, then starts and completes it offline; it lands once', async () => {
    const location = '100 Feet Road, Indiranagar';
    const bookingId = await createBooking(customer, location);
    const before = await provider1.ok<{ completedJobs: number }>('GET', '/api/provider/provider-1/stats');
    const page = await openDashboard();
    try {
      const card = jobCard(page, 'available-job', location);
      await card.waitFor({ timeout: SHOWN_WITHIN_MS });

      // Validation, then a bid, in the app's dialog.
      await waitForAppScreen(page);
      await card.getByRole('button', { name: 'Place Bid' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Submit Bid' }).click();
      await dialog.getByText('Bid amount is required').waitFor();
      // The duration starts at the catalogue's time for the services (Basic Wash: 60 min), filled
      // in as the catalogue's answer renders (a transition, after the dialog itself).
      await expect.poll(() => dialog.getByLabel('Estimated duration (minutes)').inputValue(), { timeout: SHOWN_WITHIN_MS }).toBe('60');
      await dialog.getByLabel('Estimated duration (minutes)').fill('');
      await dialog.getByRole('button', { name: 'Submit Bid' }).click();
      await dialog.getByText('Duration is required').waitFor();
      await dialog.getByLabel('Bid amount (₹)').fill('450');
      await dialog.getByLabel('Estimated duration (minutes)').fill('60');
      await dialog.getByLabel('Message (optional)').fill('I bring my own water.');
      await dialog.getByRole('button', { name: 'Submit Bid' }).click();
      await toastText(page, 'Bid Placed');
      await card.getByText('Your bid:').waitFor();
      expect(await card.innerText()).toContain('₹450');

      // Revising keeps one live bid.
      await card.getByRole('button', { name: 'Revise Bid' }).click();
      await dialog.getByLabel('Bid amount (₹)').fill('430');
      await dialog.getByRole('button', { name: 'Update Bid' }).click();
      await toastText(page, 'Bid Placed');
      await card.getByText('₹430').waitFor();
      const bids = await customer.ok<Bid[]>('GET', `/api/bids/booking/${bookingId}`);
      expect(bids.filter((b) => b.providerId === 'provider-1').map((b) => b.bidAmount)).toEqual(['430.00']);

      // The customer accepts; the job becomes active for provider-1.
      await customer.ok('PATCH', `/api/bids/${bids.find((b) => b.providerId === 'provider-1')!.id}/accept`);
      await page.reload();
      await page.getByRole('tab', { name: 'Active Jobs' }).click();
      const active = jobCard(page, 'active-job', location);
      await active.waitFor({ timeout: SHOWN_WITHIN_MS });
      await active.getByText('confirmed').waitFor();

      // Airplane mode: start, add an after photo, complete. Every step shows at once.
      await page.context().setOffline(true);
      await startInDialog(page, active, (await startCodeOf(customer, bookingId)).code);
      await active.getByText('in progress').waitFor();
      await toastText(page, /will sync when you're back online/);
      await active.locator('input[type=file]').setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: PNG });
      await active.getByRole('button', { name: 'Upload 1 photo' }).click();
      await active.getByRole('img', { name: 'After photo 1' }).waitFor();
      await active.getByRole('button', { name: 'Mark Complete' }).click();
      await page.getByRole('dialog', { name: 'Mark this job complete?' }).getByRole('button', { name: 'Yes, mark complete' }).click();
      await active.waitFor({ state: 'detached' });
      expect((await customer.ok<Booking>('GET', `/api/bookings/${bookingId}`)).status).toBe('confirmed');
      await screenshot(page, 'provider-dashboard-offline-desktop');

      // Back online: the three changes replay in order, each once.
      await page.context().setOffline(false);
      await expect.poll(async () => (await customer.ok<Booking>('GET', `/api/bookings/${bookingId}`)).status, { timeout: SHOWN_WITHIN_MS }).toBe('completed');
      await page.reload();
      await page.getByRole('tab', { name: /Available Jobs/ }).waitFor({ timeout: SHOWN_WITHIN_MS });
      await expect.poll(async () => page.evaluate(async () => {
        const open = indexedDB.open('gaadicare');
        const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
        const count = await new Promise<number>((resolve) => {
          const req = db.transaction('pendingMutations').objectStore('pendingMutations').count();
          req.onsuccess = () => resolve(req.result);
        });
        db.close();
        return count;
      }), { timeout: SHOWN_WITHIN_MS }).toBe(0);
      const done = await customer.ok<Booking>('GET', `/api/bookings/${bookingId}`);
      expect(done.selectedProviderId).toBe('provider-1');
      expect(done.photos.filter((p) => p.type === 'after')).toHaveLength(1);
      const after = await provider1.ok<{ completedJobs: number }>('GET', '/api/provider/provider-1/stats');
      expect(after.completedJobs).toBe(before.completedJobs + 1);
    } finally {
      await page.close();
    }
  });

  it('offers Mark Complete only after the after photos, and releases a job to provider-2 with high priority', async () => {
    const location = 'Sony World Junction, Koramangala';
    const bookingId = await confirmedFor(provider1, location);
    const page = await openDashboard();
    try {
      await page.getByRole('tab', { name: 'Active Jobs' }).click();
      const active = jobCard(page, 'active-job', location);
      await active.waitFor({ timeout: SHOWN_WITHIN_MS });
      await startInDialog(page, active, (await startCodeOf(customer, bookingId)).code);
      await toastText(page, 'Job Started');
      // Disabled beforehand with the server's reason, instead of failing on the server.
      await active.getByText('in progress').waitFor();
      expect(await active.getByRole('button', { name: 'Mark Complete' }).isDisabled()).toBe(true);
      expect(await active.getByTestId('blocked-reason').innerText()).toBe('Upload after photos before completing the job');

      await active.getByRole('button', { name: 'Emergency Release' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Other urgent matter' }).click();
      await dialog.getByRole('button', { name: 'Release Job' }).click();
      expect(await toastText(page, 'Reason Required')).toContain('Please provide a reason for the emergency release');
      await dialog.getByText('Please provide a reason for the emergency release').waitFor();
      expect((await customer.ok<Booking>('GET', `/api/bookings/${bookingId}`)).status).toBe('in_progress');

      await dialog.getByLabel('Describe the urgent matter').fill('Pressure washer motor burnt out');
      await dialog.getByRole('button', { name: 'Release Job' }).click();
      await toastText(page, 'Job Released Successfully');
      await active.waitFor({ state: 'detached' });
      const released = await customer.ok<Booking>('GET', `/api/bookings/${bookingId}`);
      expect(released).toMatchObject({ status: 'emergency_released', selectedProviderId: null, releaseReason: 'Pressure washer motor burnt out' });

      // Provider-1 may not bid on it again, so it is not in its list.
      await page.getByRole('tab', { name: /Available Jobs/ }).click();
      await page.waitForTimeout(500);
      expect(await jobCard(page, 'available-job', location).count()).toBe(0);
    } finally {
      await page.close();
    }

    const other = await openDashboard(PHONE, 'provider-2');
    try {
      const first = other.getByTestId('available-job').first();
      await first.waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await first.innerText()).toContain(location);
      await first.getByText('High priority · Emergency released').waitFor();
      await first.getByText('Reason: Pressure washer motor burnt out').waitFor();
      await screenshot(other, 'provider-dashboard-released-phone');
      expect(describeViolations(await runAxe(other))).toBe('');
    } finally {
      await other.close();
    }
  });

  it('validates and saves rate settings, and shows the performance figures', async () => {
    const page = await openDashboard();
    try {
      await page.getByRole('tab', { name: 'Settings' }).click();
      const min = page.getByLabel('Minimum hourly rate (₹)');
      const max = page.getByLabel('Maximum hourly rate (₹)');
      await expect.poll(() => min.inputValue(), { timeout: SHOWN_WITHIN_MS }).not.toBe('');
      await min.fill('');
      await max.fill('');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await page.getByText('Minimum rate is required').waitFor();
      await page.getByText('Maximum rate is required').waitFor();
      await min.fill('900');
      await max.fill('800');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await page.getByText('Maximum rate must be at least the minimum rate').waitFor();

      await min.fill('400');
      await max.fill('950');
      await page.getByRole('combobox', { name: 'Service radius' }).click();
      await page.getByRole('option', { name: '15 km' }).click();
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await toastText(page, 'Settings Updated');
      const profile = await provider1.ok<{ hourlyRateMin: number; hourlyRateMax: number; serviceRadius: number }>('GET', '/api/provider-profile/provider-1');
      expect(profile).toMatchObject({ hourlyRateMin: 400, hourlyRateMax: 950, serviceRadius: 15 });

      const stats = await provider1.ok<{ totalJobs: number }>('GET', '/api/provider/provider-1/stats');
      const perf = page.getByRole('heading', { name: 'Performance' }).locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]');
      await perf.getByText('Total Jobs').waitFor();
      expect(await perf.innerText()).toContain(String(stats.totalJobs));
      await screenshot(page, 'provider-dashboard-settings-desktop');
    } finally {
      await page.close();
    }
  });

  it('answers in the support chat after a typing pause', async () => {
    const page = await openDashboard(PHONE);
    try {
      await page.getByRole('button', { name: 'Support Chat' }).click();
      const chat = page.getByRole('region', { name: 'Provider support chat' });
      const input = chat.getByRole('textbox', { name: 'Message to support' });
      const send = chat.getByRole('button', { name: 'Send' });
      expect(await send.isDisabled()).toBe(true);
      await input.fill('How much do I earn?');
      await input.press('Shift+Enter');
      expect(await chat.getByTestId('chat-typing').count()).toBe(0);
      await input.press('Enter');
      await chat.getByTestId('chat-typing').waitFor();
      expect(await send.isDisabled()).toBe(true);
      await chat.getByText(/You keep 75% of each job's price \(your bid\) and the platform fee is 25%/).waitFor({ timeout: SHOWN_WITHIN_MS });
      await screenshot(page, 'provider-dashboard-chat-phone');
      expect(describeViolations(await runAxe(page))).toBe('');
      await page.getByRole('button', { name: 'Close support chat' }).click();
      expect(await chat.count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('closing Saturday disables Saturday slots in the booking form', async () => {
    // provider-2 works every day, so it closes Saturday too (through the API, as its own device).
    const rows2 = await provider2.ok<{ id: string; dayOfWeek: number; startTime: string; endTime: string }[]>('GET', '/api/provider-availability/provider-2');
    const sat2 = rows2.find((r) => r.dayOfWeek === 6)!;
    await provider2.ok('PATCH', `/api/provider-availability/${sat2.id}`, { providerId: 'provider-2', dayOfWeek: 6, startTime: sat2.startTime, endTime: sat2.endTime, isAvailable: false });

    const page = await openDashboard();
    try {
      await page.getByRole('tab', { name: 'Availability' }).click();
      const saturday = page.getByTestId('availability-Saturday');
      await saturday.waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await page.getByTestId('availability-Sunday').locator('xpath=preceding-sibling::li').count()).toBe(0);
      const start = saturday.getByRole('combobox', { name: 'Saturday start time' });
      expect(await start.isDisabled()).toBe(false);
      await saturday.getByRole('switch', { name: 'Available on Saturday' }).click();
      expect(await start.isDisabled()).toBe(true);
      expect(await saturday.getByRole('combobox', { name: 'Saturday end time' }).isDisabled()).toBe(true);
      await screenshot(page, 'provider-dashboard-availability-desktop');
      expect(describeViolations(await runAxe(page))).toBe('');
      await page.getByRole('button', { name: 'Save Availability' }).click();
      await toastText(page, 'Availability updated successfully');
      const rows1 = await provider1.ok<{ dayOfWeek: number; isAvailable: boolean }[]>('GET', '/api/provider-availability/provider-1');
      expect(rows1.find((r) => r.dayOfWeek === 6)?.isAvailable).toBe(false);
      expect(rows1.find((r) => r.dayOfWeek === 5)?.isAvailable).toBe(true);
    } finally {
      await page.close();
    }

    // The customer's booking form: every Saturday slot is disabled, Friday still has open ones.
    const booking = await newPage(browser, DESKTOP);
    try {
      await booking.goto(`${server.url}/book-service`);
      await booking.getByRole('heading', { level: 1, name: 'Book Your Service' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      const dates = booking.getByRole('radiogroup', { name: 'Date' }).getByRole('radio');
      await dates.first().waitFor({ timeout: SHOWN_WITHIN_MS });
      const labels = await dates.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
      const days = labels.map((l) => new Date(`${l.replace(/^(Today|Tomorrow), /, '')} 12:00 GMT+0530`).getUTCDay());
      const slots = booking.getByRole('radiogroup', { name: 'Time slot' }).getByRole('radio');

      await dates.nth(days.indexOf(6)).click();
      await slots.first().waitFor({ timeout: SHOWN_WITHIN_MS });
      await expect.poll(async () => (await slots.evaluateAll((els) => els.filter((e) => !(e as HTMLButtonElement).disabled).length)), { timeout: SHOWN_WITHIN_MS }).toBe(0);

      const friday = days.lastIndexOf(5);
      await dates.nth(friday).click();
      await expect.poll(async () => (await slots.evaluateAll((els) => els.filter((e) => !(e as HTMLButtonElement).disabled).length)), { timeout: SHOWN_WITHIN_MS }).toBeGreaterThan(0);
    } finally {
      await booking.close();
    }
  });

  it('looks right and passes axe at phone and desktop width', async () => {
    for (const [viewport, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
      const page = await openDashboard(viewport);
      try {
        await page.getByTestId('verified-badge').waitFor({ timeout: SHOWN_WITHIN_MS });
        await page.getByRole('link', { name: /Onboarding/ }).waitFor();
        for (const tab of ['Available Jobs', 'Active Jobs', 'Availability', 'Settings']) {
          await page.getByRole('tab', { name: new RegExp(tab) }).click();
          await page.waitForTimeout(400);
          expect(describeViolations(await runAxe(page)), `${tab} at ${name}`).toBe('');
          await screenshot(page, `provider-dashboard-${tab.toLowerCase().replace(/ /g, '-')}-${name}`);
        }
      } finally {
        await page.close();
      }
    }
  });
});
