import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, newPage, screenshot, waitForLive, type TestServer, type Viewport, withServerAndBrowser } from './harness';
import { PersonaApi, createBooking, openAsUser } from './provider-api';

let server: TestServer;
let browser: Browser;
withServerAndBrowser(
  (s, b) => {
    server = s;
    browser = b;
  },
  { worker: false },
);

const VIEWPORTS: [string, Viewport][] = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
];

/** Every screen with its heading and the title of its browser tab. */
const SCREENS = [
  { path: '/', title: 'Doorstep Vehicle Care, Bangalore — GaadiCare' },
  { path: '/book-service', title: 'Book a Service — GaadiCare' },
  { path: '/customer-dashboard', title: 'My Dashboard — GaadiCare' },
  { path: '/customer-history', title: 'My Booking History — GaadiCare' },
  { path: '/provider-dashboard', title: 'Provider Dashboard — GaadiCare' },
  { path: '/provider-history', title: 'Provider History — GaadiCare' },
  { path: '/provider-earnings', title: 'Earnings Statement — GaadiCare' },
  { path: '/provider-onboarding', title: 'Provider Onboarding — GaadiCare' },
  { path: '/tool-rental', title: 'Tool Rental — GaadiCare' },
  { path: '/admin', title: 'Admin Console — GaadiCare' },
  { path: '/contact', title: 'Contact Us — GaadiCare' },
];

/** The header's bottom edge and whether the page scrolls sideways. */
async function headerShape(page: Page): Promise<{ height: number; overflow: number }> {
  return page.evaluate(() => ({
    height: document.querySelector('header')!.getBoundingClientRect().height,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
}

/**
 * Scrolls each visible button and link in the page's main content to the bottom edge of the
 * screen (where floating things sit) and returns those that something else covers there.
 */
async function coveredActions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = [];
    const actions = [...document.querySelectorAll<HTMLElement>('main button, main a[href], main [role="tab"]')];
    for (const el of actions) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      el.scrollIntoView({ block: 'end', inline: 'nearest' });
      const now = el.getBoundingClientRect();
      const x = now.left + now.width / 2;
      const y = now.top + now.height / 2;
      if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) continue;
      const top = document.elementFromPoint(x, y);
      if (top && !el.contains(top) && !top.contains(el)) {
        covered.push(`${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40)} under ${top.tagName.toLowerCase()}.${String(top.className).slice(0, 60)}`);
      }
    }
    window.scrollTo(0, 0);
    return covered;
  });
}

