import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_PRICING } from '../../src/shared/schemas/admin';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, describeViolations, launchBrowser, newPage, runAxe, screenshot, startServer, type TestServer, type Viewport } from './harness';
import { PersonaApi, openAs } from './provider-api';

let server: TestServer;
let browser: Browser;
let admin: PersonaApi;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser({ worker: false });
  admin = await PersonaApi.as(server.url, 'admin-1');
  // Something to read: a pricing change and a service added, each one event.
  await admin.ok('PUT', '/api/admin/pricing', { ...DEFAULT_PRICING, platformFeePercentage: DEFAULT_PRICING.platformFeePercentage + 1 });
  await admin.ok('POST', '/api/services', { name: 'Audit foam wash', basePrice: '350', duration: 40 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openAudit(viewport: Viewport): Promise<Page> {
  const page = await newPage(browser, viewport);
  await openAs(page, `${server.url}/admin?tab=audit`, 'Operations Admin');
  await page.getByRole('tabpanel', { name: 'Audit' }).waitFor({ timeout: SHOWN_WITHIN_MS });
  await page.getByTestId('audit-event').first().waitFor({ timeout: SHOWN_WITHIN_MS });
  return page;
}

describe('admin console: the Audit tab', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('lists the events newest first, filters them, shows what changed and links the CSV (%s)', async (name, viewport) => {
    const page = await openAudit(viewport);
    try {
      const events = page.getByTestId('audit-event');
      await expect.poll(() => events.filter({ hasText: 'Service added' }).count()).toBe(1);
      expect(await events.filter({ hasText: 'Pricing changed' }).count()).toBe(1);

      const pricing = events.filter({ hasText: 'Pricing changed' });
      await pricing.getByText('What changed (1)').click();
      await expect.poll(() => pricing.getByText('platformFeePercentage').isVisible()).toBe(true);
      const violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await screenshot(page, `admin-audit-${name}`);

      await page.getByLabel('Action').selectOption('pricing.update');
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      // The unfiltered rows stay until the filtered page arrives, and the list may be empty while it is
      // fetched: wait until no other action is listed and some row is.
      await expect.poll(async () => [await events.filter({ hasText: 'Service added' }).count(), (await events.count()) > 0]).toEqual([0, true]);
      expect(await events.evaluateAll((rows) => rows.every((r) => r.getAttribute('data-action') === 'pricing.update'))).toBe(true);

      const href = await page.getByTestId('audit-csv').getAttribute('href');
      expect(href).toBe('/api/admin/audit.csv?action=pricing.update');
      const csv = await page.request.get(`${server.url}${href}`);
      expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
      const lines = (await csv.text()).trim().split('\n');
      expect(lines[0]).toMatch(/^Time \(IST\),Time \(UTC\),Account,Role,Action/);
      expect(lines.slice(1).every((l) => l.includes(',pricing.update,'))).toBe(true);
    } catch (error) {
      await screenshot(page, `admin-audit-${name}-failure`);
      throw error;
    } finally {
      await page.close();
    }
  });
});
