import { describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { SHOWN_WITHIN_MS, ARTIFACTS_DIR, DESKTOP, PHONE, newPage, screenshot } from './harness';
import { PersonaApi, openAsUser, journeyEnvironment } from './provider-api';

const env = journeyEnvironment({ worker: false });

interface Rental {
  id: string;
  toolId: string;
  status: string;
  payment: { status: string; method: string | null };
  deposit: { status: string; damage: string; back: string; reason: string | null } | null;
}

/** One part of the screen as it shows (the dialog, a card): the whole page is several screens tall. */
async function shot(part: Locator, name: string): Promise<void> {
  await part.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('a tool rental paid online, its deposit refunded less damage', () => {
  it('the customer rents at 390 px and pays in the test checkout; the operator settles the deposit with damage; the rest comes back once', async () => {
    const customer = await PersonaApi.as(env.server.url, 'customer-1');
    const steamCleaner = async () => (await customer.ok<Rental[]>('GET', '/api/tool-rentals/customer/customer-1')).find((r) => r.toolId === 'tool-steam-cleaner');
    const page = await newPage(env.browser, PHONE);
    let rentalId = '';
    try {
      await openAsUser(page, env.server.url, '/tool-rental', 'customer-1');
      const card = page.getByTestId('tool-card').filter({ hasText: 'Steam Cleaner' });
      await card.getByRole('button', { name: 'Rent Now · ₹2,150' }).click();
      const dialog = page.getByRole('dialog');
      const online = dialog.getByRole('radio', { name: /Online now/ });
      await online.waitFor();
      expect(await online.isChecked()).toBe(true);
      await shot(dialog, 'tool-rent-dialog-390');
      await dialog.getByRole('button', { name: 'Rent and Pay · ₹2,150' }).click();
      await page.waitForURL(/\/test-gateway\/checkout/, { timeout: SHOWN_WITHIN_MS });
      await page.getByRole('button', { name: 'Pay ₹2150.00' }).click();
      await page.waitForURL(/\/tool-rental/, { timeout: SHOWN_WITHIN_MS });
      await card.getByTestId('rental-payment').getByText('Paid online: ₹2,150').waitFor({ timeout: SHOWN_WITHIN_MS });
      await shot(card, 'tool-rental-paid-390');
      const rental = (await steamCleaner())!;
      expect(rental.payment).toEqual({ status: 'paid', method: 'online', paidAt: expect.any(String) });
      rentalId = rental.id;
      await customer.ok('POST', `/api/tool-rentals/${rentalId}/return`);
    } finally {
      await page.close();
    }

    const console = await newPage(env.browser, PHONE);
    try {
      await openAsUser(console, env.server.url, '/admin?tab=money', 'admin-1');
      const row = console.getByTestId('admin-rental').filter({ hasText: 'Steam Cleaner' }).first();
      const form = row.getByTestId('settle-deposit');
      await form.waitFor({ timeout: SHOWN_WITHIN_MS });
      await form.getByLabel('Damage (₹, up to ₹1,800)').fill('2000');
      await form.getByLabel('What was damaged').fill('Steam nozzle cracked');
      await form.getByRole('button', { name: 'Settle deposit' }).click();
      expect(await form.getByRole('alert').innerText()).toBe('Damage of ₹2,000 is more than the ₹1,800 deposit');
      await form.getByLabel('Damage (₹, up to ₹1,800)').fill('300');
      await shot(row, 'admin-rental-settle-form-390');
      await form.getByRole('button', { name: 'Settle deposit' }).click();
      await row.getByRole('status').getByText('Deposit settled: ₹1,500 goes back to the customer.').waitFor({ timeout: SHOWN_WITHIN_MS });
      await shot(row, 'admin-rental-settled-390');
      const refunded = await until(steamCleaner, (r) => r?.deposit?.status === 'refunded');
      expect(refunded!.deposit).toMatchObject({ status: 'refunded', damage: '300.00', back: '1500.00', reason: 'Steam nozzle cracked' });
      // A second settlement is refused; nothing is refunded twice.
      const admin = await PersonaApi.as(env.server.url, 'admin-1');
      const again = await admin.call('POST', `/api/admin/tool-rentals/${rentalId}/deposit`, { damage: '0' });
      expect(again.status).toBe(409);
      await console.reload();
      await console.getByTestId('admin-rental').filter({ hasText: 'Steam Cleaner' }).first().getByText('Deposit ₹1,500 refunded').waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await console.getByTestId('trial-balance-total').innerText()).toBe('₹0');
      await shot(console.getByTestId('admin-rentals'), 'admin-rentals-390');
      const audit = await admin.ok<{ events: { action: string; subject: string | null }[] }>('GET', '/api/admin/audit?action=rental.deposit-settle');
      expect(audit.events.filter((e) => e.subject === rentalId)).toHaveLength(1);
    } finally {
      await console.close();
    }

    const wide = await newPage(env.browser, DESKTOP);
    try {
      await openAsUser(wide, env.server.url, '/admin?tab=money', 'admin-1');
      await wide.getByTestId('admin-rentals').waitFor({ timeout: SHOWN_WITHIN_MS });
      await screenshot(wide, 'admin-rentals-1280');
    } finally {
      await wide.close();
    }

    for (const [viewport, name] of [
      [PHONE, '390'],
      [DESKTOP, '1280'],
    ] as const) {
      const dash = await newPage(env.browser, viewport);
      try {
        await openAsUser(dash, env.server.url, '/customer-dashboard', 'customer-1');
        await dash.getByRole('tab', { name: 'Tool Rentals' }).click();
        const row = dash.getByTestId('rental-row').filter({ hasText: 'Steam Cleaner' });
        await row.getByTestId('rental-deposit').getByText('Deposit ₹1,500 refunded').waitFor({ timeout: SHOWN_WITHIN_MS });
        expect(await row.getByTestId('rental-damage').innerText()).toBe('Kept for damage: ₹300 (Steam nozzle cracked)');
        await shot(row, `customer-rental-deposit-${name}`);
        await screenshot(dash, `customer-rentals-${name}`);
      } finally {
        await dash.close();
      }
    }
  });
});
