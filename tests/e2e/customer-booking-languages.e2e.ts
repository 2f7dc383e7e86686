import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SHOWN_WITHIN_MS, PHONE, newPage, screenshot } from './harness';
import { PersonaApi, journeyEnvironment, openAsUser, startCodeOf } from './provider-api';
import { bookingIdFromUrl, samplePng } from './customer-support';
import { chooseLanguage, englishLeft } from './english-left';
import { CAR_MODELS } from '../../src/shared/catalog/car-models';
import { LOCALITIES } from '../../src/shared/domain/localities';
import { bookingReferenceText } from '../../src/shared/domain/booking-reference';

/**
 * A customer books in Kannada on a phone, from the form to the feedback, and no screen on the way
 * shows an English word: every visible text node and label is checked (english-left.ts) beside
 * what the data names (services, car models, places, the provider, the invoice number).
 */
const env = journeyEnvironment({ worker: false });

/** Everything the customer sees: the page and any dialog or toast over it. */
const SEEN = 'main,[role="dialog"],[data-testid="toast"]';

type Service = { name: string; description: string | null };

/** What people and the catalogue wrote: service names and descriptions, car models, places. */
async function dataWords(api: PersonaApi): Promise<string[]> {
  const services = await api.ok<Service[]>('GET', '/api/services');
  return [...services.flatMap((s) => [s.name, s.description ?? '']), ...CAR_MODELS.map((m) => m.name), ...LOCALITIES.map((l) => l.name), '12th Main, Indiranagar'];
}

async function expectNoEnglish(page: Page, what: string, data: string[], scope = 'main') {
  await page.waitForTimeout(300);
  expect(await englishLeft(page, scope, data), what).toEqual([]);
}