describe('titles and unknown paths', () => {
  it('gives every screen its own title, in its built page and after moving between screens', async () => {
    const page = await newPage(browser, DESKTOP);
    try {
      for (const { path, title } of SCREENS) {
        const res = await fetch(server.url + path);
        expect(res.status, path).toBe(200);
        expect(await res.text()).toContain(`<title>${title}</title>`);
      }
      expect(new Set(SCREENS.map((s) => s.title)).size).toBe(SCREENS.length);

      await page.goto(`${server.url}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.title()).toBe(SCREENS[0]!.title);
      // Client-side navigation changes the title too.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tool Rental' }).click();
      await page.getByRole('heading', { level: 1, name: 'Tool Rental Service' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await page.title()).toBe('Tool Rental — GaadiCare');
    } finally {
      await page.close();
    }
  });

  it('answers an unknown path with status 404 and the Page Not Found screen', async () => {
    for (const path of ['/no-such-page', '/book-service/extra', '/admin/settings']) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      const html = await res.text();
      expect(html).toContain('Page Not Found');
      expect(html).toContain('<title>Page Not Found — GaadiCare</title>');
    }
    const page = await newPage(browser, PHONE);
    try {
      const response = await page.goto(`${server.url}/no-such-page`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await page.title()).toBe('Page Not Found — GaadiCare');
      await screenshot(page, 'not-found-phone');
    } finally {
      await page.close();
    }
  });
});

describe('header', () => {
  it('stays one row without sideways scrolling from 320 to 1,440 px, also with the sync chip showing', async () => {
    // The change made offline below is queued by the service worker.
    const page = await newPage(browser, DESKTOP, { worker: true });
    try {
      await page.goto(`${server.url}/tool-rental`);
      await page.getByRole('button', { name: /^Acting as / }).waitFor({ timeout: SHOWN_WITHIN_MS });
      const widths = [320, 360, 390, 414, 600, 768, 900, 1024, 1100, 1280, 1366, 1440];
      const measure = async (label: string) => {
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          const shape = await headerShape(page);
          expect(shape.height, `${label} at ${width}px`).toBeLessThanOrEqual(64);
          expect(shape.overflow, `${label} at ${width}px`).toBe(0);
        }
      };
      await measure('header');

      // A change made offline puts the sync chip in the header.
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: SHOWN_WITHIN_MS }).catch(() => undefined);
      await page.context().setOffline(true);
      await page.getByTestId('tool-card').filter({ hasText: 'Pressure Washer' }).getByRole('button', { name: 'Rent Now' }).click();
      await page.getByRole('dialog').getByRole('button', { name: /^Confirm Rental/ }).click();
      await page.getByTestId('sync-status').waitFor({ timeout: SHOWN_WITHIN_MS });
      await measure('header with the sync chip');
      await page.setViewportSize({ width: 320, height: 700 });
      await screenshot(page, 'header-320-sync-chip');
      await page.setViewportSize({ width: 1024, height: 700 });
      await screenshot(page, 'header-1024-sync-chip');
      await page.context().setOffline(false);
    } finally {
      await page.close();
    }
  });

  it.each(VIEWPORTS)('at %s width the menu reaches every screen, and closes on a choice or Escape', async (name, viewport) => {
    const page = await newPage(browser, viewport);
    try {
      await page.goto(`${server.url}/`);
      await waitForLive(page);
      const toggle = page.getByRole('button', { name: 'Open menu' });
      const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      expect(await menu.isVisible()).toBe(false);
      await toggle.click();
      expect(await menu.isVisible()).toBe(true);
      await screenshot(page, `menu-open-${name}`);

      // Each screen is a visible link in the menu or in the header bar.
      const banner = page.getByRole('banner');
      for (const { path } of SCREENS) {
        const links = banner.locator(`a[href="${path}"]`);
        let visible = false;
        for (const link of await links.all()) visible ||= await link.isVisible();
        expect(visible, `${path} at ${name} width`).toBe(true);
      }

      await page.keyboard.press('Escape');
      expect(await menu.isVisible()).toBe(false);
      await toggle.click();
      await menu.getByRole('link', { name: 'Admin Console' }).click();
      await page.getByRole('heading', { level: 1, name: /Administrator/ }).waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await menu.isVisible()).toBe(false);
    } finally {
      await page.close();
    }
  });

  it.each(VIEWPORTS)('at %s width the install card is outside the header and covers neither it nor the menu', async (name, viewport) => {
    const page = await newPage(browser, viewport);
    try {
      await page.goto(`${server.url}/book-service`);
      await page.getByRole('button', { name: /^Acting as / }).waitFor({ timeout: SHOWN_WITHIN_MS });
      // Chromium's own install offer, as the browser fires it.
      await page.evaluate(() => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => undefined,
          userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
        });
        window.dispatchEvent(offer);
      });
      const card = page.getByRole('region', { name: 'Install GaadiCare' });
      await card.waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await card.evaluate((el) => el.parentElement === document.body)).toBe(true);
      expect(await page.getByRole('banner').locator('section').count()).toBe(0);

      const header = (await page.getByRole('banner').boundingBox())!;
      const box = (await card.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);

      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      // The menu opens above the card: its links can be clicked wherever they are.
      for (const link of await menu.getByRole('link').all()) {
        const linkBox = (await link.boundingBox())!;
        const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.getAttribute('href'), [linkBox.x + linkBox.width / 2, linkBox.y + linkBox.height / 2]);
        expect(hit).toBe(await link.getAttribute('href'));
      }
      await screenshot(page, `install-card-menu-${name}`);
      await page.keyboard.press('Escape');
      await card.getByRole('button', { name: 'Later' }).click();
      await card.waitFor({ state: 'detached' });
    } finally {
      await page.close();
    }
  });
});

describe('floating things', () => {
  it.each(VIEWPORTS)('at %s width nothing floats over an action on the provider dashboard, the contact page or the booking form', async (name, viewport) => {
    const customer = await PersonaApi.as(server.url, 'customer-1');
    await createBooking(customer, `Floating check ${name}, 12th Main, HAL 2nd Stage`);
    const page = await newPage(browser, viewport);
    try {
      await openAsUser(page, server.url, '/provider-dashboard', 'provider-1');
      const bid = page.getByTestId('available-job').filter({ hasText: `Floating check ${name}` }).getByRole('button', { name: 'Place Bid' });
      await bid.waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.getByRole('button', { name: 'Support Chat' }).waitFor();
      expect(await coveredActions(page)).toEqual([]);
      await screenshot(page, `provider-dashboard-actions-${name}`);

      // The open support chat has its own close button and leaves the bid buttons alone once closed.
      await page.getByRole('button', { name: 'Support Chat' }).click();
      await page.getByRole('region', { name: 'Provider support chat' }).waitFor();
      await page.getByRole('button', { name: 'Close support chat' }).click();
      await bid.click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');

      for (const path of ['/contact', '/book-service']) {
        await page.goto(server.url + path);
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: SHOWN_WITHIN_MS });
        await page.waitForLoadState('networkidle');
        expect(await coveredActions(page), path).toEqual([]);
      }
    } finally {
      await page.close();
    }
  });
});
