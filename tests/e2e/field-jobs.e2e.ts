import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BOOKING_STATUSES } from '../../src/shared/domain/booking-machine';
import { DEMO_SETTINGS } from '../../src/server/db/seed-data/supplier';
import { MAX_EARLY_START_MINUTES, SLOT_HOURS } from '../../src/shared/domain/slot-rules';
import { START_CODE_WRONG_MESSAGE } from '../../src/shared/domain/start-code';
import { bookings } from '../../src/server/db/schema';
import { expireOverdueBookings } from '../../src/server/modules/bookings/lifecycle-service';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, describeViolations, newPage, runAxe, screenshot, type TestServer, type Viewport, withServerAndBrowser } from './harness';
import { PersonaApi, createBooking, openAsUser, startCodeOf, startInDialog, toastText } from './provider-api';
import { installPageClock } from './page-clock';
import { SETTINGS_POLL_MS } from '../../src/client/data/registry/account';

// A 1x1 PNG: a real image the server's byte check accepts.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let server: TestServer;
let browser: Browser;
withServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

let customer: PersonaApi;
let provider1: PersonaApi;
let admin: PersonaApi;
beforeAll(async () => {
  customer = await PersonaApi.as(server.url, 'customer-1');
  provider1 = await PersonaApi.as(server.url, 'provider-1');
  admin = await PersonaApi.as(server.url, 'admin-1');
});

const VIEWPORTS: [string, Viewport][] = [
  ['390', PHONE],
  ['1280', DESKTOP],
];