describe('booking in Kannada on a phone', () => {
  it('speaks Kannada from the form to the feedback, names and brands aside', async () => {
    const customer = await PersonaApi.as(env.server.url, 'customer-1');
    const provider = await PersonaApi.as(env.server.url, 'provider-1');
    const data = [...(await dataWords(customer)), 'Ravi Kumar'];
    const page = await newPage(env.browser, PHONE);
    try {
      await chooseLanguage(page, 'kn');
      await openAsUser(page, env.server.url, '/book-service', 'customer-1');
      await page.waitForFunction(() => document.documentElement.lang === 'kn-IN');
      await page.getByTestId('price-svc-basic-wash').waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.getByRole('heading', { level: 1, name: 'ನಿಮ್ಮ ಸೇವೆ ಬುಕ್ ಮಾಡಿ' }).waitFor();
      await expectNoEnglish(page, 'empty form', data);
      // The catalogue's names and descriptions in Kannada too (the catalogue area): the data words above are a fallback, not the expectation.
      const basic = page.locator('button[aria-pressed]').filter({ has: page.getByTestId('price-svc-basic-wash') });
      expect(await basic.textContent()).toContain('ಬೇಸಿಕ್ ವಾಶ್');
      expect(await basic.textContent()).not.toContain('Basic Wash');

      // A refused submit: its messages in Kannada.
      await page.locator('button[aria-pressed]').filter({ has: page.getByTestId('price-svc-basic-wash') }).click();
      await page.locator('form button[type="submit"]').click();
      await page.locator('#slot-error').waitFor();
      await expectNoEnglish(page, 'refused submit', data);
      await screenshot(page, 'customer-booking-kn-refused-390');

      await page.locator('#car-model').selectOption('Maruti Swift');
      await page.locator('#location').fill('12th Main, Indiranagar');
      await page.getByTestId('understood-area').waitFor();
      await page.locator('[role="radiogroup"]').nth(1).getByRole('radio').nth(1).click();
      await page.locator('form [role="radiogroup"] button[role="radio"]:not([disabled])').last().click();
      await expectNoEnglish(page, 'filled form', data);
      await screenshot(page, 'customer-booking-kn-form-390');

      await page.locator('form button[type="submit"]').click();
      await expect.poll(() => bookingIdFromUrl(page), { timeout: SHOWN_WITHIN_MS }).toBeTruthy();
      const id = bookingIdFromUrl(page)!;
      data.push(bookingReferenceText(id));
      await page.getByTestId('booking-total').waitFor({ timeout: SHOWN_WITHIN_MS });
      await expectNoEnglish(page, 'waiting for bids', data);

      // A provider bids: the bid card, its breakdown and the acceptance dialog.
      await provider.ok('POST', '/api/bids', { bookingId: id, providerId: 'provider-1', bidAmount: '400.00', estimatedDuration: 90 });
      const card = page.getByTestId('bid-card');
      await card.waitFor({ timeout: SHOWN_WITHIN_MS });
      await card.locator('summary').click();
      await expectNoEnglish(page, 'a bid', data);
      await screenshot(page, 'customer-booking-kn-bids-390');
      await card.getByRole('button').last().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await expectNoEnglish(page, 'accepting', data, SEEN);
      await dialog.getByRole('button').filter({ hasText: 'ಪಾವತಿಸಿ' }).click();

      // Under way: the provider's estimate, the call link, the start code, the photo cards.
      await page.getByTestId('progress-duration').waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.getByTestId('start-code').waitFor();
      await expectNoEnglish(page, 'confirmed', data, SEEN);
      await screenshot(page, 'customer-booking-kn-progress-390');

      // The provider does the job; the customer rates it.
      await provider.ok('POST', `/api/bookings/${id}/start`, { code: (await startCodeOf(customer, id)).code });
      const png = `data:image/png;base64,${(await samplePng(page, '#2a9d8f', 40, 30)).toString('base64')}`;
      await provider.uploadPhotos(id, 'after', [png]);
      const done = await provider.ok<{ invoiceNumber: string | null }>('POST', `/api/bookings/${id}/complete`, {});
      await page.getByTestId('completed-invoice').waitFor({ timeout: SHOWN_WITHIN_MS });
      const withInvoice = [...data, done.invoiceNumber ?? ''];
      await expectNoEnglish(page, 'feedback', withInvoice, SEEN);
      await screenshot(page, 'customer-booking-kn-feedback-390');
      for (const group of await page.locator('form [role="radiogroup"]').all()) await group.getByRole('radio').nth(4).click();
      await page.locator('form button[type="submit"]').click();
      await page.getByTestId('feedback-done').waitFor({ timeout: SHOWN_WITHIN_MS });
      await expectNoEnglish(page, 'thanked', withInvoice, SEEN);
      await screenshot(page, 'customer-booking-kn-done-390');
    } finally {
      await page.close();
    }
  });

  it('speaks Kannada on the dashboard, the history and tool rental, beside what other screens still word', async () => {
    const customer = await PersonaApi.as(env.server.url, 'customer-1');
    type Row = { id: string; invoiceNumber: string | null; provider: { name: string } | null; location: string; vehicleModel: string | null; feedback: { comments: string | null } | null };
    const bookings = await customer.ok<Row[]>('GET', '/api/bookings/customer/customer-1');
    const tools = await customer.ok<{ name: string; description: string; pickupLocation: string }[]>('GET', '/api/tools');
    const data = [
      ...(await dataWords(customer)),
      ...bookings.flatMap((b) => [bookingReferenceText(b.id), b.invoiceNumber ?? '', b.provider?.name ?? '', b.location, b.vehicleModel ?? '', b.feedback?.comments ?? '']),
      ...tools.flatMap((t) => [t.name, t.description, t.pickupLocation]),
    ];
    const elsewhere = undefined;
    const page = await newPage(env.browser, PHONE);
    try {
      await chooseLanguage(page, 'kn');
      await openAsUser(page, env.server.url, '/customer-dashboard', 'customer-1');
      await page.waitForFunction(() => document.documentElement.lang === 'kn-IN');
      await page.getByTestId('stat-Active Bookings').waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await englishLeft(page, 'main', data, elsewhere), 'dashboard').toEqual([]);
      await screenshot(page, 'customer-dashboard-kn-390');
      // The confirmed booking's cancel dialog, with its terms (free until…, or the late fee).
      await page.locator('[data-testid="booking-row"][data-booking-id="6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74"]').getByRole('button', { name: /ರದ್ದು ಮಾಡಿ$/ }).click();
      await page.getByTestId('cancellation-terms').waitFor();
      await page.waitForTimeout(300);
      expect(await englishLeft(page, SEEN, data, elsewhere), 'cancel dialog').toEqual([]);
      await screenshot(page, 'customer-cancel-kn-390');
      await page.keyboard.press('Escape');
      // Its details.
      await page.locator('[data-testid="booking-row"][data-booking-id="6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74"]').getByRole('button', { name: /ವಿವರ ನೋಡಿ$/ }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(300);
      expect(await englishLeft(page, SEEN, data, elsewhere), 'booking details').toEqual([]);
      await screenshot(page, 'customer-details-kn-390');
      await page.keyboard.press('Escape');
      await page.getByRole('tab').nth(2).click();
      await page.waitForTimeout(300);
      expect(await englishLeft(page, 'main', data, elsewhere), 'dashboard rentals').toEqual([]);

      await page.goto(`${env.server.url}/customer-history`);
      await page.getByTestId('history-item').first().waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await englishLeft(page, 'main', data, elsewhere), 'history').toEqual([]);
      await screenshot(page, 'customer-history-kn-390');

      await page.goto(`${env.server.url}/tool-rental`);
      await page.getByTestId('tool-card').first().waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await page.getByTestId('tool-card').first().textContent()).not.toMatch(/Pressure Washer|Vacuum|Polisher/);
      expect(await englishLeft(page, 'main', data, elsewhere), 'tools').toEqual([]);
      await page.getByTestId('tool-card').filter({ has: page.locator('button:not([disabled])') }).first().locator('button').click();
      await page.getByTestId('rent-summary').waitFor();
      await page.waitForTimeout(300);
      expect(await englishLeft(page, SEEN, data, elsewhere), 'rent dialog').toEqual([]);
      await screenshot(page, 'customer-tools-kn-390');

      // The landing page, and a tax invoice's screen around its English document (marked lang="en").
      await page.goto(`${env.server.url}/`);
      await page.locator('#hero-title').waitFor();
      await page.waitForFunction(() => !/[A-Za-z]{3}/.test(document.querySelector('#hero-title')?.textContent ?? 'x'), undefined, { timeout: SHOWN_WITHIN_MS });
      expect(await englishLeft(page, 'main', data), 'landing').toEqual([]);
      await screenshot(page, 'landing-kn-390');
      const invoiced = bookings.find((b) => b.invoiceNumber);
      if (!invoiced) throw new Error('the demo customer has no invoiced booking');
      await page.goto(`${env.server.url}/tax-invoice?booking=${invoiced.id}`);
      await page.getByTestId('tax-invoice').waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.waitForTimeout(300);
      expect(await englishLeft(page, 'main', data), 'tax invoice screen').toEqual([]);
      await screenshot(page, 'tax-invoice-kn-390');
    } finally {
      await page.close();
    }
  });
});
