import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payouts } from '../../src/server/db/schema';
import { LEDGER_ACCOUNTS } from '../../src/server/modules/ledger/accounts';
import { post } from '../../src/server/modules/ledger/service';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, launchBrowser, newPage, screenshot, startServer, type TestServer } from './harness';
import { openAsUser } from './provider-api';

/**
 * A server paying by bank file (PAYOUTS_BY=bank-file, ADR 068): the operator makes the file in the
 * Money tab, downloads its CSV, and marks one payout paid and one failed.
 */
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ app: { demoMode: true, payoutsBy: 'bank-file' } });
  browser = await launchBrowser({ worker: false });
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** What GaadiCare owes a provider, as an online job's earning past the hold would leave it. */
async function owe(providerId: string, paise: number): Promise<void> {
  await server.app.db.transaction((tx) =>
    post(tx, {
      key: `e2e-earning:${providerId}`,
      kind: 'sale',
      memo: 'e2e earning',
      entries: [
        { account: LEDGER_ACCOUNTS.provider(providerId), paise: -paise },
        { account: LEDGER_ACCOUNTS.gatewayClearing, paise },
      ],
    }),
  );
}

describe('bank files in the Money tab', () => {
  it('the operator makes the file, downloads the same CSV twice, and marks its payouts', async () => {
    await owe('provider-1', 41_250);
    await owe('provider-2', 37_500);
    // Two payouts waiting for a bank file, as the run records them (its amounts come from jobs past the hold; see bank-files.test.ts).
    for (const [providerId, paise] of [['provider-1', 41_250], ['provider-2', 37_500]] as const) {
      await server.app.db.transaction(async (tx) => {
        const id = `payout_e2e_${providerId.replace('-', '')}`;
        await tx.insert(payouts).values({ id, providerId, amountPaise: paise, mode: providerId === 'provider-1' ? 'IMPS' : 'UPI', status: 'in_bank_file', requestedBy: 'schedule', createdAt: new Date(), updatedAt: new Date() });
        await post(tx, {
          key: `payout:${id}`,
          kind: 'payout',
          memo: `payout ${id}`,
          entries: [
            { account: LEDGER_ACCOUNTS.provider(providerId), paise },
            { account: LEDGER_ACCOUNTS.payoutsInTransit, paise: -paise },
          ],
        });
      });
    }
    const page = await newPage(browser, DESKTOP);
    try {
      await openAsUser(page, server.url, '/admin?tab=money', 'admin-1');
      const card = page.getByTestId('bank-files');
      await card.getByTestId('bank-file-waiting').getByText('2 payouts of ₹787.50 wait for a bank file.').waitFor({ timeout: SHOWN_WITHIN_MS });
      await screenshot(page, 'bank-files-waiting-1280');
      await card.getByTestId('make-bank-file').click();
      await card.getByText('A file of 2 payouts, ₹787.50 in all, is ready to download.').waitFor({ timeout: SHOWN_WITHIN_MS });
      const file = card.getByTestId('bank-file').first();
      await file.waitFor();
      const href = await file.getByTestId('bank-file-csv').getAttribute('href');
      const first = await page.context().request.get(`${server.url}${href}`);
      const second = await page.context().request.get(`${server.url}${href}`);
      expect(first.status()).toBe(200);
      expect(await first.text()).toBe(await second.text());
      expect((await first.text()).split('\r\n').filter(Boolean)).toHaveLength(3);
      await file.getByTestId('bank-file-payout').filter({ hasText: 'Ravi Kumar' }).getByRole('button', { name: 'Paid' }).click();
      await file.getByText('1 payout marked paid.').waitFor({ timeout: SHOWN_WITHIN_MS });
      await file.getByTestId('bank-file-payout').filter({ hasText: 'Suresh Gowda' }).getByRole('button', { name: 'Failed' }).click();
      await file.getByText('1 payout marked failed: the money is back in the balance.').waitFor({ timeout: SHOWN_WITHIN_MS });
      await screenshot(page, 'bank-files-marked-1280');
      const rows = await server.app.db.select().from(payouts).where(eq(payouts.status, 'processed'));
      expect(rows.map((r) => r.providerId)).toContain('provider-1');
    } finally {
      await page.close();
    }
    const phone = await newPage(browser, PHONE);
    try {
      await openAsUser(phone, server.url, '/admin?tab=money', 'admin-1');
      await phone.getByTestId('bank-file').first().waitFor({ timeout: SHOWN_WITHIN_MS });
      await phone.getByTestId('bank-files').scrollIntoViewIfNeeded();
      await screenshot(phone, 'bank-files-390');
    } finally {
      await phone.close();
    }
  });
});
