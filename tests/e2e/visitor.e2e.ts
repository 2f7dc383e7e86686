import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { strFromU8, unzipSync } from 'fflate';
import { desc, eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpGateway } from '../../src/server/sms/gateway';
import { startFakeSms } from '../server/fake-sms';
import { bookingIdFromUrl, fillBookingForm } from './customer-support';
import { SHOWN_WITHIN_MS, PHONE, launchBrowser, newPage, screenshot, startServer, type TestServer } from './harness';

/**
 * A visitor outside demo mode (ADR 065): the tool list and the booking form from the public reads,
 * the quote, the sign-in asked for at the form's submit with the code that reached a fake SMS
 * endpoint, and the form's entries kept over the sign-in; then the booking, a copy of their data,
 * and the account's erasure (refused while the booking waits, done once it is cancelled). On the
 * phone's width.
 */
let server: TestServer;
let browser: Browser;
let sms: Awaited<ReturnType<typeof startFakeSms>>;
/** The sign-in codes' clock: moved past the wait between two codes to one number before each is asked for. */
let clock = Date.now();

beforeAll(async () => {
  sms = await startFakeSms();
  // The demo's providers and their hours (the booking form's slots), without demo mode.
  server = await startServer({ app: { demoMode: false, seed: 'demo', sms: httpGateway(sms.url, 'e2e-token'), signInCodesPerAddress: 1000 } });
  server.app.signIn.now = () => new Date(clock);
  browser = await launchBrowser({ worker: false });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await sms?.close();
});

describe('a visitor', () => {
  it('books from the public catalogue, signs in at the submit, books, downloads their data and erases the account', async () => {
    const page = await newPage(browser, PHONE);
    try {
      await page.goto(`${server.url}/tool-rental`);
      await page.getByRole('heading', { name: 'Pressure Washer' }).waitFor({ timeout: SHOWN_WITHIN_MS });

      await page.goto(`${server.url}/`);
      await page.getByRole('link', { name: 'Book Service Now' }).first().click();
      await page.waitForURL(/\/book-service$/);
      await page.getByRole('button', { name: /^Basic Wash/ }).waitFor({ timeout: SHOWN_WITHIN_MS });
      const slot = await fillBookingForm(page, { model: 'Honda City', location: '12th Main, Indiranagar', services: ['Basic Wash'] });
      // Service price 388.70 (+30 % for a sedan), CGST and SGST 34.98 each: the signed-in quote.
      expect(await page.getByTestId('total').textContent()).toBe('₹458.66');
      await page.getByText('Next you sign in with your mobile number').waitFor();
      await screenshot(page, 'visitor-booking-form-390');

      await page.getByRole('button', { name: 'Get Provider Quotes' }).click();
      await page.waitForURL(/\/sign-in\?next=/);
      clock += 31_000;
      await page.getByLabel('Mobile number').fill('98444 55566');
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByLabel('Code').waitFor();
      await page.getByLabel('Code').pressSequentially(sms.lastCodeTo('+919844455566'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByLabel('Your name').fill('Nisha Rao');
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.waitForURL(/\/book-service$/);
      await page.getByRole('button', { name: /^Basic Wash/ }).waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await page.getByRole('textbox', { name: 'Address' }).inputValue()).toBe('12th Main, Indiranagar');
      expect(await page.getByRole('combobox', { name: 'Car model' }).inputValue()).toBe('Honda City');
      expect(await page.getByRole('button', { name: /^Basic Wash/ }).getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByRole('radiogroup', { name: 'Time slot' }).getByRole('radio', { checked: true }).textContent()).toBe(slot);
      expect(await page.getByTestId('total').textContent()).toBe('₹458.66');
      expect(await page.getByText('Next you sign in with your mobile number').count()).toBe(0);

      // Books: the booking waits for bids.
      await page.getByRole('button', { name: 'Get Provider Quotes' }).click();
      await page.getByRole('heading', { name: 'Waiting for Provider Bids' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      const bookingId = bookingIdFromUrl(page)!;
      expect(bookingId).toMatch(/[0-9a-f-]{36}/);

      // Takes a copy of their data: the booking is in it.
      await page.goto(`${server.url}/my-data`);
      await page.getByRole('heading', { name: 'Your data', level: 1 }).waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.getByTestId('my-devices').getByText('This device').waitFor({ timeout: SHOWN_WITHIN_MS });
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
      const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
      const bookingsJson = JSON.parse(strFromU8(files['bookings.json'])) as { asCustomer: { id: string; location: string }[] };
      expect(bookingsJson.asCustomer).toMatchObject([{ id: bookingId, location: '12th Main, Indiranagar' }]);
      expect(JSON.parse(strFromU8(files['profile.json'])).account).toMatchObject({ name: 'Nisha Rao', phone: '+919844455566' });

      // Deleting is refused while the booking waits, with the reason; cancelled, it goes through.
      await page.getByRole('button', { name: 'Delete my account' }).click();
      clock += 31_000;
      await page.getByRole('button', { name: 'Send the code' }).click();
      // The erasure's code, not the sign-in's: read once its box shows.
      await page.getByLabel('Code from the SMS').waitFor();
      await page.getByLabel('Code from the SMS').pressSequentially(sms.lastCodeTo('+919844455566'));
      await page.getByRole('button', { name: 'Delete my account for good' }).click();
      await page.getByText(`Your account cannot be deleted while booking ${bookingId} is pending.`, { exact: false }).waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.goto(`${server.url}/customer-dashboard`);
      await page.locator(`[data-booking-id="${bookingId}"]`).getByRole('button', { name: /Cancel booking/ }).click({ timeout: SHOWN_WITHIN_MS });
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel Booking' }).click();
      await page.getByTestId('toast').filter({ hasText: 'Booking Cancelled' }).waitFor({ timeout: SHOWN_WITHIN_MS });

      await page.goto(`${server.url}/my-data`);
      await page.getByRole('button', { name: 'Delete my account' }).click();
      clock += 31_000;
      await page.getByRole('button', { name: 'Send the code' }).click();
      await page.getByLabel('Code from the SMS').waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.getByLabel('Code from the SMS').pressSequentially(sms.lastCodeTo('+919844455566'));
      await page.getByRole('button', { name: 'Delete my account for good' }).click();
      await page.getByText('Your account was deleted').waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.waitForURL(`${server.url}/`);
      await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
      const [row] = await server.app.db.select({ name: users.name, phone: users.phone, erasedAt: users.erasedAt }).from(users).where(eq(users.name, '')).orderBy(desc(users.erasedAt)).limit(1);
      expect(row).toMatchObject({ name: '', phone: null, erasedAt: expect.any(Date) });
      expect(await server.app.db.select().from(users).where(eq(users.phone, '+919844455566'))).toEqual([]);
      await page.goto(`${server.url}/my-data`);
      await page.getByText('Sign in to download or delete your data.').waitFor({ timeout: SHOWN_WITHIN_MS });
      await screenshot(page, 'visitor-erased-390');
    } finally {
      await page.close();
    }
  });
});
