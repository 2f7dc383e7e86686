import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { bookingTables } from '../../src/client/data/registry/bookings';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, describeViolations, launchBrowser, newPage, runAxe, screenshot, startServer, type TestServer } from './harness';
import { apiAs, createPendingBooking } from './customer-support';
import { countByPath, recordApiTraffic } from './api-traffic';
import { installPageClock } from './page-clock';

let server: TestServer;
let browser: Browser;
let customer: APIRequestContext;
let admin: APIRequestContext;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser({ worker: false });
  customer = await apiAs(server.url, 'customer-1');
  admin = await apiAs(server.url, 'admin-1');
});

afterAll(async () => {
  await customer?.dispose();
  await admin?.dispose();
  await browser?.close();
  await server?.close();
});

const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title }).waitFor({ timeout: SHOWN_WITHIN_MS });

async function openDashboard(page: Page) {
  await page.goto(`${server.url}/customer-dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Customer Dashboard' }).waitFor({ timeout: SHOWN_WITHIN_MS });
  await page.getByRole('tab', { name: 'Active Bookings' }).waitFor({ timeout: SHOWN_WITHIN_MS });
}

/** The demo's booking of customer-1 that Ravi Kumar has confirmed (seed-data/bookings.ts). */
const CONFIRMED_DEMO_BOOKING = '6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74';
const row = (page: Page, id: string) => page.locator(`[data-booking-id="${id}"]`);

async function setAllowCancellations(allow: boolean) {
  const settings = await (await admin.get('/api/admin/settings')).json();
  const res = await admin.put('/api/admin/settings', { data: { ...settings, allowCancellations: allow } });
  expect(res.status(), await res.text()).toBe(200);
}

/** How often a customer's bids are pulled (5 s). */
const BIDS_POLL_MS = bookingTables.bids.jobs.myBids.intervalMs({ userId: 'customer-1', role: 'customer' })!;

describe('customer dashboard', () => {
  it('shows the header cards, details and cancels a pending booking', async () => {
    const booking = await createPendingBooking(customer);
    const page = await newPage(browser, DESKTOP);
    try {
      await openDashboard(page);
      for (const label of ['Active Bookings', 'Completed Services', 'Tool Rentals', 'Total Spent']) {
        await page.getByTestId(`stat-${label}`).waitFor();
      }
      // Seeded: 0001 and 0003 completed, 0004 confirmed, plus the new pending one (once synced).
      await expect.poll(() => page.getByTestId('stat-Completed Services').textContent(), { timeout: SHOWN_WITHIN_MS }).toContain('2');
      await expect.poll(() => page.getByTestId('stat-Active Bookings').textContent(), { timeout: SHOWN_WITHIN_MS }).toContain('2');
      await row(page, booking.id).waitFor({ timeout: SHOWN_WITHIN_MS });
      // The confirmed one is cancelled on its terms, which it shows beside Cancel (ADR 092).
      expect(await row(page, CONFIRMED_DEMO_BOOKING).getByRole('button', { name: /Cancel booking/ }).count()).toBe(1);
      expect(await row(page, CONFIRMED_DEMO_BOOKING).getByTestId('blocked-reason').innerText()).toMatch(/^(Free cancellation until .+|Cancelling now costs ₹100, paid to your provider for keeping the slot)\.$/);

      await row(page, booking.id).getByRole('button', { name: /View details/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`Booking #${booking.id.slice(-8)}`).waitFor();
      expect(await dialog.textContent()).toContain('Premium Wash');
      expect(await dialog.textContent()).toContain('Hyundai Creta');
      await screenshot(page, 'customer-dashboard-details-1280');
      await dialog.getByRole('button', { name: 'Close' }).click();

      await row(page, booking.id).getByRole('button', { name: /Cancel booking/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel Booking' }).click();
      await toast(page, 'Booking Cancelled');
      const stored = await (await customer.get(`/api/bookings/${booking.id}`)).json();
      expect(stored.status).toBe('cancelled');

      await page.getByRole('tab', { name: 'Booking History' }).click();
      await row(page, booking.id).getByText('cancelled').waitFor();
      // Cancelled is off the normal path: destructive style.
      expect(await row(page, booking.id).locator('[data-status="cancelled"]').getAttribute('class')).toContain('bg-red-100');
    } finally {
      await page.close();
    }
  });

  it("says why Cancel is unavailable, in the server's words, when cancelling is turned off", async () => {
    const booking = await createPendingBooking(customer);
    await setAllowCancellations(false);
    const page = await newPage(browser, PHONE);
    try {
      await openDashboard(page);
      const cancel = row(page, booking.id).getByRole('button', { name: /Cancel booking/ });
      await expect.poll(() => cancel.isDisabled(), { timeout: SHOWN_WITHIN_MS }).toBe(true);
      expect(await row(page, booking.id).getByTestId('blocked-reason').innerText()).toBe('Cancellations are turned off');
      const refused = await customer.post(`/api/bookings/${booking.id}/cancel`);
      expect(refused.status()).toBe(409);
      expect((await refused.json()).message).toBe('Cancellations are turned off');
      await screenshot(page, 'customer-dashboard-cancel-refused-390');
      await row(page, booking.id).getByText('pending').waitFor();
      // A confirmed booking (the demo's) is cancelled on its terms, and not while cancelling is off.
      const confirmed = row(page, CONFIRMED_DEMO_BOOKING);
      expect(await confirmed.getByRole('button', { name: /Cancel booking/ }).isDisabled()).toBe(true);
      expect(await confirmed.getByTestId('blocked-reason').innerText()).toBe('Cancellations are turned off');
    } finally {
      await setAllowCancellations(true);
      await page.close();
    }
  });

  it('books again with the same vehicle, services and place', async () => {
    const page = await newPage(browser, DESKTOP);
    try {
      await openDashboard(page);
      await row(page, '6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74').getByRole('link', { name: 'Book Again' }).click();
      await page.getByRole('heading', { level: 1, name: 'Book Your Service' }).waitFor();
      const stored = await (await customer.get('/api/bookings/6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74')).json();
      await page.getByRole('textbox', { name: 'Address' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Address' }).inputValue()).toBe(stored.location);
      for (const s of stored.services.filter((x: { id: string }) => stored.serviceIds.includes(x.id))) {
        expect(await page.getByRole('button', { name: new RegExp(`^${s.name}`) }).getAttribute('aria-pressed')).toBe('true');
      }
    } finally {
      await page.close();
    }
  });

  it('returns an active tool rental', async () => {
    const rent = await customer.post('/api/tool-rentals', { data: { toolId: 'tool-foam-cannon', customerId: 'customer-1' } });
    expect(rent.status(), await rent.text()).toBeLessThan(300);
    const page = await newPage(browser, DESKTOP);
    try {
      await openDashboard(page);
      await page.getByRole('tab', { name: 'Tool Rentals' }).click();
      const rental = page.getByTestId('rental-row').filter({ hasText: 'Foam Cannon Kit' });
      await rental.getByRole('button', { name: 'Return Tool' }).click();
      await rental.getByRole('button', { name: 'Confirm Return' }).click();
      await toast(page, 'Tool Returned');
      await rental.getByText('Returned').waitFor();
      expect(await rental.getByRole('button', { name: 'Return Tool' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it("pulls the customer's bids and bookings once per interval each, whatever the number of bookings, and shows a new bid within one poll", async () => {
    const provider = await apiAs(server.url, 'provider-1');
    const bookings = [await createPendingBooking(customer), await createPendingBooking(customer), await createPendingBooking(customer)];
    const page = await newPage(browser, DESKTOP);
    // The 21 s are the page's: its polls are its own timers, and its clock (page-clock.ts) skips
    // the waits for them. The server and the network keep real time.
    const clock = await installPageClock(page);
    const recorder = recordApiTraffic(page);
    try {
      await page.goto(`${server.url}/book-service?booking=${bookings[0].id}`);
      await page.getByRole('heading', { name: 'Waiting for Provider Bids' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.waitForTimeout(1_000);
      await clock.settle();
      recorder.measuring = true;
      const started = await clock.now();
      // A bid on the booking on show, and one on another booking of the customer's.
      for (const booking of [bookings[0], bookings[2]]) {
        const res = await provider.post('/api/bids', { data: { bookingId: booking.id, providerId: 'provider-1', bidAmount: '640.00', estimatedDuration: 60 } });
        expect(res.status(), await res.text()).toBe(201);
      }
      // The 5 s pull of bids brings it, plus the page's own work: the clock skips to the end of
      // the interval, and runs on while the pull due then brings the bid.
      await clock.skipTo(started + BIDS_POLL_MS);
      await page.getByTestId('bid-card').first().waitFor({ timeout: 7_500 });
      expect((await clock.now()) - started).toBeLessThan(BIDS_POLL_MS + 2_500);
      await clock.settle();
      // The rest of the 21 s, one interval (and its pull of bids) at a time.
      for (let at = 2 * BIDS_POLL_MS; at < 21_000; at += BIDS_POLL_MS) await clock.skipTo(started + at, ['/api/sync/bids']);
      await clock.skipTo(started + 21_000);
      await recorder.recorded();
      recorder.measuring = false;

      const traffic = recorder.measured;
      const counts = countByPath(traffic);
      console.log(`21 s on the bids step: ${traffic.length} requests, ${traffic.reduce((s, t) => s + t.bytes, 0)} bytes`, counts);
      // Bids every 5 s and bookings every 10 s, one pull each for all bookings; none per booking.
      expect(counts['/api/sync/bids']).toBeGreaterThanOrEqual(3);
      expect(counts['/api/sync/bids']).toBeLessThanOrEqual(6);
      expect(counts['/api/sync/bookings']).toBeLessThanOrEqual(3);
      for (const path of Object.keys(counts)) expect(path).not.toMatch(/\/api\/bids\/booking\/|\/api\/bookings\/[0-9a-f]{8}-/);
      // Pulls after the bids found nothing new: 304s with no body.
      const bidPulls = traffic.filter((t) => t.path === '/api/sync/bids');
      expect(bidPulls.filter((t) => t.status === 200).length).toBeLessThanOrEqual(2);
      expect(bidPulls.at(-1)!.status).toBe(304);
      // The other booking's bid arrived with the same pull: it is on the device already.
      const stored = await page.evaluate(
        (bookingId) =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('gaadicare');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const get = open.result.transaction('bids').objectStore('bids').index('bookingId').count(bookingId);
              get.onsuccess = () => resolve(get.result);
              get.onerror = () => reject(get.error);
            };
          }),
        bookings[2].id,
      );
      expect(stored).toBe(1);
    } finally {
      await page.close();
      await provider.dispose();
    }
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`dashboard and history look right and pass axe at ${viewport.width}px`, async () => {
      const page = await newPage(browser, viewport);
      try {
        await openDashboard(page);
        await page.getByTestId('booking-row').first().waitFor({ timeout: SHOWN_WITHIN_MS });
        await screenshot(page, `customer-dashboard-${viewport.width}`);
        let violations = await runAxe(page);
        expect(violations, describeViolations(violations)).toEqual([]);

        await page.goto(`${server.url}/customer-history`);
        await page.getByRole('heading', { level: 1, name: 'My Booking History' }).waitFor();
        const seeded = page.getByTestId('history-item').filter({ hasText: 'Spotless finish and very polite.' });
        await seeded.waitFor({ timeout: SHOWN_WITHIN_MS });
        expect(await seeded.textContent()).toContain('5/5');
        expect(await seeded.textContent()).toContain('Ravi Kumar');
        await screenshot(page, `customer-history-${viewport.width}`);
        violations = await runAxe(page);
        expect(violations, describeViolations(violations)).toEqual([]);

        await page.getByRole('tab', { name: /In Progress/ }).click();
        await page.getByRole('heading', { name: 'No in progress bookings' }).waitFor();
        await page.getByRole('tab', { name: /Completed/ }).click();
        expect(await page.getByRole('tabpanel').getByTestId('history-item').count()).toBeGreaterThanOrEqual(2);
      } finally {
        await page.close();
      }
    });
  }
});
