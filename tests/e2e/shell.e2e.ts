import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { istParts } from '../../src/shared/domain/time';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, describeViolations, newPage, runAxe, screenshot, type TestServer, withServerAndBrowser } from './harness';
import { isExpectedError } from './expected-errors';

const ROUTES: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'Professional Car & Bike Washing at Your Doorstep' },
  { path: '/book-service', heading: 'Book Your Service' },
  { path: '/customer-dashboard', heading: 'Customer Dashboard' },
  { path: '/customer-history', heading: 'My Booking History' },
  { path: '/provider-dashboard', heading: 'Provider Dashboard' },
  { path: '/provider-history', heading: 'Provider Performance Dashboard' },
  { path: '/provider-onboarding', heading: 'Provider Onboarding' },
  { path: '/tool-rental', heading: 'Tool Rental Service' },
  { path: '/admin', heading: /Administrator/ },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/my-data', heading: 'Your data' },
];

let server: TestServer;
let browser: Browser;
withServerAndBrowser(
  (s, b) => {
    server = s;
    browser = b;
  },
  { worker: false },
);

describe('app shell', () => {
  it.each(ROUTES)('renders $path with its heading, taking over its build-time render without an error', async ({ path, heading }) => {
    const html = await (await fetch(server.url + path)).text();
    expect(html).toContain(`data-prerendered="${path}"`);
    const page = await newPage(browser, DESKTOP);
    try {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // A hydration mismatch is reported on the console (React then renders the page afresh).
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpectedError(message.text())) errors.push(message.text());
      });
      await page.goto(server.url + path);
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS });
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
      // Hydrated, its screen's code loaded and its first data in: the header shows who is acting.
      await page.getByRole('button', { name: /^Acting as / }).waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('shows Page Not Found with a link home for an unknown path', async () => {
    const page = await newPage(browser, DESKTOP);
    try {
      await page.goto(`${server.url}/no-such-page`);
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
      await page.getByRole('heading', { level: 1, name: 'Professional Car & Bike Washing at Your Doorstep' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await page.close();
    }
  });

  it('highlights the current link and only that one', async () => {
    const page = await newPage(browser, DESKTOP);
    try {
      const nav = page.getByRole('navigation', { name: 'Main' });
      const current = nav.locator('[aria-current="page"]');

      await page.goto(`${server.url}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await current.allTextContents()).toEqual(['Home']);

      // Client-side navigation moves the highlight.
      await nav.getByRole('link', { name: 'Tool Rental' }).click();
      await page.getByRole('heading', { level: 1, name: 'Tool Rental Service' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await current.allTextContents()).toEqual(['Tool Rental']);

      // A screen reached from the menu: nothing in the bar is current, the menu's link is.
      await page.goto(`${server.url}/provider-history`);
      await page.getByRole('heading', { level: 1, name: 'Provider Performance Dashboard' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await current.count()).toBe(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      expect(await page.getByRole('navigation', { name: 'Menu' }).locator('[aria-current="page"]').allTextContents()).toEqual(['Provider History']);
      expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    } finally {
      await page.close();
    }
  });

  it('lists the main links in the desktop header and the rest under More', async () => {
    const page = await newPage(browser, DESKTOP);
    try {
      await page.goto(`${server.url}/`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.waitFor();
      expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Services', 'Tool Rental', 'For Providers', 'Contact']);
      const dashboard = page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true });
      expect(await dashboard.getAttribute('href')).toBe('/customer-dashboard');
      const more = page.getByRole('button', { name: 'Open menu' });
      expect(await more.innerText()).toContain('More');
      await more.click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      const visible = [];
      for (const link of await menu.getByRole('link').all()) if (await link.isVisible()) visible.push(await link.innerText());
      expect(visible).toEqual(['My Dashboard', 'My History', 'Provider History', 'Earnings', 'Onboarding', 'Admin Console']);
    } finally {
      await page.close();
    }
  });

  it('at phone width the menu toggle shows every screen, grouped', async () => {
    const page = await newPage(browser, PHONE);
    try {
      await page.goto(`${server.url}/`);
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.waitFor();
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      expect(await menu.isVisible()).toBe(false);

      await toggle.click();
      const close = page.getByRole('button', { name: 'Close menu' });
      expect(await close.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.isVisible()).toBe(true);
      expect(await menu.getByRole('link').allTextContents()).toEqual([
        'Home',
        'Services',
        'My Dashboard',
        'My History',
        'Tool Rental',
        'For Providers',
        'Provider History',
        'Earnings',
        'Onboarding',
        'Contact',
        'Admin Console',
      ]);
      await screenshot(page, 'phone-menu-open');

      // Following a menu link navigates and closes the menu.
      await menu.getByRole('link', { name: 'My Dashboard' }).click();
      await page.getByRole('heading', { level: 1, name: 'Customer Dashboard' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await menu.isVisible()).toBe(false);
    } finally {
      await page.close();
    }
  });

  it('shows the orange offline banner while the network is lost', async () => {
    const page = await newPage(browser, PHONE, { worker: true });
    const banner = page.getByText("You're offline. Some features may be limited.");
    try {
      await page.goto(`${server.url}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Offline support started (its code loaded, the worker installed) before the signal goes:
      // lost in the middle of starting, those loads fail, which is not what this test is about.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      expect(await banner.count()).toBe(0);
      await page.context().setOffline(true);
      await banner.waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.context().setOffline(false);
      await banner.waitFor({ state: 'detached', timeout: SHOWN_WITHIN_MS });
    } finally {
      await page.close();
    }
  });

  it('footer shows the contact details and the spec links', async () => {
    const page = await newPage(browser, DESKTOP);
    try {
      await page.goto(`${server.url}/`);
      const footer = page.getByRole('contentinfo');
      await footer.waitFor();
      const phone = footer.getByRole('link', { name: '+91 80 4718 2020' });
      expect(await phone.getAttribute('href')).toBe('tel:+918047182020');
      expect(await footer.getByRole('link', { name: 'support@gaadicare.in' }).getAttribute('href')).toBe('mailto:support@gaadicare.in');
      expect(await footer.getByText('Bangalore, Karnataka').isVisible()).toBe(true);
      expect(await footer.getByText(new RegExp(`©\\s*${istParts(new Date()).ymd.slice(0, 4)}`)).isVisible()).toBe(true);
      for (const [name, href] of [
        ['Car Washing', '/book-service'],
        ['Bike Washing', '/book-service'],
        ['Oil Change', '/book-service'],
        ['Tool Rental', '/tool-rental'],
        ['Register as Provider', '/provider-dashboard'],
        ['Provider Dashboard', '/provider-dashboard'],
        ['Your data', '/my-data'],
      ]) {
        expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      }
    } finally {
      await page.close();
    }
  });
});

describe('landing page', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`has the spec sections and no serious accessibility violations (${label})`, async () => {
      const page = await newPage(browser, viewport);
      try {
        await page.goto(`${server.url}/`);
        await page.getByRole('heading', { level: 1, name: 'Professional Car & Bike Washing at Your Doorstep' }).waitFor();
        for (const name of ['How It Works', 'Why Choose GaadiCare', 'Book Your Service Today']) {
          expect(await page.getByRole('heading', { level: 2, name }).isVisible(), name).toBe(true);
        }
        for (const name of ['Choose Service', 'Get Quotes', 'Enjoy Service', 'Verified Providers', 'On-Time Service', 'Quality Assured']) {
          expect(await page.getByRole('heading', { level: 3, name }).isVisible(), name).toBe(true);
        }
        const main = page.getByRole('main');
        expect(await main.getByRole('link', { name: 'Book Service Now' }).first().getAttribute('href')).toBe('/book-service');
        expect(await main.getByRole('link', { name: 'Join as Provider' }).getAttribute('href')).toBe('/provider-dashboard');

        await screenshot(page, `landing-${viewport.width}`);
        const violations = await runAxe(page);
        expect(violations, describeViolations(violations)).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  it('arrives rendered and readable without scripts, then becomes the live app', async () => {
    expect(await (await fetch(`${server.url}/no/such/page`)).text()).not.toContain('data-prerendered');

    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    try {
      const page = await noScript.newPage();
      await page.goto(`${server.url}/`);
      expect(await page.getByRole('heading', { level: 1, name: 'Professional Car & Bike Washing at Your Doorstep' }).isVisible()).toBe(true);
      await page.goto(`${server.url}/book-service`);
      expect(await page.getByRole('heading', { level: 1, name: 'Book Your Service' }).isVisible()).toBe(true);
    } finally {
      await noScript.close();
    }

    const page = await newPage(browser, DESKTOP);
    try {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpectedError(message.text())) problems.push(message.text());
      });
      await page.goto(`${server.url}/`);
      // Live: the header's device status (loaded after hydration) and client-side navigation.
      await page.getByRole('button', { name: /Priya Sharma/ }).waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('loads other screens as separate chunks', async () => {
    const page = await newPage(browser, DESKTOP);
    try {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${server.url}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const initial = scripts.length;
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(scripts.length).toBeGreaterThan(initial);
    } finally {
      await page.close();
    }
  });
});
