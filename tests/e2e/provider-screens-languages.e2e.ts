import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, chooseOption, newPage, screenshot, type TestServer, type Viewport, withServerAndBrowser } from './harness';
import { PersonaApi, allowEarlyStarts, createBooking, openAsUser, startCodeOf } from './provider-api';
import { chooseLanguage, englishLeft } from './english-left';
import { setFlags } from '../../src/server/modules/onboarding/repository';
import { DEMO_SETTINGS } from '../../src/server/db/seed-data/supplier';
import { bookingReference } from '../../src/shared/domain/booking-reference';

/**
 * With Kannada (then Hindi) chosen, the provider's onboarding, history, earnings, support chat
 * and the Active jobs tab with its job flow show no English: every visible text and label is
 * checked (english-left.ts), beside the names, places and services the data holds.
 */
let server: TestServer;
let browser: Browser;
withServerAndBrowser(
  (s, b) => {
    server = s;
    browser = b;
  },
  { worker: false },
);

type Feedback = { comments: string | null; suggestions: string | null };
type Booking = { id: string; customer: { name: string }; location: string; vehicleModel: string | null; services: { name: string }[]; invoiceNumber: string | null; feedback: Feedback | null };

/**
 * What people and the catalogue wrote: names, places, vehicles, services, booking references,
 * invoice numbers, the customers' own comments and the payout account as masked (its digits and
 * IFSC); and the CSV file format's name.
 */
async function dataWords(providerId: string): Promise<string[]> {
  const api = await PersonaApi.as(server.url, providerId);
  const jobs = await api.ok<Booking[]>('GET', `/api/history/provider/${providerId}`);
  const { user } = await api.ok<{ user: { name: string } | null }>('GET', '/api/session');
  const { account } = await api.ok<{ account: { masked: string; accountHolder: string | null } | null }>('GET', `/api/provider/${providerId}/payout-account`);
  const accountWords = account ? [...account.masked.split(/\s*·\s*/), account.accountHolder] : [];
  const jobWords = (j: Booking) => [bookingReference(j.id), j.customer.name, j.location, j.vehicleModel, j.invoiceNumber, j.feedback?.comments, j.feedback?.suggestions, ...j.services.map((s) => s.name)];
  return ['CSV', user?.name, ...accountWords, ...jobs.flatMap(jobWords)].filter((w): w is string => !!w);
}

async function expectNoEnglish(page: Page, what: string, data: string[], scope = 'main') {
  await page.waitForTimeout(300);
  expect(await englishLeft(page, scope, data), what).toEqual([]);
}

// A 1x1 PNG: a real image the server's byte check accepts.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type ActiveJob = { customer: { name: string }; location: string; vehicleModel: string | null; services: { name: string }[] };

/** Provider-1's jobs in hand, as the data names them. */
async function activeJobWords(provider: PersonaApi): Promise<string[]> {
  const jobs = await provider.ok<ActiveJob[]>('GET', '/api/bookings/provider/provider-1');
  const { user } = await provider.ok<{ user: { name: string } | null }>('GET', '/api/session');
  return [user?.name ?? '', ...jobs.flatMap((j) => [j.customer.name, j.location, j.vehicleModel ?? '', ...j.services.map((s) => s.name)])].filter(Boolean);
}

/** A job of customer-1 won by provider-1 (confirmed), started with the customer's code when `start`. */
async function jobInHand(customer: PersonaApi, provider: PersonaApi, location: string, start: boolean): Promise<string> {
  const id = await createBooking(customer, location);
  const bid = await provider.ok<{ id: string }>('POST', '/api/bids', { bookingId: id, providerId: 'provider-1', bidAmount: '400.00', estimatedDuration: 60 });
  await customer.ok('PATCH', `/api/bids/${bid.id}/accept`);
  if (start) await provider.ok('POST', `/api/bookings/${id}/start`, { code: (await startCodeOf(customer, id)).code });
  return id;
}

