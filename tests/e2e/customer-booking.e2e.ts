import { journeyEnvironment } from './provider-api';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, describeViolations, newPage, runAxe, screenshot } from './harness';
import { apiAs, bookingIdFromUrl, fillBookingForm, samplePng } from './customer-support';
import { MAX_EARLY_START_MINUTES } from '../../src/shared/domain/slot-rules';

const env = journeyEnvironment();

async function openWizard(page: Page) {
  await page.goto(`${env.server.url}/book-service`);
  await page.getByRole('heading', { level: 1, name: 'Book Your Service' }).waitFor({ timeout: SHOWN_WITHIN_MS });
  await page.getByRole('button', { name: /^Basic Wash/ }).waitFor({ timeout: SHOWN_WITHIN_MS });
}

async function expectNoSeriousAxe(page: Page) {
  const violations = await runAxe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title }).waitFor({ timeout: SHOWN_WITHIN_MS });

describe('booking wizard', () => {
  it('validates on change and prices a sedan at +30 %', async () => {
    const page = await newPage(env.browser, DESKTOP);
    try {
      await openWizard(page);
      const submit = page.getByRole('button', { name: 'Get Provider Quotes' });
      expect(await submit.isDisabled()).toBe(true);

      await page.getByRole('textbox', { name: 'Address' }).fill('x');
      await page.getByRole('textbox', { name: 'Address' }).fill('');
      await page.getByText('Location is required').waitFor();

      const basic = page.getByRole('button', { name: /^Basic Wash/ });
      await basic.click();
      await basic.click();
      await page.getByText('At least one service is required').waitFor();

      expect(await page.getByTestId('price-svc-basic-wash').textContent()).toBe('₹299');
      expect(await basic.textContent()).toContain('+ 18% GST');
      const model = page.getByRole('combobox', { name: 'Car model' });
      // The system picker groups the models under their surcharge.
      expect(await model.locator('optgroup[label="Sedans (+30%)"]').getByRole('option', { name: 'Honda City', exact: true }).count()).toBe(1);
      await model.selectOption('Honda City');
      await page.getByText('Sedans pricing: +30%').waitFor();
      expect(await page.getByTestId('price-svc-basic-wash').textContent()).toBe('₹388.70');

      await basic.click();
      expect(await submit.isDisabled()).toBe(false);
      await page.getByRole('textbox', { name: 'Address' }).fill('12th Main, Indiranagar');
      await submit.click();
      await page.getByText('Time slot is required').waitFor();
      // Service price 388.70, CGST and SGST 34.98 each (9 % of 388.70 = 34.983), total 458.66.
      expect(await page.getByTestId('subtotal').textContent()).toBe('₹388.70');
      expect(await page.getByTestId('total').textContent()).toBe('₹458.66');

      await page.getByRole('tab', { name: 'Select on Map' }).click();
      await page.getByRole('button', { name: 'Choose Koramangala' }).click();
      await page.getByTestId('selected-location').filter({ hasText: 'Koramangala 560034' }).waitFor();
      await page.getByTestId('map-marker').waitFor();
      await screenshot(page, 'customer-booking-form-1280');
      await expectNoSeriousAxe(page);
    } finally {
      await page.close();
    }
  });

  it('shows bikes at 40 % off and fits the phone screen', async () => {
    const page = await newPage(env.browser, PHONE);
    try {
      await openWizard(page);
      await page.getByRole('radio', { name: /Bike/ }).click();
      expect(await page.getByRole('combobox', { name: 'Car model' }).count()).toBe(0);
      await page.getByRole('button', { name: /^Basic Wash/ }).click();
      expect(await page.getByTestId('price-svc-basic-wash').textContent()).toBe('₹179.40');
      expect(await page.getByTestId('pricing-summary').textContent()).toContain('40% off');
      await screenshot(page, 'customer-booking-form-390');
      // Nothing wider than the phone.
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 5)
          .map((el) => `${el.tagName}.${el.className}`.slice(0, 120)),
      );
      expect(wide).toEqual([]);
      await expectNoSeriousAxe(page);
    } finally {
      await page.close();
    }
  });

  it('pauses booking in maintenance mode: a notice from the settings, and the server refusal with its reason', async () => {
    const admin = await apiAs(env.server.url, 'admin-1');
    const settings = await (await admin.get('/api/admin/settings')).json();
    const setMaintenance = (on: boolean) => admin.put('/api/admin/settings', { data: { ...settings, maintenanceMode: on } });
    const page = await newPage(env.browser, DESKTOP);
    try {
      // The form is open when maintenance starts: the server refuses and says why.
      await openWizard(page);
      await fillBookingForm(page, { location: 'Indiranagar', services: ['Basic Wash'] });
      expect((await setMaintenance(true)).status()).toBe(200);
      await page.getByRole('button', { name: 'Get Provider Quotes' }).click();
      const failed = page.getByTestId('toast').filter({ hasText: 'Booking Failed' });
      await failed.waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await failed.textContent()).toContain('Failed to create booking. Please try again.');
      expect(await failed.textContent()).toContain('maintenance');
      await page.getByText('New bookings are paused', { exact: true }).waitFor();
      expect(bookingIdFromUrl(page)).toBeNull();

      // Opening the form during maintenance shows the notice up front and keeps submit disabled.
      await page.reload();
      await page.getByText('New bookings are paused', { exact: true }).waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.getByRole('button', { name: /^Basic Wash/ }).click();
      expect(await page.getByRole('button', { name: 'Get Provider Quotes' }).isDisabled()).toBe(true);
    } finally {
      await setMaintenance(false);
      await admin.dispose();
      await page.close();
    }
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`runs from booking to feedback at ${viewport.width}px`, async () => {
      const page = await newPage(env.browser, viewport);
      const w = viewport.width;
      const provider1 = await apiAs(env.server.url, 'provider-1');
      const provider2 = await apiAs(env.server.url, 'provider-2');
      // Before photos and the start wait for the job's start window; the slot is days ahead: closed
      // at first (30 minutes before the slot), then opened from now.
      const admin = await apiAs(env.server.url, 'admin-1');
      const settings = await (await admin.get('/api/admin/settings')).json();
      expect((await admin.put('/api/admin/settings', { data: { ...settings, earlyStartMinutes: 30 } })).status()).toBe(200);
      try {
        await openWizard(page);
        await fillBookingForm(page, { model: 'Honda City', location: '5th Block, Koramangala', services: ['Premium Wash'] });
        await page.getByRole('button', { name: 'Get Provider Quotes' }).click();
        await toast(page, 'Booking Created');
        await page.getByRole('heading', { name: 'Waiting for Provider Bids' }).waitFor({ timeout: SHOWN_WITHIN_MS });
        const bookingId = bookingIdFromUrl(page)!;
        expect(bookingId).toMatch(/[0-9a-f-]{36}/);
        await screenshot(page, `customer-booking-waiting-${w}`);
        await expectNoSeriousAxe(page);

        for (const [api, providerId, bidAmount] of [
          [provider1, 'provider-1', '650.00'],
          [provider2, 'provider-2', '600.00'],
        ] as const) {
          const res = await api.post('/api/bids', {
            data: { bookingId, providerId, bidAmount, estimatedDuration: providerId === 'provider-1' ? 120 : 95, message: `Hello from ${providerId}` },
          });
          expect(res.status(), await res.text()).toBeLessThan(300);
        }
        // The 5 s poll brings both bids; the lowest total comes first as Best Value. A bid is the
        // service price: 600.00 + 18 % GST = 708.00, 650.00 + 117.00 = 767.00.
        await page.getByRole('heading', { name: 'Service Provider Bids' }).waitFor({ timeout: 12_000 });
        await page.getByTestId('bid-card').nth(1).waitFor({ timeout: 12_000 });
        const cards = page.getByTestId('bid-card');
        expect(await cards.nth(0).textContent()).toContain('Best Value');
        expect(await cards.nth(0).textContent()).toContain('Suresh Gowda');
        expect(await cards.nth(0).getByTestId('bid-total').textContent()).toBe('₹708');
        expect(await cards.nth(1).getByTestId('bid-total').textContent()).toBe('₹767');
        expect(await cards.nth(0).textContent()).toContain('incl. GST');
        // Each provider's own estimate, not a fixed figure.
        expect(await cards.nth(0).getByTestId('bid-duration').textContent()).toBe('Estimated duration: 1 h 35 min');
        expect(await cards.nth(1).getByTestId('bid-duration').textContent()).toBe('Estimated duration: 2 h');
        expect(await cards.nth(1).textContent()).not.toContain('Best Value');
        expect(await page.getByText('Compare quotes from verified professionals in your area').isVisible()).toBe(true);
        await screenshot(page, `customer-booking-bids-${w}`);
        await expectNoSeriousAxe(page);

        await cards.nth(0).getByRole('button', { name: /Accept bid/ }).click();
        // Accepting is confirmed in a dialog, never done on one tap.
        await page.getByRole('dialog').getByRole('button', { name: /^Accept and pay/ }).click();
        await toast(page, 'Bid Accepted');
        await page.getByRole('heading', { level: 2, name: 'Service Progress' }).waitFor();
        expect(await page.getByTestId('progress-duration').innerText()).toBe('Suresh Gowda estimated 1 h 35 min for the work.');
        // From acceptance the customer can call the provider (and not before: the bids had no number).
        const call = page.getByTestId('progress-call-provider');
        expect(await call.innerText()).toBe('Call Suresh Gowda · +91 90000 00004');
        expect(await call.getAttribute('href')).toBe('tel:+919000000004');
        // Before photos are not offered before the job may start: the card says from when.
        await page.getByText(/^Before photos can be added from .+, when the job may start$/).waitFor();
        expect(await page.locator('input[type=file]').count()).toBe(0);
        expect((await admin.put('/api/admin/settings', { data: { ...settings, earlyStartMinutes: MAX_EARLY_START_MINUTES } })).status()).toBe(200);
        await page.reload();
        await page.getByRole('heading', { level: 2, name: 'Service Progress' }).waitFor({ timeout: SHOWN_WITHIN_MS });

        const beforeInput = page.locator('input[type=file]').first();
        await beforeInput.setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await samplePng(page, '#1d4ed8') });
        await page.getByRole('img', { name: 'Chosen photo 1' }).waitFor();
        await page.getByRole('button', { name: 'Upload 1 photo' }).click();
        await toast(page, 'Photos Uploaded');
        await page.getByTestId('uploaded-before').getByRole('img').first().waitFor();
        expect(await page.getByText('After photos can be added once Suresh Gowda has started the job.').isVisible()).toBe(true);
        await screenshot(page, `customer-booking-progress-${w}`);
        await expectNoSeriousAxe(page);

        // The customer reads out the start code shown on the booking; the provider starts the job with it.
        const code = (await page.getByTestId('start-code-digits').textContent()) ?? '';
        expect(code).toMatch(/^\d{4}$/);
        const started = await provider2.post(`/api/bookings/${bookingId}/start`, { data: { code } });
        expect(started.status(), await started.text()).toBe(200);
        await page.getByRole('button', { name: 'Upload After Photos' }).waitFor({ timeout: SHOWN_WITHIN_MS });
        await page.locator('input[type=file]').nth(1).setInputFiles({ name: 'done.png', mimeType: 'image/png', buffer: await samplePng(page, '#16a34a', 800, 600) });
        await page.getByRole('button', { name: 'Upload 1 photo' }).click();
        await toast(page, 'Photos Uploaded');
        await page.getByRole('heading', { level: 2, name: 'Feedback' }).waitFor();

        const stored = await (await provider2.get(`/api/bookings/${bookingId}`)).json();
        expect(stored.photos.map((p: { type: string }) => p.type).sort()).toEqual(['after', 'before']);

        // No star is chosen for the customer: each rating must be picked.
        const overall = page.getByRole('radiogroup', { name: 'Overall experience' });
        expect(await overall.getByRole('radio', { checked: true }).count()).toBe(0);
        await overall.getByRole('radio', { name: '5 stars' }).click();
        await page.getByText('Excellent!').first().waitFor();
        await page.getByRole('button', { name: 'Submit Feedback' }).click();
        await page.getByText('Choose a star rating for punctuality').waitFor();
        for (const group of ['Punctuality', 'Quality of work', 'Professionalism', 'Cleanliness']) {
          await page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: '4 stars' }).click();
        }
        expect(await page.getByText('Choose a star rating', { exact: false }).count()).toBe(0);
        await page.getByLabel('Comments').fill(`Spotless work ${w}`);
        await page.getByLabel('Suggestions').fill('Bring a spare cloth');
        await screenshot(page, `customer-booking-feedback-${w}`);
        await expectNoSeriousAxe(page);
        await page.getByRole('button', { name: 'Submit Feedback' }).click();
        await toast(page, 'Feedback Submitted');
        await page.getByTestId('feedback-done').waitFor();

        // A reload lands on the same step: the booking id is in the URL.
        await page.reload();
        await page.getByTestId('feedback-done').waitFor({ timeout: SHOWN_WITHIN_MS });

        await page.getByRole('link', { name: 'View My History' }).click();
        await page.getByRole('heading', { level: 1, name: 'My Booking History' }).waitFor();
        await page.getByText(`Spotless work ${w}`).waitFor({ timeout: SHOWN_WITHIN_MS });
        // The proof of the work: both photos, each with its caption, each opening full size.
        const item = page.getByTestId('history-item').filter({ hasText: `Spotless work ${w}` });
        const photos = item.getByRole('list', { name: 'Photos' }).getByRole('listitem');
        expect(await photos.count()).toBe(2);
        expect(await item.getByRole('img', { name: 'before photo 1' }).isVisible()).toBe(true);
        expect(await item.getByRole('link', { name: /after photo 2/ }).getAttribute('href')).toMatch(/^\/api\/photos\//);
        expect((await item.getByTestId('photo-proof').allInnerTexts()).every((caption) => caption.startsWith('Taken'))).toBe(true);
        await screenshot(page, `customer-booking-history-photos-${w}`);
      } finally {
        await provider1.dispose();
        await provider2.dispose();
        await page.close();
      }
    });
  }
});
