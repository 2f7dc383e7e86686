import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCALITIES } from '../../src/shared/domain/localities';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, chooseOption, newPage, screenshot, type Viewport } from './harness';
import { PersonaApi, createBooking, journeyEnvironment, openAsUser } from './provider-api';
import { chooseLanguage, englishLeft } from './english-left';

/**
 * With Kannada (then Hindi) chosen, the provider's Availability and Settings tabs, and the
 * validation messages of the provider's forms (bid, rates, weekly hours, start code), show no
 * English (ADR 031): every visible text and label is checked (english-left.ts), beside the names
 * and places the data holds.
 */
const env = journeyEnvironment({ worker: false });
let customer: PersonaApi;
let provider: PersonaApi;
beforeAll(async () => {
  customer = await PersonaApi.as(env.server.url, 'customer-1');
  provider = await PersonaApi.as(env.server.url, 'provider-1');
});

/** What people and places are called: the provider's name and the areas a base may be in. */
async function dataWords(): Promise<string[]> {
  const { user } = await provider.ok<{ user: { name: string } | null }>('GET', '/api/session');
  return [user?.name ?? '', ...LOCALITIES.map((l) => l.name)];
}

async function expectNoEnglish(page: Page, what: string, data: string[], scope = 'main', except?: string) {
  await page.waitForTimeout(300);
  expect(await englishLeft(page, scope, data, except), what).toEqual([]);
}

async function open(viewport: Viewport, locale: 'kn' | 'hi'): Promise<Page> {
  const page = await newPage(env.browser, viewport);
  await chooseLanguage(page, locale);
  await openAsUser(page, env.server.url, '/provider-dashboard', 'provider-1');
  await page.waitForFunction((tag) => document.documentElement.lang === tag, locale === 'kn' ? 'kn-IN' : 'hi-IN');
  await page.getByRole('tab').first().waitFor({ timeout: SHOWN_WITHIN_MS });
  return page;
}

const submitTab = (page: Page) => page.getByRole('tabpanel').locator('button[type="submit"]').click();

/** The field's error under its control (FormField's `<id>-error`). */
const errorOf = (page: Page, id: string) => page.locator(`[id="${id}-error"]`);

describe('provider forms in Kannada and Hindi', () => {
  for (const locale of ['kn', 'hi'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      const width = viewport === PHONE ? 'phone' : 'desktop';

      it(`${locale} at ${width}: Availability and Settings, and every form's validation messages, show no English`, async () => {
        const data = await dataWords();
        // Unique per attempt: a retried test books again.
        const run = Date.now().toString(36);
        const bidOn = `${locale} ${width} ${run} bid, Koramangala`;
        const startOn = `${locale} ${width} ${run} start, Jayanagar`;
        await createBooking(customer, bidOn);
        const confirmed = await createBooking(customer, startOn);
        const bid = await provider.ok<{ id: string }>('POST', '/api/bids', { bookingId: confirmed, providerId: provider.userId, bidAmount: '400.00', estimatedDuration: 60 });
        await customer.ok('PATCH', `/api/bids/${bid.id}/accept`);
        const page = await open(viewport, locale);
        const tabs = page.getByRole('tab');
        try {
          // Availability: the week, then an end before the start.
          await tabs.nth(2).click();
          await page.getByTestId('availability-Sunday').waitFor({ timeout: SHOWN_WITHIN_MS });
          await expectNoEnglish(page, 'availability', data);
          // No time is cut off in its box (a longer day period, such as Kannada's, wraps instead).
          const cut = await page
            .getByRole('tabpanel')
            .getByRole('combobox')
            .evaluateAll((boxes) =>
              boxes
                .filter((box) => {
                  const text = document.createRange();
                  text.selectNodeContents(box.querySelector('span')!);
                  return text.getBoundingClientRect().right > box.querySelector('svg')!.getBoundingClientRect().left;
                })
                .map((box) => box.textContent),
            );
          expect(cut).toEqual([]);
          await chooseOption(page, page.locator('#avail-0-startTime'), 'last');
          await chooseOption(page, page.locator('#avail-0-endTime'), 'first');
          await submitTab(page);
          await page.getByTestId('availability-Sunday').getByRole('alert').waitFor();
          await expectNoEnglish(page, 'availability with an error', data);
          await screenshot(page, `languages-forms-availability-${locale}-${width}`);

          // Settings: a rate too high, a rate that is not a number.
          await tabs.nth(3).click();
          await page.locator('#rate-min').waitFor();
          await expectNoEnglish(page, 'settings', data);
          await page.locator('#rate-min').fill('99999');
          await page.locator('#rate-max').fill('abc');
          await submitTab(page);
          await errorOf(page, 'rate-min').waitFor();
          await errorOf(page, 'rate-max').waitFor();
          await expectNoEnglish(page, 'settings with errors', data);
          await screenshot(page, `languages-forms-settings-${locale}-${width}`);
          await page.locator('#rate-min').fill('');
          await page.locator('#rate-max').fill('100');
          await submitTab(page);
          await expect.poll(() => errorOf(page, 'rate-min').count()).toBe(1);
          await expectNoEnglish(page, 'settings, rate required', data);

          // A bid: nothing typed, then a duration over the limit.
          await tabs.nth(0).click();
          const card = page.getByTestId('available-job').filter({ hasText: bidOn });
          await card.waitFor({ timeout: SHOWN_WITHIN_MS });
          await card.getByRole('button').last().click();
          const dialog = page.getByRole('dialog');
          await dialog.locator('input').nth(1).fill('');
          await dialog.locator('button[type="submit"]').click();
          await dialog.locator('[id$="-amount-error"]').waitFor();
          await expectNoEnglish(page, 'bid, required', data, '[role="dialog"]');
          await dialog.locator('input').nth(0).fill('0');
          await dialog.locator('input').nth(1).fill('5000');
          await dialog.locator('button[type="submit"]').click();
          await dialog.locator('[id$="-duration-error"]').waitFor();
          await expectNoEnglish(page, 'bid, limits', data, '[role="dialog"]');
          await screenshot(page, `languages-forms-bid-${locale}-${width}`);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });

          // The start code: too short.
          await tabs.nth(1).click();
          const active = page.getByTestId('active-job').filter({ hasText: startOn });
          await active.waitFor({ timeout: SHOWN_WITHIN_MS });
          await active.getByTestId('start-job').click();
          await page.getByRole('dialog').locator('input').fill('12');
          await page.getByRole('dialog').locator('input').press('Enter');
          const codeError = page.getByRole('dialog').locator('[id$="-code-error"]');
          await codeError.waitFor();
          await expectNoEnglish(page, 'start code', data, '[role="dialog"]');
          expect(await codeError.innerText()).toMatch(/4/);
          await screenshot(page, `languages-forms-start-code-${locale}-${width}`);
        } finally {
          await page.close();
        }
      });
    }
  }
});
