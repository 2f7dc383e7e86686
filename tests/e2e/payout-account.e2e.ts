import { describe, expect, it } from 'vitest';
import { maskUpiId } from '../../src/shared/payments/payout-account';
import { DESKTOP, PHONE, newPage, screenshot } from './harness';
import { PersonaApi, openAsUser, journeyEnvironment } from './provider-api';

const env = journeyEnvironment();

describe('where a provider is paid', () => {
  it('at 390 px: a bank account checked before it is sent, then shown masked; a change to UPI holds the next payout', async () => {
    const page = await newPage(env.browser, PHONE);
    try {
      await openAsUser(page, env.server.url, '/provider-earnings', 'provider-2');
      const card = page.getByTestId('payout-account');
      const none = card.getByText('Add a bank account or a UPI ID so your earnings can be paid out to you.');
      const change = card.getByRole('button', { name: 'Change' });
      await none.or(change).waitFor({ timeout: 20_000 });
      // A retried run finds the details the first run saved: it changes them the same way.
      const fresh = await none.isVisible();
      if (!fresh) await change.click();
      await card.getByLabel('Bank account').click();
      await card.getByLabel("Account holder's name").fill('Suresh Gowda');
      await card.getByLabel('Account number').fill('0012345');
      await card.getByLabel('IFSC').fill('hdfc1001234');
      await card.getByRole('button', { name: 'Save' }).click();
      await card.getByText('Enter the account number: 9 to 18 digits.').waitFor();
      await card.getByText('Enter the IFSC as on your cheque book: 11 characters, the fifth a zero.').waitFor();
      await screenshot(page, 'payout-account-errors-390');
      const provider = await PersonaApi.as(env.server.url, 'provider-2');
      if (fresh) expect(await provider.ok('GET', '/api/provider/provider-2/payout-account')).toEqual({ account: null });

      await card.getByLabel('Account number').fill('001234567890');
      await card.getByLabel('IFSC').fill('hdfc0001234');
      await card.getByRole('button', { name: 'Save' }).click();
      await card.getByTestId('payout-account-current').getByText('Payouts go to XXXXXXXX7890 · HDFC0001234').waitFor({ timeout: 15_000 });
      expect(await card.innerText()).not.toContain('001234567890');
      await screenshot(page, 'payout-account-saved-390');

      await card.getByRole('button', { name: 'Change' }).click();
      await card.getByLabel('UPI ID', { exact: true }).click();
      await card.getByLabel('UPI ID (e.g. name@okhdfcbank)').fill('suresh.gowda@okaxis');
      await card.getByRole('button', { name: 'Save' }).click();
      await card.getByTestId('payout-account-current').getByText(`Payouts go to ${maskUpiId('suresh.gowda@okaxis')}`).waitFor({ timeout: 15_000 });
      expect(await card.getByTestId('payout-account-held').innerText()).toMatch(/^Changed recently: the next payout waits until /);
      await screenshot(page, 'payout-account-changed-390');
    } finally {
      await page.close();
    }
    const desktop = await newPage(env.browser, DESKTOP);
    try {
      await openAsUser(desktop, env.server.url, '/provider-earnings', 'provider-2');
      await desktop.getByTestId('payout-account-current').waitFor({ timeout: 20_000 });
      await screenshot(desktop, 'payout-account-1280');
    } finally {
      await desktop.close();
    }
  });
});