async function expectNoSeriousAxe(page: Page) {
  const violations = await runAxe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function confirmedForRavi(location: string): Promise<string> {
  const id = await createBooking(customer, location);
  const bid = await provider1.ok<{ id: string }>('POST', '/api/bids', { bookingId: id, providerId: 'provider-1', bidAmount: '400.00', estimatedDuration: 75 });
  await customer.ok('PATCH', `/api/bids/${bid.id}/accept`);
  return id;
}

async function activeJob(page: Page, location: string) {
  await openAsUser(page, server.url, '/provider-dashboard', 'provider-1');
  await page.getByRole('tab', { name: 'Active Jobs' }).click();
  const card = page.getByTestId('active-job').filter({ hasText: location });
  await card.waitFor({ timeout: SHOWN_WITHIN_MS });
  return card;
}

describe('field-ready jobs', () => {
  for (const [w, viewport] of VIEWPORTS) {
    it(`a job days away cannot be started yet, and says from when, at ${w}px`, async () => {
      await admin.ok('PUT', '/api/admin/settings', DEMO_SETTINGS);
      const location = `Start window ${w}, Indiranagar`;
      await confirmedForRavi(location);
      const page = await newPage(browser, viewport);
      try {
        const card = await activeJob(page, location);
        const start = card.getByRole('button', { name: 'Start Job' });
        await expect.poll(() => start.isDisabled(), { timeout: SHOWN_WITHIN_MS }).toBe(true);
        const reason = await card.getByTestId('blocked-reason').innerText();
        expect(reason).toMatch(/^You can start this job from \d{1,2}:\d{2} [AP]M on \d{1,2} \w{3} \d{4}, 30 minutes before its slot$/);
        expect(await start.getAttribute('aria-describedby')).toBe(await card.getByTestId('blocked-reason').getAttribute('id'));
        await screenshot(page, `field-jobs-start-window-${w}`);
        await expectNoSeriousAxe(page);
      } finally {
        await page.close();
      }
    });

    it(`photos: a non-image is refused, a chosen photo can be removed, the upload shows progress, then Mark Complete opens, at ${w}px`, async () => {
      await admin.ok('PUT', '/api/admin/settings', { ...DEMO_SETTINGS, earlyStartMinutes: MAX_EARLY_START_MINUTES });
      const location = `Photos ${w}, Koramangala`;
      const id = await confirmedForRavi(location);
      const page = await newPage(browser, viewport);
      try {
        const card = await activeJob(page, location);
        await startInDialog(page, card, (await startCodeOf(customer, id)).code);
        await toastText(page, 'Job Started');
        const complete = card.getByRole('button', { name: 'Mark Complete' });
        await complete.waitFor();
        expect(await complete.isDisabled()).toBe(true);
        expect(await card.getByTestId('blocked-reason').innerText()).toBe('Upload after photos before completing the job');

        const input = card.getByTestId('photo-input');
        await input.setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not a photo') });
        expect(await card.getByTestId('photo-problem').innerText()).toBe('Choose a JPEG, PNG or WebP photo');
        expect(await card.getByTestId('chosen-photos').count()).toBe(0);
        // A file that says it is a PNG but is not one is refused too: never a broken thumbnail.
        await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
        expect(await card.getByTestId('photo-problem').innerText()).toBe('Choose a JPEG, PNG or WebP photo');
        expect(await card.getByTestId('chosen-photos').count()).toBe(0);

        await input.setInputFiles([
          { name: 'front.png', mimeType: 'image/png', buffer: PNG },
          { name: 'side.png', mimeType: 'image/png', buffer: PNG },
        ]);
        await card.getByRole('img', { name: 'Chosen photo 2' }).waitFor();
        expect(await card.getByTestId('photo-problem').count()).toBe(0);
        await screenshot(page, `field-jobs-photos-chosen-${w}`);
        await card.getByRole('button', { name: 'Remove chosen photo 2' }).click();
        expect(await card.getByTestId('chosen-photos').getByRole('img').count()).toBe(1);

        await card.getByRole('button', { name: 'Upload 1 photo' }).click();
        await card.getByRole('img', { name: 'After photo 1' }).waitFor({ timeout: SHOWN_WITHIN_MS });
        await expect.poll(() => complete.isDisabled(), { timeout: SHOWN_WITHIN_MS }).toBe(false);
        expect(await card.getByTestId('blocked-reason').count()).toBe(0);
        await screenshot(page, `field-jobs-photos-uploaded-${w}`);
        await expectNoSeriousAxe(page);
      } finally {
        await page.close();
      }
    });

    it(`a wrong start code online is shown in the dialog and starts nothing; the right one starts the job, at ${w}px`, async () => {
      await admin.ok('PUT', '/api/admin/settings', { ...DEMO_SETTINGS, earlyStartMinutes: MAX_EARLY_START_MINUTES });
      const location = `Wrong code ${w} ${Date.now()}, HSR Layout`;
      const id = await confirmedForRavi(location);
      const { code } = await startCodeOf(customer, id);
      const wrong = code === '0000' ? '1111' : '0000';
      const page = await newPage(browser, viewport);
      try {
        const card = await activeJob(page, location);
        // The job in hand: the customer's number as a call link, and directions to the booking.
        const phone = card.getByTestId('job-customer-phone').getByRole('link');
        expect(await phone.getAttribute('href')).toBe('tel:+919000000001');
        expect(await phone.innerText()).toBe('+91 90000 00001');
        expect(await card.getByTestId('job-directions').getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
        await card.getByRole('button', { name: 'Start Job' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Start code').fill(wrong);
        await dialog.getByRole('button', { name: 'Start Job' }).click();
        // The refusal is shown where the code was typed; the dialog stays open for another try.
        await dialog.getByText(START_CODE_WRONG_MESSAGE).waitFor({ timeout: SHOWN_WITHIN_MS });
        expect(await dialog.getByLabel('Start code').getAttribute('aria-invalid')).toBe('true');
        await expect.poll(async () => (await customer.ok<{ status: string }>('GET', `/api/bookings/${id}`)).status).toBe('confirmed');
        await screenshot(page, `field-jobs-wrong-code-${w}`);
        await expectNoSeriousAxe(page);

        await dialog.getByLabel('Start code').fill(code);
        await dialog.getByRole('button', { name: 'Start Job' }).click();
        await dialog.waitFor({ state: 'detached' });
        await toastText(page, 'Job Started');
        expect((await customer.ok<{ status: string }>('GET', `/api/bookings/${id}`)).status).toBe('in_progress');
      } finally {
        await page.close();
      }
    });

    it(`the customer's history has a tab for every status, and an expired booking says why, at ${w}px`, async () => {
      const location = `Expired ${w}, Jayanagar`;
      const id = await createBooking(customer, location);
      await server.app.db.update(bookings).set({ scheduledTime: new Date(Date.now() - 60_000) }).where(eq(bookings.id, id));
      // What the sweep does every minute, done now.
      await server.app.versions.transaction(server.app.db, (tx) => expireOverdueBookings(tx), (ids) => (ids.length ? ['bookings', 'bids'] : []));
      const page = await newPage(browser, viewport);
      try {
        await openAsUser(page, server.url, '/customer-history', 'customer-1');
        const tabs = page.getByRole('tablist', { name: 'Filter by status' }).getByRole('tab');
        await tabs.first().waitFor({ timeout: SHOWN_WITHIN_MS });
        expect(await tabs.count()).toBe(BOOKING_STATUSES.length + 1);
        const names = (await tabs.allInnerTexts()).map((t) => t.replace(/\s*\(\d+\)\s*$/, '').trim());
        expect(names).toEqual(['All', 'Pending', 'Confirmed', 'In Progress', 'Completed', 'Cancelled', 'Emergency Released', 'Expired']);
        await page.getByRole('tab', { name: /Expired/ }).click();
        await page.getByRole('tabpanel').getByTestId('history-item').filter({ hasText: `#${id.slice(-8)}` }).waitFor({ timeout: SHOWN_WITHIN_MS });
        // Nothing on the page runs out of the screen sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(page, `field-jobs-history-expired-${w}`);
        await expectNoSeriousAxe(page);

        await page.goto(`${server.url}/book-service?booking=${encodeURIComponent(id)}`);
        await page.getByRole('heading', { level: 2, name: 'Booking Expired' }).waitFor({ timeout: SHOWN_WITHIN_MS });
        expect(await page.getByTestId('booking-closed').innerText()).toContain('No provider was confirmed before the time slot');
        await screenshot(page, `field-jobs-booking-expired-${w}`);
      } finally {
        await page.close();
      }
    });

    it(`the booking form offers a slot for every hour of the service day, at ${w}px`, async () => {
      const page = await newPage(browser, viewport);
      try {
        await openAsUser(page, server.url, '/book-service', 'customer-1');
        const slots = page.getByRole('radiogroup', { name: 'Time slot' }).getByRole('radio');
        await slots.first().waitFor({ timeout: SHOWN_WITHIN_MS });
        expect(await slots.count()).toBe(SLOT_HOURS.length);
        expect(await slots.first().innerText()).toBe('6:00 AM');
        expect(await slots.last().innerText()).toBe('9:00 PM');
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      } finally {
        await page.close();
      }
    });
  }

  it('the start hint follows the operator changing the early start, at the next pull of the settings, without a reload', async () => {
    await admin.ok('PUT', '/api/admin/settings', DEMO_SETTINGS);
    const location = `Early start change, Indiranagar`;
    await confirmedForRavi(location);
    const page = await newPage(browser, PHONE);
    try {
      // The page's own clock (page-clock.ts) skips the minute between two pulls of the settings.
      const clock = await installPageClock(page);
      const card = await activeJob(page, location);
      const start = card.getByRole('button', { name: 'Start Job' });
      await expect.poll(() => start.isDisabled(), { timeout: SHOWN_WITHIN_MS }).toBe(true);
      expect(await card.getByTestId('blocked-reason').innerText()).toMatch(/30 minutes before its slot$/);
      await clock.settle();
      const opened = await clock.now();
      await admin.ok('PUT', '/api/admin/settings', { ...DEMO_SETTINGS, earlyStartMinutes: MAX_EARLY_START_MINUTES });
      await clock.skipTo(opened + SETTINGS_POLL_MS, ['/api/admin/settings']);
      await expect.poll(() => start.isDisabled(), { timeout: 10_000 }).toBe(false);
      expect(await card.getByTestId('blocked-reason').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  for (const [w, viewport] of VIEWPORTS) {
    it(`a place chosen on the map asks for house and landmark and names the area, at ${w}px`, async () => {
      const page = await newPage(browser, viewport);
      try {
        await openAsUser(page, server.url, '/book-service', 'customer-1');
        await page.getByRole('tab', { name: 'Select on Map' }).click();
        const map = page.getByTestId('bangalore-map');
        await map.waitFor({ timeout: SHOWN_WITHIN_MS });
        const box = (await map.boundingBox())!;
        expect(box.height).toBeLessThanOrEqual(viewport.height / 2 + 1);
        expect(box.width).toBeLessThanOrEqual(viewport.width);
        await page.getByRole('button', { name: 'Choose Koramangala' }).click();
        expect(await page.getByTestId('map-area').innerText()).toBe('Area: Koramangala (560034)');
        await page.getByLabel('House / flat no.').fill('Flat 402, Sai Residency');
        await page.getByLabel('Landmark (optional)').fill('Sony World Junction');
        expect(await page.getByTestId('selected-location').innerText()).toBe(
          'Selected location: Flat 402, Sai Residency, near Sony World Junction, Koramangala 560034',
        );
        await page.getByLabel('House / flat no.').fill('');
        await page.getByLabel('House / flat no.').blur();
        await page.getByText('Enter the house or flat number').waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(page, `field-jobs-map-${w}`);
      } finally {
        await page.close();
      }
    });
  }

  it('tells a provider their bid was accepted at the next poll of the open jobs', async () => {
    const location = 'Accepted notice, Indiranagar';
    const id = await createBooking(customer, location);
    const page = await newPage(browser, DESKTOP);
    try {
      await openAsUser(page, server.url, '/provider-dashboard', 'provider-1');
      const card = page.getByTestId('available-job').filter({ hasText: location });
      await card.waitFor({ timeout: SHOWN_WITHIN_MS });
      const bid = await provider1.ok<{ id: string }>('POST', '/api/bids', { bookingId: id, providerId: 'provider-1', bidAmount: '420.00', estimatedDuration: 60 });
      await card.getByText('Your bid:').waitFor({ timeout: SHOWN_WITHIN_MS });
      await customer.ok('PATCH', `/api/bids/${bid.id}/accept`);
      const acceptedAt = Date.now();
      expect(await toastText(page, 'Your bid was accepted', 20_000)).toContain(location);
      // The open jobs poll every 10 s; the provider's own jobs only every 30 s.
      expect(Date.now() - acceptedAt).toBeLessThan(25_000);
      await page.getByRole('tab', { name: 'Active Jobs' }).click();
      await page.getByTestId('active-job').filter({ hasText: location }).waitFor({ timeout: SHOWN_WITHIN_MS });
    } finally {
      await page.close();
    }
  });
});
