import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, describeViolations, launchBrowser, newPage, runAxe, screenshot, startServer, type TestServer } from './harness';
import { apiAs, createPendingBooking } from './customer-support';

let server: TestServer;
let browser: Browser;
let customer: APIRequestContext;
let admin: APIRequestContext;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  customer = await apiAs(server.url, 'customer-1');
  admin = await apiAs(server.url, 'admin-1');
});

afterAll(async () => {
  await customer?.dispose();
  await admin?.dispose();
  await browser?.close();
  await server?.close();
});

const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title }).waitFor({ timeout: 15_000 });

async function openDashboard(page: Page) {
  await page.goto(`${server.url}/customer-dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Customer Dashboard' }).waitFor({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Active Bookings' }).waitFor({ timeout: 15_000 });
}

const row = (page: Page, id: string) => page.locator(`[data-booking-id="${id}"]`);

async function setAllowCancellations(allow: boolean) {
  const settings = await (await admin.get('/api/admin/settings')).json();
  const res = await admin.put('/api/admin/settings', { data: { ...settings, allowCancellations: allow } });
  expect(res.status(), await res.text()).toBe(200);
}

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
      await expect.poll(() => page.getByTestId('stat-Completed Services').textContent(), { timeout: 15_000 }).toContain('2');
      await expect.poll(() => page.getByTestId('stat-Active Bookings').textContent(), { timeout: 15_000 }).toContain('2');
      await row(page, booking.id).waitFor({ timeout: 15_000 });
      expect(await row(page, '6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74').getByRole('button', { name: /Cancel/ }).count()).toBe(0);

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

  it("shows the server's reason when cancelling is refused", async () => {
    const booking = await createPendingBooking(customer);
    await setAllowCancellations(false);
    const page = await newPage(browser, PHONE);
    try {
      await openDashboard(page);
      await row(page, booking.id).getByRole('button', { name: /Cancel booking/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel Booking' }).click();
      await page.getByRole('dialog').getByRole('alert').waitFor();
      await toast(page, 'Cancellation Failed');
      const stored = await (await customer.get(`/api/bookings/${booking.id}`)).json();
      expect(stored.status).toBe('pending');
      await screenshot(page, 'customer-dashboard-cancel-refused-390');
      await page.getByRole('dialog').getByRole('button', { name: 'Keep Booking' }).click();
      await row(page, booking.id).getByText('pending').waitFor();
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

  for (const viewport of [DESKTOP, PHONE]) {
    it(`dashboard and history look right and pass axe at ${viewport.width}px`, async () => {
      const page = await newPage(browser, viewport);
      try {
        await openDashboard(page);
        await page.getByTestId('booking-row').first().waitFor({ timeout: 15_000 });
        await screenshot(page, `customer-dashboard-${viewport.width}`);
        let violations = await runAxe(page);
        expect(violations, describeViolations(violations)).toEqual([]);

        await page.goto(`${server.url}/customer-history`);
        await page.getByRole('heading', { level: 1, name: 'My Booking History' }).waitFor();
        const seeded = page.getByTestId('history-item').filter({ hasText: 'Spotless finish and very polite.' });
        await seeded.waitFor({ timeout: 15_000 });
        expect(await seeded.textContent()).toContain('5/5');
        expect(await seeded.textContent()).toContain('Ravi Kumar');
        await screenshot(page, `customer-history-${viewport.width}`);
        violations = await runAxe(page);
        expect(violations, describeViolations(violations)).toEqual([]);

        await page.getByRole('tab', { name: /In Progress/ }).click();
        await page.getByRole('heading', { name: 'No bookings in progress' }).waitFor();
        await page.getByRole('tab', { name: /Completed/ }).click();
        expect(await page.getByRole('tabpanel').getByTestId('history-item').count()).toBeGreaterThanOrEqual(2);
      } finally {
        await page.close();
      }
    });
  }
});