/** Everything the provider sees: the page and any dialog, popover or toast over it. */
const SEEN = 'main,[role="dialog"],[data-testid="toast"]';

async function open(viewport: Viewport, locale: 'kn' | 'hi', providerId: string, path: string): Promise<Page> {
  const page = await newPage(browser, viewport);
  await chooseLanguage(page, locale);
  await openAsUser(page, server.url, path, providerId);
  await page.waitForFunction((tag) => document.documentElement.lang === tag, locale === 'kn' ? 'kn-IN' : 'hi-IN');
  return page;
}

async function walkOnboarding(page: Page, locale: string, width: string, data: string[]) {
  await page.getByTestId('onboarding-progress').waitFor({ timeout: SHOWN_WITHIN_MS });
  const tabs = page.getByRole('tab');
  await expectNoEnglish(page, 'identity', data);
  // A document chosen: its photo sides; a wrong number: the check's words.
  await chooseOption(page, page.locator('#identity-type'), 'first');
  await page.locator('#identity-number').fill('123');
  await page.locator('#identity-number').blur();
  await page.getByTestId('identity-photos').waitFor();
  await expectNoEnglish(page, 'identity filled in', data, 'main,[role="listbox"]');
  await screenshot(page, `languages-onboarding-identity-${locale}-${width}`);
  for (const [index, name] of [[1, 'video'], [2, 'etiquette'], [3, 'assessment']] as const) {
    await tabs.nth(index).click();
    await expectNoEnglish(page, name, data);
    await screenshot(page, `languages-onboarding-${name}-${locale}-${width}`);
  }
}

/**
 * The Active jobs tab with a confirmed job (its start not yet open, then open) and one in
 * progress, and every step of the job flow: the start code (a wrong one too), the release with
 * its reasons, after photos chosen, sent and waiting for a signal, the pending change in the
 * sync list, Mark Complete.
 */
