import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, holdRequests, newPage, screenshot, type TestServer, withServerAndBrowser } from './harness';
import { openAs, openAsUser } from './provider-api';

let server: TestServer;
let browser: Browser;
withServerAndBrowser(
  (s, b) => {
    server = s;
    browser = b;
  },
  { worker: false },
);

/** How many placeholder bars a skeleton draws, and how tall it stands. */
async function shapeOf(page: Page, testId: string) {
  const skeleton = page.getByTestId(testId);
  await skeleton.waitFor({ timeout: SHOWN_WITHIN_MS });
  const box = await skeleton.boundingBox();
  return { bars: await skeleton.locator('.animate-pulse').count(), height: box?.height ?? 0, label: await skeleton.innerText() };
}

for (const [viewport, width] of [[PHONE, 390], [DESKTOP, 1280]] as const) {
  describe(`loading states at ${width}px`, () => {
    it('the earnings statement loads as its figures, weeks and jobs, then the statement replaces it', async () => {
      const page = await newPage(browser, viewport);
      try {
        const release = await holdRequests(page, /\/api\/provider\/[^/]+\/earnings$/);
        await openAsUser(page, server.url, '/provider-earnings', 'provider-1');
        const shape = await shapeOf(page, 'earnings-skeleton');
        // Three figure cards (2 bars each), the CSV button and two headings, two week cards (3 each), a job card (3).
        expect(shape.bars).toBe(6 + 3 + 6 + 3);
        expect(shape.height).toBeGreaterThan(300);
        expect(shape.label).toBe('Loading your earnings');
        expect(await page.getByText(/Loading…/).count()).toBe(0);
        await screenshot(page, `skeleton-earnings-${width}`);
        release();
        await page.getByTestId('statement-total').waitFor({ timeout: SHOWN_WITHIN_MS });
        expect(await page.getByTestId('earnings-skeleton').count()).toBe(0);
      } finally {
        await page.close();
      }
    });

    it("the admin's users load as rows with a name, an email and a switch", async () => {
      const page = await newPage(browser, viewport);
      try {
        const release = await holdRequests(page, /\/api\/users(\?.*)?$/);
        await openAs(page, `${server.url}/admin?tab=users`, 'Operations Admin');
        const shape = await shapeOf(page, 'users-skeleton');
        expect(shape.bars).toBe(5 * 3);
        expect(await page.getByTestId('users-skeleton').locator('.rounded-full').count()).toBe(5);
        expect(shape.label).toBe('Loading users');
        await screenshot(page, `skeleton-admin-users-${width}`);
        release();
        await page.getByTestId('admin-user').first().waitFor({ timeout: SHOWN_WITHIN_MS });
        expect(await page.getByTestId('users-skeleton').count()).toBe(0);
      } finally {
        await page.close();
      }
    });
  });
}
