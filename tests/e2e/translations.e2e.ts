import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, englishLeft } from './english-left';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, newPage, screenshot, waitForLive, withServerAndBrowser, type TestServer, type Viewport } from './harness';
import { openAsUser } from './provider-api';

let server: TestServer;
let browser: Browser;
withServerAndBrowser(
  (s, b) => {
    server = s;
    browser = b;
  },
  { worker: false },
);

/** Names the demo data shows as they are. */
const NAMES = ['Ravi Kumar', 'Priya Sharma', 'Arjun Rao', 'Suresh Gowda'];

async function open(locale: 'kn' | 'hi', path: string, viewport: Viewport = DESKTOP, asUser?: string): Promise<Page> {
  const page = await newPage(browser, viewport);
  await chooseLanguage(page, locale);
  if (asUser) await openAsUser(page, server.url, path, asUser);
  else await page.goto(server.url + path);
  await page.waitForFunction((tag) => document.documentElement.lang === tag, `${locale}-IN`);
  return page;
}

async function dashboardReady(page: Page): Promise<void> {
  await page.getByTestId('available-job').first().waitFor({ timeout: SHOWN_WITHIN_MS });
}

/**
 * The header stays one row (ADR 020): its bar settles at exactly its one-row height once its fonts
 * have loaded (while the page is still filling it in, it may be measured between two renders).
 */
async function expectOneRowHeader(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const height = () => page.locator('header > div').first().evaluate((el) => el.getBoundingClientRect().height);
  await expect.poll(height, { timeout: SHOWN_WITHIN_MS }).toBe(56);
}

describe('the provider app in Kannada and Hindi', () => {
  it('sign-in shows no English in Kannada', async () => {
    const page = await open('kn', '/sign-in');
    await page.getByRole('button', { name: 'ಕೋಡ್ ಕಳುಹಿಸಿ' }).waitFor();
    expect(await englishLeft(page, 'body', NAMES)).toEqual([]);
    await page.close();
  });

  it.each(['kn', 'hi'] as const)('Your data shows no English in %s at 390 px', async (locale) => {
    const page = await open(locale, '/my-data', PHONE);
    await page.locator('#consent-marketing').waitFor({ timeout: SHOWN_WITHIN_MS });
    // The deletion's code step too.
    await page.getByRole('button', { name: { kn: 'ನನ್ನ ಖಾತೆಯನ್ನು ಅಳಿಸಿ', hi: 'मेरा खाता हटाएँ' }[locale], exact: true }).click();
    await page.getByRole('button', { name: { kn: 'ನನ್ನ ಖಾತೆಯನ್ನು ಉಳಿಸಿ', hi: 'मेरा खाता रखें' }[locale] }).waitFor();
    // The signed-in device is data too: this browser's and system's names, kept as their makers write them.
    expect(await englishLeft(page, 'main', [...NAMES, 'priya.sharma@example.in', 'Indiranagar', 'Chrome', 'Linux'])).toEqual([]);
    await screenshot(page, `my-data-${locale}-390`);
    await page.close();
  });

  it('the provider dashboard, its bid dialog and the menu show no English in Kannada', async () => {
    const page = await open('kn', '/provider-dashboard', DESKTOP, 'provider-1');
    await dashboardReady(page);
    expect(await page.title()).toContain('ಸೇವಾದಾರರ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್');
    expect(await englishLeft(page, 'body', NAMES)).toEqual([]);

    await page.getByRole('button', { name: /ಬಿಡ್/ }).first().click();
    await page.getByRole('dialog').waitFor();
    expect(await englishLeft(page, 'body', NAMES)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /ಇನ್ನಷ್ಟು/ }).click();
    expect(await englishLeft(page, 'body', NAMES)).toEqual([]);
    await page.close();
  });

  it('the provider dashboard shows no English in Hindi, and switching back to English from the menu is remembered', async () => {
    const page = await open('hi', '/provider-dashboard', DESKTOP, 'provider-1');
    await dashboardReady(page);
    expect(await englishLeft(page, 'body', NAMES)).toEqual([]);
    await page.getByRole('button', { name: /और/ }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Provider Dashboard' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-IN');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Provider Dashboard' }).waitFor();
    await page.close();
  });

  it('a first visit follows the phone’s language', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'kn-IN' });
    const page = await context.newPage();
    await page.goto(`${server.url}/sign-in`);
    await page.getByRole('heading', { level: 1, name: 'ಸೈನ್ ಇನ್' }).waitFor();
    await context.close();
  });

  for (const locale of ['kn', 'hi'] as const) {
    for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      it(`${locale} at ${viewport.width} px: the dashboard fits and the header keeps one row`, async () => {
        const page = await open(locale, '/provider-dashboard', viewport, 'provider-1');
        await dashboardReady(page);
        await expectOneRowHeader(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBe(0);
        await screenshot(page, `translations-${locale}-dashboard-${name}`);
        await page.goto(`${server.url}/sign-in`);
        await waitForLive(page);
        await page.locator('form').first().waitFor();
        await expectOneRowHeader(page);
        await screenshot(page, `translations-${locale}-sign-in-${name}`);
        await page.close();
      });
    }
  }
});
