import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, newPage, screenshot, type TestServer, type Viewport, withServerAndBrowser } from './harness';
import { openAsUser } from './provider-api';
import { confirmRentalInCash } from './customer-support';

let server: TestServer;
let browser: Browser;
withServerAndBrowser(
  (s, b) => {
    server = s;
    browser = b;
  },
  { worker: false },
);

const VIEWPORTS: [string, Viewport, string, string][] = [
  ['phone', PHONE, 'Dual-Action Polisher', 'customer-1'],
  ['desktop', DESKTOP, 'Jump Starter', 'customer-1'],
];

const toolCard = (page: Page, name: string) => page.getByTestId('tool-card').filter({ hasText: name });

describe('renting a tool', () => {
  it.each(VIEWPORTS)('at %s width asks first with dates, rate, deposit and pickup; then says when to return it', async (name, viewport, tool, customer) => {
    const page = await newPage(browser, viewport);
    try {
      await openAsUser(page, server.url, '/tool-rental', customer);
      const card = toolCard(page, tool);
      await card.waitFor({ timeout: SHOWN_WITHIN_MS });
      const before = (await (await page.context().request.get(`${server.url}/api/tool-rentals/customer/${customer}`)).json()) as unknown[];

      // "Not now" rents nothing.
      await card.getByRole('button', { name: /^Rent Now/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Not now' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await card.getByRole('button', { name: /^Rent Now/ }).isEnabled()).toBe(true);

      await card.getByRole('button', { name: /^Rent Now/ }).click();
      const summary = await dialog.getByTestId('rent-summary').innerText();
      expect(summary).toMatch(/From\s+\d+ \w+ \d{4}, \d+:\d\d [AP]M/);
      expect(summary).toMatch(/Return by\s+\d+ \w+ \d{4}, \d+:\d\d [AP]M/);
      expect(summary).toMatch(/Daily rate\s+₹[\d,]+ × 1 day = ₹[\d,]+/);
      expect(summary).toMatch(/Refundable deposit\s+₹[\d,]+/);
      expect(summary).toMatch(/To pay now\s+₹[\d,]+/);
      expect(summary).toContain(await card.locator('dd').last().innerText());
      const returnBy = /Return by\s+(.+)/.exec(summary)![1]!.trim();
      await screenshot(page, `rent-confirm-${name}`);
      await confirmRentalInCash(page);

      const yours = card.getByTestId('your-rental');
      await yours.waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await yours.innerText()).toBe(`You have this tool — return by ${returnBy}`);
      expect(await card.getByRole('button', { name: 'Join Waitlist' }).count()).toBe(0);
      await page.waitForFunction(() => !document.querySelector('[data-testid="tool-status"]'), undefined, { timeout: SHOWN_WITHIN_MS });
      const after = (await (await page.context().request.get(`${server.url}/api/tool-rentals/customer/${customer}`)).json()) as unknown[];
      expect(after.length).toBe(before.length + 1);
      await screenshot(page, `rented-tool-${name}`);

      // Someone else sees it rented out.
      const other = await newPage(browser, viewport);
      try {
        await openAsUser(other, server.url, '/tool-rental', 'customer-2');
        const theirs = toolCard(other, tool);
        await theirs.getByRole('button', { name: 'Join Waitlist' }).waitFor({ timeout: SHOWN_WITHIN_MS });
        expect(await theirs.getByTestId('your-rental').count()).toBe(0);
      } finally {
        await other.close();
      }
    } finally {
      await page.close();
    }
  });
});

describe('contact chat', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as [string, Viewport][])('at %s width quotes the catalogue, answers the quick actions, and fits the page', async (name, viewport) => {
    const page = await newPage(browser, viewport);
    try {
      await openAsUser(page, server.url, '/contact', 'customer-1');
      // Live (hydrated, its code and first data in) before typing.
      await page.getByRole('button', { name: /^Acting as / }).waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.waitForLoadState('networkidle');
      const log = page.getByTestId('chat-log');
      const bot = log.locator('[data-from="bot"]');
      await bot.first().waitFor();

      const services = (await (await page.context().request.get(`${server.url}/api/services`)).json()) as { name: string; retired: boolean }[];
      await page.getByRole('textbox', { name: 'Type your message' }).fill('What are your prices?');
      await page.getByRole('textbox', { name: 'Type your message' }).press('Enter');
      await bot.nth(1).waitFor({ timeout: SHOWN_WITHIN_MS });
      const prices = await bot.nth(1).innerText();
      const quoted = prices.split('\n').filter((l) => l.startsWith('•'));
      expect(quoted.map((l) => /^• ([^:]+):/.exec(l)![1]).sort()).toEqual(services.filter((s) => !s.retired).map((s) => s.name).sort());
      expect(prices).not.toContain('Basic Bike Wash');

      // Track Booking asks the assistant; the seeded bookings have references like real ones.
      await page.getByRole('button', { name: 'Track Booking' }).click();
      await bot.nth(2).waitFor({ timeout: SHOWN_WITHIN_MS });
      const tracked = await bot.nth(2).innerText();
      const refs = [...tracked.matchAll(/#([0-9A-Z]{8}) —/g)].map((m) => m[1]);
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) expect(ref).toMatch(/^[0-9A-F]{8}$/);

      await page.getByRole('button', { name: 'Provider running late' }).click();
      await bot.nth(3).waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await bot.nth(3).innerText()).toContain("Your booking's page has your provider's number");

      await page.getByRole('button', { name: 'Chat Support' }).click();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Type your message');
      expect(await page.getByRole('link', { name: 'Report Issue' }).getAttribute('href')).toMatch(/^mailto:/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await screenshot(page, `contact-chat-${name}`);
    } finally {
      await page.close();
    }
  });
});
