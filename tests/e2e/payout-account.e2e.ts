import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskUpiId } from '../../src/shared/payments/payout-account';
import { httpGateway } from '../../src/server/sms/gateway';
import { startFakeSms, type FakeSms } from '../server/fake-sms';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, launchBrowser, newPage, screenshot, startServer, type TestServer } from './harness';
import { PersonaApi, openAsUser } from './provider-api';

/**
 * Where a provider is paid, at the phone's width (ADR 093, 069): the details checked before they
 * are sent, then a code sent by SMS to the provider's own number; a wrong code changes nothing.
 * Meena (provider-3) is the demo's provider without an account; her number is +919000000005.
 */
const MEENA = '+919000000005';
let server: TestServer;
let browser: Browser;
let sms: FakeSms;
let clock = Date.now();

beforeAll(async () => {
  sms = await startFakeSms();
  server = await startServer({ app: { demoMode: true, sms: httpGateway(sms.url, 'e2e-token'), signInCodesPerAddress: 1000 } });
  // Each code is asked for past the resend wait.
  server.app.signIn.now = () => new Date(clock);
  browser = await launchBrowser({ worker: false });
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await sms?.close();
});

const wrong = (code: string) => code.slice(0, -1) + String((Number(code.at(-1)) + 1) % 10);

describe('where a provider is paid', () => {
  it('at 390 px: a bank account checked, confirmed with the SMS code (a wrong one changes nothing), shown masked; a change to UPI asks again and holds the next payout', async () => {
    const page = await newPage(browser, PHONE);
    try {
      await openAsUser(page, server.url, '/provider-earnings', 'provider-3');
      const card = page.getByTestId('payout-account');
      await card.getByText('Add a bank account or a UPI ID so your earnings can be paid out to you.').waitFor({ timeout: SHOWN_WITHIN_MS });
      await card.getByLabel('Bank account').click();
      await card.getByLabel("Account holder's name").fill('Meena Das');
      await card.getByLabel('Account number').fill('0012345');
      await card.getByLabel('IFSC').fill('hdfc1001234');
      await card.getByRole('button', { name: 'Save' }).click();
      await card.getByText('Enter the account number: 9 to 18 digits.').waitFor();
      await card.getByText('Enter the IFSC as on your cheque book: 11 characters, the fifth a zero.').waitFor();
      await screenshot(page, 'payout-account-errors-390');
      expect(sms.sent.filter((m) => m.to === MEENA)).toHaveLength(0);

      await card.getByLabel('Account number').fill('001234567890');
      await card.getByLabel('IFSC').fill('hdfc0001234');
      clock += 60_000;
      await card.getByRole('button', { name: 'Save' }).click();
      const step = card.getByTestId('payout-account-code');
      await step.getByText('To keep your money safe, a change needs the code we send by SMS to').waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await step.innerText()).toContain('Demo: the code is written to the server log.');
      const code = sms.lastCodeTo(MEENA);
      await step.getByLabel('Code from the SMS').pressSequentially(wrong(code));
      await step.getByRole('button', { name: 'Save with this code' }).click();
      await step.getByRole('alert').getByText('That code is wrong. 4 tries left.').waitFor({ timeout: SHOWN_WITHIN_MS });
      await screenshot(page, 'payout-account-wrong-code-390');
      const provider = await PersonaApi.as(server.url, 'provider-3');
      expect(await provider.ok('GET', '/api/provider/provider-3/payout-account')).toEqual({ account: null });

      await step.getByLabel('Code from the SMS').pressSequentially(code);
      await screenshot(page, 'payout-account-code-390');
      await step.getByRole('button', { name: 'Save with this code' }).click();
      await card.getByTestId('payout-account-current').getByText('Payouts go to XXXXXXXX7890 · HDFC0001234').waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await card.innerText()).not.toContain('001234567890');
      await screenshot(page, 'payout-account-saved-390');

      await card.getByRole('button', { name: 'Change' }).click();
      await card.getByLabel('UPI ID', { exact: true }).click();
      await card.getByLabel('UPI ID (e.g. name@okhdfcbank)').fill('meena.das@okaxis');
      clock += 60_000;
      await card.getByRole('button', { name: 'Save' }).click();
      await step.getByLabel('Code from the SMS').waitFor({ timeout: SHOWN_WITHIN_MS });
      await step.getByLabel('Code from the SMS').pressSequentially(sms.lastCodeTo(MEENA));
      await step.getByRole('button', { name: 'Save with this code' }).click();
      await card.getByTestId('payout-account-current').getByText(`Payouts go to ${maskUpiId('meena.das@okaxis')}`).waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await card.getByTestId('payout-account-held').innerText()).toMatch(/^Changed recently: the next payout waits until /);
      await screenshot(page, 'payout-account-changed-390');
    } finally {
      await page.close();
    }
    const desktop = await newPage(browser, DESKTOP);
    try {
      await openAsUser(desktop, server.url, '/provider-earnings', 'provider-3');
      await desktop.getByTestId('payout-account-current').waitFor({ timeout: SHOWN_WITHIN_MS });
      await desktop.getByTestId('payout-account').getByRole('button', { name: 'Change' }).click();
      await desktop.getByTestId('payout-account').getByLabel('UPI ID (e.g. name@okhdfcbank)').fill('meena.d@okicici');
      clock += 60_000;
      await desktop.getByTestId('payout-account').getByRole('button', { name: 'Save' }).click();
      await desktop.getByTestId('payout-account-code').waitFor({ timeout: SHOWN_WITHIN_MS });
      await screenshot(desktop, 'payout-account-code-1280');
    } finally {
      await desktop.close();
    }
  });
});