async function walkActiveJobs(page: Page, locale: 'kn' | 'hi', width: string, tag: string) {
  const customer = await PersonaApi.as(server.url, 'customer-1');
  const provider = await PersonaApi.as(server.url, 'provider-1');
  const admin = await PersonaApi.as(server.url, 'admin-1');
  await allowEarlyStarts(server.url);
  const confirmed = `Jobs ${tag} confirmed, Indiranagar`;
  const started = `Jobs ${tag} started, Jayanagar`;
  const confirmedId = await jobInHand(customer, provider, confirmed, false);
  await jobInHand(customer, provider, started, true);
  const data = await activeJobWords(provider);
  const card = (location: string) => page.getByTestId('active-job').filter({ hasText: location });
  const activeTab = () => page.getByRole('tab').nth(1);

  // The start window closed again (the admin's default): the start waits, and says from when.
  await admin.ok('PUT', '/api/admin/settings', DEMO_SETTINGS);
  try {
    await openAsUser(page, server.url, '/provider-dashboard', 'provider-1');
    await page.waitForFunction((tag) => document.documentElement.lang === tag, locale === 'kn' ? 'kn-IN' : 'hi-IN');
    await activeTab().click();
    await card(confirmed).getByTestId('blocked-reason').waitFor({ timeout: SHOWN_WITHIN_MS });
    await card(started).getByTestId('blocked-reason').waitFor();
    await expectNoEnglish(page, 'active jobs, start not open yet', data);
    await screenshot(page, `languages-active-jobs-${locale}-${width}`);
  } finally {
    await allowEarlyStarts(server.url);
  }
  await page.reload();
  await activeTab().click();
  await card(confirmed).waitFor({ timeout: SHOWN_WITHIN_MS });
  await card(confirmed).getByRole('button').last().waitFor();
  await expect.poll(() => card(confirmed).getByTestId('blocked-reason').count(), { timeout: SHOWN_WITHIN_MS }).toBe(0);

  // Emergency release: the dialog, its reasons, "other" with its text box.
  await card(confirmed).getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio').last().click();
  await dialog.locator('textarea').waitFor();
  await expectNoEnglish(page, 'release dialog', data, SEEN);
  await screenshot(page, `languages-release-${locale}-${width}`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // The start code: the dialog, a wrong code refused in words (the start rolls back, the toast says why), then the right one.
  await card(confirmed).getByRole('button').last().click();
  await dialog.waitFor();
  await expectNoEnglish(page, 'start dialog', data, SEEN);
  await screenshot(page, `languages-start-code-${locale}-${width}`);
  const { code } = await startCodeOf(customer, confirmedId);
  await dialog.locator('input').fill(code === '0000' ? '1111' : '0000');
  await dialog.locator('input').press('Enter');
  const refused = page.getByTestId('toast').filter({ hasText: locale === 'kn' ? 'ಈ ಕೋಡ್ ಸರಿಯಿಲ್ಲ' : 'यह कोड सही नहीं है' });
  await refused.waitFor({ timeout: SHOWN_WITHIN_MS });
  await expectNoEnglish(page, 'start code refused', data, SEEN);
  await screenshot(page, `languages-start-code-refused-${locale}-${width}`);
  await refused.getByRole('button').click();
  await card(confirmed).getByRole('button').last().click();
  await dialog.waitFor();
  await dialog.locator('input').fill(code);
  await dialog.locator('input').press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('toast').first().waitFor();
  await expectNoEnglish(page, 'job started', data, SEEN);

  // After photos: chosen, then sent slowly enough to read the progress.
  const job = card(started);
  await job.getByTestId('photo-input').setInputFiles([
    { name: 'a.png', mimeType: 'image/png', buffer: PNG },
    { name: 'b.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await job.getByTestId('chosen-photos').waitFor();
  await expectNoEnglish(page, 'after photos chosen', data, SEEN);
  await screenshot(page, `languages-after-photos-${locale}-${width}`);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/bookings/*/photos', async (route) => {
    await held;
    await route.continue();
  });
  await job.getByTestId('chosen-photos').locator('xpath=following::button[1]').click();
  await job.getByTestId('photo-progress').waitFor();
  await expectNoEnglish(page, 'after photos sending', data, SEEN);
  await screenshot(page, `languages-photo-progress-${locale}-${width}`);
  // Meanwhile the change is pending: the sync list names it.
  await page.getByTestId('sync-status').click();
  await page.getByRole('dialog').waitFor();
  await expectNoEnglish(page, 'the pending change in the sync list', data, '[role="dialog"]');
  await screenshot(page, `languages-sync-list-${locale}-${width}`);
  await page.keyboard.press('Escape');
  release();
  await job.getByTestId('photo-progress').waitFor({ state: 'detached', timeout: SHOWN_WITHIN_MS });
  await page.unroute('**/api/bookings/*/photos');

  // No signal: another photo waits on the phone; the toast names it.
  await page.context().setOffline(true);
  try {
    await job.getByTestId('photo-input').setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: PNG });
    await job.getByTestId('chosen-photos').locator('xpath=following::button[1]').click();
    await job.getByTestId('photo-waiting').waitFor({ timeout: SHOWN_WITHIN_MS });
    await expectNoEnglish(page, 'after photo waiting for signal', data, SEEN);
    await screenshot(page, `languages-photo-waiting-${locale}-${width}`);
  } finally {
    await page.context().setOffline(false);
  }
  await job.getByTestId('photo-waiting').waitFor({ state: 'detached', timeout: SHOWN_WITHIN_MS });

  // Mark Complete: the job leaves the tab, said in words.
  await job.getByRole('button').last().click();
  await expectNoEnglish(page, 'Mark Complete confirmation', data, SEEN);
  await page.getByTestId('confirm-complete').click();
  await job.waitFor({ state: 'detached', timeout: SHOWN_WITHIN_MS });
  await expectNoEnglish(page, 'job completed', data, SEEN);
}

describe('provider screens in Kannada and Hindi', () => {
  for (const [locale, viewports] of [
    ['kn', [PHONE, DESKTOP]],
    ['hi', [PHONE, DESKTOP]],
  ] as const) {
    for (const viewport of viewports) {
      const width = viewport === PHONE ? 'phone' : 'desktop';

      it(`${locale} at ${width}: onboarding, its questions included, shows no English`, async () => {
        const data = await dataWords('provider-3');
        const page = await open(viewport, locale, 'provider-3', '/provider-onboarding');
        try {
          await walkOnboarding(page, locale, width, data);
          // The steps before the assessment done, its questions and options come from the bank, translated.
          await setFlags(server.app.db, 'provider-3', { identityVerified: true, videoTrainingCompleted: true, etiquetteTrainingCompleted: true });
          await page.reload();
          await page.getByRole('tab').nth(3).click();
          await page.locator('[data-testid="assessment-result"], button:not([disabled])').last().waitFor();
          const start = page.getByRole('tabpanel').getByRole('button').first();
          await start.click();
          await page.getByRole('radio').first().waitFor({ timeout: SHOWN_WITHIN_MS });
          await expectNoEnglish(page, 'a question', data);
          await screenshot(page, `languages-onboarding-question-${locale}-${width}`);
        } finally {
          await setFlags(server.app.db, 'provider-3', { identityVerified: false, videoTrainingCompleted: false, etiquetteTrainingCompleted: false });
          await page.close();
        }
      });

      it(`${locale} at ${width}: the Active jobs tab and the job flow show no English`, async () => {
        // No service worker: the page sends the photos itself, so the test can hold them to read the progress.
        const context = await browser.newContext({ viewport, locale: 'en-IN', timezoneId: 'Asia/Kolkata', serviceWorkers: 'block' });
        const page = await context.newPage();
        await chooseLanguage(page, locale);
        try {
          // A retry makes new jobs: each attempt's places are its own.
          await walkActiveJobs(page, locale, width, `${locale}-${width}-${Date.now().toString(36)}`);
        } finally {
          await context.close();
        }
      });

      it(`${locale} at ${width}: history, earnings and the support chat show no English`, async () => {
        const data = await dataWords('provider-1');
        const page = await open(viewport, locale, 'provider-1', '/provider-history');
        try {
          await page.getByTestId('history-job').first().waitFor({ timeout: SHOWN_WITHIN_MS });
          await expectNoEnglish(page, 'history', data);
          await screenshot(page, `languages-history-${locale}-${width}`);

          await page.goto(`${server.url}/provider-earnings`);
          await page.getByTestId('statement-total').waitFor({ timeout: SHOWN_WITHIN_MS });
          await expectNoEnglish(page, 'earnings', data);
          await screenshot(page, `languages-earnings-${locale}-${width}`);

          await page.goto(`${server.url}/provider-dashboard`);
          const chatButton = page.locator('button[aria-expanded]').filter({ hasText: locale === 'kn' ? 'ಸಹಾಯ ಚಾಟ್' : 'सहायता चैट' });
          await chatButton.click({ timeout: SHOWN_WITHIN_MS });
          const panel = page.locator('section[id]').filter({ has: page.locator('textarea') });
          await panel.locator('textarea').fill(locale === 'kn' ? 'ನನ್ನ ಗಳಿಕೆ ಎಷ್ಟು?' : 'मेरी कमाई कितनी है?');
          await panel.locator('button[type="submit"]').click();
          await expect.poll(() => panel.locator('li').count(), { timeout: SHOWN_WITHIN_MS }).toBe(3);
          await page.getByTestId('chat-typing').waitFor({ state: 'detached' });
          await expectNoEnglish(page, 'support chat', data, 'section[id]:has(textarea)');
          // The seeded pricing's platform fee is 25 %: the provider keeps 75 %.
          expect(await panel.locator('li').last().innerText()).toMatch(/75%.*25%/);
          await screenshot(page, `languages-chat-${locale}-${width}`);
        } finally {
          await page.close();
        }
      });
    }
  }
});
