import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatRupees, toPaise } from '../../src/shared/pricing/money';
import { DEMO_SETTINGS } from '../../src/server/db/seed-data/supplier';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, describeViolations, newPage, runAxe, screenshot, type Viewport, waitForAppScreen } from './harness';
import { PersonaApi, createBooking, openAsUser, startCodeOf, toastText, journeyEnvironment } from './provider-api';
import { confirmRentalInCash } from './customer-support';

const run = promisify(execFile);

// A 1x1 PNG: a real image the server's byte check accepts.
const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const env = journeyEnvironment();

async function expectNoSeriousAxe(page: Page) {
  const violations = await runAxe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Nothing on the page is wider than the viewport. */
async function expectNoOverflow(page: Page) {
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.closest('.overflow-x-auto'))
      .slice(0, 5)
      .map((el) => `${el.tagName}.${el.className}`.slice(0, 120)),
  );
  expect(wide).toEqual([]);
}

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').trim();

/** The text of a PDF, as pdftotext reads it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-pdf-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    fs.writeFileSync(file, bytes);
    return (await run('pdftotext', ['-layout', file, '-'])).stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('one price on every screen', () => {
  for (const viewport of [DESKTOP, PHONE] as Viewport[]) {
    const w = viewport.width;
    it(`shows one booking's total to the paisa from bid card to PDF, and the provider's earning on the statement (${w} px)`, async () => {
      const customer = await PersonaApi.as(env.server.url, 'customer-1');
      const location = `Journey ${w}, 12th Main, Indiranagar`;
      const bookingId = await createBooking(customer, location);
      const providerPage = await newPage(env.browser, viewport);
      const customerPage = await newPage(env.browser, viewport);
      try {
        // The provider types a bid and sees what they earn before sending it.
        await openAsUser(providerPage, env.server.url, '/provider-dashboard', 'provider-2');
        const job = providerPage.getByTestId('available-job').filter({ hasText: location });
        await job.waitFor({ timeout: SHOWN_WITHIN_MS });
        // Nothing says "your earning" before a bid exists.
        expect(await job.innerText()).not.toMatch(/your earning|you earn/i);
        await waitForAppScreen(providerPage);
        await job.getByRole('button', { name: 'Place Bid' }).click();
        const dialog = providerPage.getByRole('dialog');
        await dialog.getByLabel('Bid amount (₹)').fill('612.35');
        // The catalogue's suggestion fills the duration once it has loaded; typing before that
        // would land behind it ("6090").
        const duration = dialog.getByLabel('Estimated duration (minutes)');
        await expect.poll(() => duration.inputValue()).not.toBe('');
        await duration.fill('90');
        // 612.35 less the 25 % fee (153.09) = 459.26; the customer pays 612.35 + 2 x 55.11 = 722.57.
        await dialog.getByTestId('bid-you-earn').filter({ hasText: '₹459.26' }).waitFor();
        const youEarn = (await dialog.getByTestId('bid-you-earn').textContent())!.replace('You earn ', '');
        expect(await dialog.innerText()).toContain('₹722.57 incl. GST');
        await screenshot(providerPage, `money-bid-dialog-${w}`);
        await expectNoSeriousAxe(providerPage);
        await dialog.getByRole('button', { name: 'Submit Bid' }).click();
        await toastText(providerPage, 'Bid Placed');
        await job.getByTestId('my-bid-earning').filter({ hasText: youEarn }).waitFor();

        // The customer compares bids by total incl. GST, opens the breakdown and accepts.
        await customerPage.goto(`${env.server.url}/book-service?booking=${bookingId}`);
        const card = customerPage.getByTestId('bid-card').first();
        await card.waitFor({ timeout: SHOWN_WITHIN_MS });
        const total = await text(customerPage, 'bid-total');
        expect(total).toBe('₹722.57');
        expect(await card.innerText()).toContain('incl. GST');
        await card.getByText('Price breakdown').click();
        const lines = card.getByTestId('price-lines');
        expect(await lines.innerText()).toMatch(/Service price\s+₹612\.35/);
        expect(await lines.innerText()).toMatch(/CGST \(9%\)\s+₹55\.11/);
        expect(await lines.getByTestId('price-total').textContent()).toBe(total);
        await screenshot(customerPage, `money-bid-card-${w}`);
        await expectNoSeriousAxe(customerPage);
        await card.getByRole('button', { name: /Accept bid/ }).click();
        await customerPage.getByRole('dialog').getByRole('button', { name: `Accept and pay ${total}` }).click();
        expect(await toastText(customerPage, 'Bid Accepted')).toContain(`you pay ${total} incl. GST`);
        await customerPage.getByRole('heading', { level: 2, name: 'Service Progress' }).waitFor();
        expect(await text(customerPage, 'booking-total')).toBe(total);

        // The provider's accepted job shows the same earning.
        const provider = await PersonaApi.as(env.server.url, 'provider-2');
        await providerPage.reload();
        await providerPage.getByRole('tab', { name: 'Active Jobs' }).click();
        const active = providerPage.getByTestId('active-job').filter({ hasText: location });
        await active.waitFor({ timeout: SHOWN_WITHIN_MS });
        expect(await active.getByTestId('job-you-earn').textContent()).toContain(`${youEarn} · customer pays ${total}`);

        // The provider does the job.
        await provider.ok('POST', `/api/bookings/${bookingId}/start`, await startCodeOf(customer, bookingId));
        await provider.uploadPhotos(bookingId, 'after', [PNG_DATA_URL]);
        const completed = await provider.ok<{ invoiceNumber: string }>('POST', `/api/bookings/${bookingId}/complete`);
        const number = completed.invoiceNumber;
        expect(number).toMatch(/^GC\/\d{2}-\d{2}\/\d{6}$/);

        // Dashboard row and its receipt.
        await customerPage.goto(`${env.server.url}/customer-dashboard`);
        await customerPage.getByRole('tab', { name: 'Booking History' }).click();
        const row = customerPage.locator(`[data-booking-id="${bookingId}"]`);
        await row.waitFor({ timeout: SHOWN_WITHIN_MS });
        expect(await row.getByTestId('booking-row-total').textContent()).toBe(total);
        await row.getByRole('button', { name: /View details/ }).click();
        const receipt = customerPage.getByRole('dialog');
        expect(await receipt.getByTestId('price-total').textContent()).toBe(total);
        expect(await receipt.innerText()).toMatch(/Service price\s+₹612\.35/);
        await screenshot(customerPage, `money-receipt-${w}`);
        await receipt.getByRole('button', { name: 'Close' }).click();

        // History, then the tax invoice from there.
        await customerPage.goto(`${env.server.url}/customer-history`);
        const item = customerPage.getByTestId('history-item').filter({ hasText: number });
        await item.waitFor({ timeout: SHOWN_WITHIN_MS });
        expect(await item.getByTestId('history-total').textContent()).toBe(total);
        await item.getByRole('link', { name: `Tax invoice ${number}` }).click();
        await customerPage.getByTestId('tax-invoice').waitFor({ timeout: SHOWN_WITHIN_MS });
        expect(await text(customerPage, 'invoice-number')).toBe(number);
        expect(await text(customerPage, 'invoice-gstin')).toBe(DEMO_SETTINGS.supplierGstin);
        expect(await text(customerPage, 'invoice-total')).toBe(total);
        const invoiceText = await customerPage.getByTestId('tax-invoice').innerText();
        for (const words of ['Place of supply', 'Karnataka (29)', 'Tax payable on reverse charge', 'Authorised signatory', '998714', 'CGST @ 9%']) {
          expect(invoiceText).toContain(words);
        }
        await screenshot(customerPage, `money-invoice-${w}`);
        await expectNoSeriousAxe(customerPage);
        await expectNoOverflow(customerPage);
        // Printing leaves out the app around the invoice.
        await customerPage.emulateMedia({ media: 'print' });
        expect(await customerPage.locator('header').first().isVisible()).toBe(false);
        expect(await customerPage.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
        await customerPage.emulateMedia({ media: 'screen' });

        // The PDF carries the same number, GSTIN and total.
        const pdf = await customerPage.request.get(`${env.server.url}/api/bookings/${bookingId}/invoice.pdf`);
        expect(pdf.status()).toBe(200);
        const pdfWords = await pdfText(Buffer.from(await pdf.body()));
        expect(pdfWords).toContain(number);
        expect(pdfWords).toContain(DEMO_SETTINGS.supplierGstin);
        expect(pdfWords).toContain(total);

        // Seen once, the invoice opens without a connection (once the offline worker has taken over).
        await customerPage.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await customerPage.reload();
        await customerPage.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SHOWN_WITHIN_MS });
        await customerPage.getByTestId('tax-invoice').waitFor({ timeout: SHOWN_WITHIN_MS });
        await customerPage.context().setOffline(true);
        await customerPage.reload();
        await customerPage.getByTestId('tax-invoice').waitFor({ timeout: SHOWN_WITHIN_MS });
        expect(await text(customerPage, 'invoice-total')).toBe(total);
        await customerPage.context().setOffline(false);

        // The provider's statement lists the job at the earning shown while bidding.
        await providerPage.goto(`${env.server.url}/provider-earnings`);
        const line = providerPage.getByTestId('statement-job').filter({ hasText: bookingId.slice(-8) });
        await line.waitFor({ timeout: SHOWN_WITHIN_MS });
        expect(await line.getByTestId('statement-job-earning').textContent()).toBe(youEarn);
        const stats = await provider.ok<{ totalEarnings: string }>('GET', '/api/provider/provider-2/stats');
        // The statement's total is the stats' total.
        expect(await text(providerPage, 'statement-total')).toBe(formatRupees(toPaise(stats.totalEarnings)));
        expect(await providerPage.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/provider/provider-2/earnings.csv');
        await screenshot(providerPage, `money-earnings-${w}`);
        await expectNoSeriousAxe(providerPage);
        await expectNoOverflow(providerPage);
      } finally {
        await providerPage.close();
        await customerPage.close();
      }
    });
  }

  it('shows a tool rental as daily rate, refundable deposit and total, on the card and the dashboard', async () => {
    const page = await newPage(env.browser, PHONE);
    try {
      await page.goto(`${env.server.url}/tool-rental`);
      const card = page.getByTestId('tool-card').filter({ hasText: 'Pressure Washer' });
      await card.waitFor({ timeout: SHOWN_WITHIN_MS });
      const total = await card.getByTestId('tool-total').textContent();
      expect(await card.innerText()).toContain('Refundable deposit');
      await screenshot(page, 'money-tool-card-390');
      await card.getByRole('button', { name: /Rent Now/ }).click();
      await confirmRentalInCash(page);
      expect(await toastText(page, 'Tool Rented Successfully')).toContain(`You pay ${total}`);
      await page.goto(`${env.server.url}/customer-dashboard`);
      await page.getByRole('tab', { name: 'Tool Rentals' }).click();
      const rental = page.getByTestId('rental-row').filter({ hasText: 'Pressure Washer' });
      await rental.waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await rental.getByTestId('rental-charges').innerText()).toContain(total!);
      await rental.getByRole('button', { name: 'Return Tool' }).click();
      expect(await rental.innerText()).toContain('refundable deposit');
      await screenshot(page, 'money-rental-return-390');
    } finally {
      await page.close();
    }
  });
});
