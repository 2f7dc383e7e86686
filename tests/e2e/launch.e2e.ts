import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_ASSESSMENT_QUESTIONS } from '../../src/server/db/seed-data/onboarding';
import { gstinCheckCharacter } from '../../src/shared/domain/gstin';
import { verhoeffCheckDigit } from '../../src/shared/domain/identity-documents';
import { MAX_EARLY_START_MINUTES } from '../../src/shared/domain/slot-rules';
import { httpGateway } from '../../src/server/sms/gateway';
import { makeAdmin } from '../../src/server/modules/users/make-admin';
import { startFakeSms, type FakeSms } from '../server/fake-sms';
import { createThrowawayDatabase, postgresReachable } from '../../bench/lib/postgres';
import { SHOWN_WITHIN_MS, PHONE, launchBrowser, newPage, screenshot, startServer, waitForLive, type TestServer, waitForAppScreen } from './harness';
import { pickBookingDate, samplePng } from './customer-support';
import { toastText } from './provider-api';

/**
 * The launch walk (issue 34): a new operator, a new provider and a new customer on an empty
 * PostgreSQL database outside demo mode, each on a 390 px phone, from the operator's first sign-in
 * to the customer's tax invoice. Skipped when PostgreSQL cannot be reached.
 */
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const reachable = await postgresReachable(ADMIN_URL);

const OPERATOR = '98450 10001';
const CUSTOMER = '98450 10002';
const PROVIDER = '98450 10003';
const e164 = (digits: string) => `+91${digits.replace(/\s/g, '')}`;
const SUPPLIER = {
  name: 'Namma Gaadi Services LLP',
  address: '14 Church Street, Bengaluru, Karnataka 560001',
  gstin: `29ABCDE1234F1Z${gstinCheckCharacter('29ABCDE1234F1Z')}`,
};
const answerOf = new Map(SEED_ASSESSMENT_QUESTIONS.map((q) => [q.question, q]));

let server: TestServer;
let browser: Browser;
let sms: FakeSms;
let dropDatabase: (() => Promise<void>) | undefined;

describe.skipIf(!reachable)(`the launch walk on an empty real-mode database${reachable ? '' : ` (skipped: PostgreSQL not reachable at ${ADMIN_URL})`}`, () => {
  beforeAll(async () => {
    sms = await startFakeSms();
    const database = await createThrowawayDatabase(ADMIN_URL, 'gc_launch');
    dropDatabase = database.drop;
    server = await startServer({ app: { databaseUrl: database.url, demoMode: false, sms: httpGateway(sms.url, 'launch'), signInCodesPerAddress: 1000 } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await dropDatabase?.();
    await sms?.close();
  });

  /** Signs in on the sign-in screen this page is on: the number, the code pasted from the SMS (checked once), a name for a new account. */
  async function signIn(page: Page, digits: string, name: string): Promise<void> {
    await page.getByLabel('Mobile number').fill(digits);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code').waitFor();
    const checks: string[] = [];
    page.on('request', (r) => void (r.url().endsWith('/api/auth/verify') && checks.push(r.method())));
    // Pasted whole: sent at once, and a tap on Sign in after it sends nothing more.
    await page.getByLabel('Code').fill(sms.lastCodeTo(e164(digits)));
    await page.getByLabel('Your name').waitFor({ timeout: SHOWN_WITHIN_MS });
    expect(checks).toEqual(['POST']);
    await page.getByLabel('Your name').fill(name);
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  const enabledSlots = (page: Page) => page.getByRole('radiogroup', { name: 'Time slot' }).locator('button:not([disabled])');

  it('an operator, a provider and a customer launch the city: sign-ins, onboarding, approval, a bid, the job with photos, the invoice', async (ctx) => {
    const started = Date.now();
    const pages: Record<string, Page> = {};
    ctx.onTestFailed(async () => {
      for (const [who, page] of Object.entries(pages)) await screenshot(page, `launch-failed-${who}`).catch(() => undefined);
    });
    // 1. The operator, made as `npm run user:admin` makes one, signs in; the supplier is still empty.
    await makeAdmin(server.app.db, e164(OPERATOR));
    const operator = (pages.operator = await newPage(browser, PHONE));
    await operator.goto(`${server.url}/sign-in?next=%2Fadmin`);
    await signIn(operator, OPERATOR, 'Asha Operator');
    await operator.waitForURL(/\/admin/);
    const banner = operator.getByTestId('supplier-banner');
    await banner.waitFor({ timeout: SHOWN_WITHIN_MS });
    expect(await banner.innerText()).toContain('supplier name, supplier address, GSTIN');
    await screenshot(operator, 'launch-1-operator-banner-390');
    // Jobs booked for a later slot may start now: the walk works its job at once.
    await operator.goto(`${server.url}/admin?tab=settings`);
    const early = operator.getByLabel(/Early start/i);
    await early.fill(String(MAX_EARLY_START_MINUTES));
    await operator.getByRole('button', { name: /^Save/ }).click();
    await toastText(operator, 'System settings updated');

    // 2. The customer, a new number, signs in and names themself; nobody serves yet.
    const customer = (pages.customer = await newPage(browser, PHONE));
    await customer.goto(`${server.url}/sign-in?next=%2Fbook-service`);
    await signIn(customer, CUSTOMER, 'Kavya Customer');
    await customer.waitForURL(/\/book-service/);
    const notice = customer.getByTestId('no-provider-notice');
    await notice.waitFor({ timeout: SHOWN_WITHIN_MS });
    expect(await notice.innerText()).toContain('No provider is taking bookings yet');
    // No week of greyed-out slots for no reason shown: the notice stands in their place.
    expect(await customer.getByRole('radiogroup', { name: 'Time slot' }).count()).toBe(0);
    await screenshot(customer, 'launch-2-customer-nobody-390');

    // 3. The provider, a new number, joins and onboards.
    const provider = (pages.provider = await newPage(browser, PHONE));
    await provider.goto(`${server.url}/sign-in?join=provider`);
    await signIn(provider, PROVIDER, 'Ravi Provider');
    await provider.waitForURL(/\/provider-onboarding/);
    await provider.getByRole('tab', { name: 'Identity' }).click();
    await provider.getByRole('combobox', { name: 'Document type' }).click();
    await provider.getByRole('option', { name: 'Aadhaar Card' }).click();
    const aadhaar = `34567890123${verhoeffCheckDigit('34567890123')}`;
    await provider.getByRole('textbox', { name: 'Document number' }).fill(aadhaar);
    for (const [side, colour] of [['front', '#1d4ed8'], ['back', '#16a34a']] as const) {
      const slot = provider.getByTestId(`identity-photo-${side}`);
      await slot.getByTestId('photo-input').setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: await samplePng(provider, colour, 800, 500) });
      await slot.getByRole('button', { name: 'Upload 1 photo' }).click();
      await slot.getByRole('link', { name: `Open the ${side} photo full size` }).waitFor({ timeout: SHOWN_WITHIN_MS });
    }
    const submit = provider.getByRole('button', { name: 'Submit for Verification' });
    await expect.poll(() => submit.isDisabled(), { timeout: SHOWN_WITHIN_MS }).toBe(false);
    // Shown at once from the device; the operator sees it once the server has it.
    const submitted = provider.waitForResponse((r) => r.url().endsWith('/identity-verification') && r.request().method() === 'POST');
    await submit.click();
    const answered = await submitted;
    // Straight to the server (201), or kept by the worker behind an upload it still holds on a
    // slow link (202): then it must land when the worker replays its queue, before the operator looks.
    expect([201, 202], await answered.text()).toContain(answered.status());
    if (answered.status() === 202) await provider.getByTestId('sync-status').waitFor({ state: 'detached', timeout: SHOWN_WITHIN_MS });
    await provider.getByTestId('identity-pending').filter({ hasText: 'Submitted — waiting for approval' }).waitFor({ timeout: SHOWN_WITHIN_MS });
    await screenshot(provider, 'launch-3-provider-waiting-390');

    // The training film plays to its end (24 s) while the operator reviews.
    await provider.getByRole('tab', { name: 'Video Training' }).click();
    await provider.getByTestId('training-video').evaluate(async (el: HTMLVideoElement) => {
      el.muted = true;
      await el.play();
    });

    // The operator's overview leads with the provider waiting; the operator approves.
    await operator.goto(`${server.url}/admin?tab=overview`);
    const queue = operator.getByTestId('approval-queue');
    await queue.getByTestId('approval-waiting').filter({ hasText: 'Ravi Provider' }).waitFor({ timeout: SHOWN_WITHIN_MS });
    // The banner shows once the settings are on the device, which may be after the queue.
    await operator.getByTestId('supplier-banner').waitFor({ timeout: SHOWN_WITHIN_MS });
    const first = await operator.locator('main section, main [data-testid]').first().getAttribute('data-testid');
    expect(first).toBe('supplier-banner');
    await screenshot(operator, 'launch-3-operator-queue-390');
    await queue.getByRole('link', { name: 'Review in Users' }).click();
    const row = operator.getByTestId('admin-user').filter({ hasText: 'Ravi Provider' });
    await row.getByText('Identity pending review').waitFor({ timeout: SHOWN_WITHIN_MS });
    await row.getByRole('switch', { name: /Verified/ }).click();
    await toastText(operator, 'User verified');

    await provider.getByTestId('video-progress').filter({ hasText: 'Watched to the end' }).waitFor({ timeout: 45_000 });
    await provider.getByRole('tab', { name: 'Etiquette' }).click();
    await provider.getByLabel('I have read these rules and will follow them on every visit.').click();
    await provider.getByRole('button', { name: 'Mark Etiquette Training Complete' }).click();
    await toastText(provider, 'Training Completed');
    await provider.getByRole('tab', { name: 'Assessment' }).click();
    await provider.getByRole('button', { name: 'Start Assessment' }).click({ timeout: SHOWN_WITHIN_MS });
    for (let i = 0; i < 8; i++) {
      await provider.getByText(`Question ${i + 1} of 8`).waitFor();
      const entry = answerOf.get((await provider.locator('fieldset legend').innerText()).trim())!;
      await provider.getByRole('radio', { name: entry.options[entry.answerIndex], exact: true }).click();
      if (i < 7) await provider.getByRole('button', { name: 'Next' }).click();
    }
    await provider.getByRole('button', { name: 'Submit Assessment' }).click();
    await toastText(provider, 'Assessment Passed!');
    await provider.getByTestId('congratulations').waitFor({ timeout: SHOWN_WITHIN_MS });

    // 4. The customer's support chat counts the providers (never an account id); the customer books; the provider bids.
    await Promise.all([customer.waitForResponse((r) => r.url().endsWith('/api/session')), customer.goto(`${server.url}/contact`)]);
    await waitForLive(customer);
    const message = customer.getByRole('textbox', { name: 'Type your message' });
    await message.fill('list providers');
    await message.press('Enter');
    const answer = customer.getByTestId('chat-log').locator('[data-from="bot"]').nth(1);
    await answer.waitFor({ timeout: SHOWN_WITHIN_MS });
    expect(await answer.innerText()).toContain('1 approved provider takes bookings in Bangalore now. None has a rating from customers yet.');
    expect(await answer.innerText()).not.toContain('user-');
    await customer.goto(`${server.url}/book-service`);
    await waitForLive(customer);
    // Today's slots are gone by the evening: tomorrow's are open whatever the time now.
    await pickBookingDate(customer);
    await enabledSlots(customer).first().waitFor({ timeout: SHOWN_WITHIN_MS });
    await customer.getByRole('combobox', { name: 'Car model' }).selectOption('Honda City');
    await customer.getByRole('textbox', { name: 'Address' }).fill('12th Main, Indiranagar');
    await customer.getByRole('button', { name: /^Basic Wash/ }).click();
    await enabledSlots(customer).first().click();
    await customer.getByRole('button', { name: 'Get Provider Quotes' }).click();
    await toastText(customer, 'Booking Created');
    await customer.getByRole('heading', { name: 'Waiting for Provider Bids' }).waitFor({ timeout: SHOWN_WITHIN_MS });

    await provider.goto(`${server.url}/provider-dashboard`);
    const job = provider.getByTestId('available-job').first();
    await job.waitFor({ timeout: SHOWN_WITHIN_MS });
    expect(await job.getByRole('link', { name: 'Open in Maps' }).count()).toBe(0);
    await waitForAppScreen(provider);
    await job.getByRole('button', { name: 'Place Bid' }).click();
    const bidDialog = provider.getByRole('dialog');
    await bidDialog.getByLabel('Bid amount (₹)').fill('450');
    const duration = bidDialog.getByLabel('Estimated duration (minutes)');
    await expect.poll(() => duration.inputValue()).not.toBe('');
    await bidDialog.getByRole('button', { name: 'Submit Bid' }).click();
    await toastText(provider, 'Bid Placed');

    const bid = customer.getByTestId('bid-card').first();
    await bid.waitFor({ timeout: SHOWN_WITHIN_MS });
    const bidText = await bid.innerText();
    expect(bidText).toContain('Ravi Provider');
    // Nothing rated yet and nothing done yet: the record says only that.
    expect(await bid.getByTestId('provider-record').innerText()).toBe('New provider');
    expect(bidText).not.toMatch(/★|\d\.\d ?stars?/);
    // Before acceptance neither side has the other's number.
    expect(await customer.locator(`a[href="tel:${e164(PROVIDER)}"]`).count()).toBe(0);
    expect(await provider.locator(`a[href="tel:${e164(CUSTOMER)}"]`).count()).toBe(0);
    await screenshot(customer, 'launch-4-customer-bid-390');
    await bid.getByRole('button', { name: /Accept bid/ }).click();
    await customer.getByRole('dialog').getByRole('button', { name: /^Accept and pay/ }).click();
    await toastText(customer, 'Bid Accepted');
    await customer.getByRole('heading', { level: 2, name: 'Service Progress' }).waitFor();
    expect(await customer.getByTestId('progress-call-provider').getAttribute('href')).toBe(`tel:${e164(PROVIDER)}`);

    await provider.reload();
    await provider.getByRole('tab', { name: 'Active Jobs' }).click();
    const active = provider.getByTestId('active-job').first();
    await active.waitFor({ timeout: SHOWN_WITHIN_MS });
    expect(await active.getByTestId('job-customer-phone').getByRole('link').getAttribute('href')).toBe(`tel:${e164(CUSTOMER)}`);
    expect(await active.getByTestId('job-directions').getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    await screenshot(provider, 'launch-4-provider-job-390');

    // 5. The customer's before photo, the start code, the provider's after photo.
    await customer.locator('input[type=file]').first().setInputFiles({ name: 'before.png', mimeType: 'image/png', buffer: await samplePng(customer, '#b91c1c', 800, 600) });
    await customer.getByRole('button', { name: 'Upload 1 photo' }).click();
    await toastText(customer, 'Photos Uploaded');
    const code = (await customer.getByTestId('start-code-digits').textContent()) ?? '';
    await active.getByRole('button', { name: 'Start Job' }).click();
    const startDialog = provider.getByRole('dialog');
    await startDialog.getByLabel('Start code').fill(code);
    await startDialog.getByRole('button', { name: 'Start Job' }).click();
    await toastText(provider, 'Job Started');
    await active.getByTestId('photo-input').setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: await samplePng(provider, '#16a34a', 800, 600) });
    await active.getByRole('button', { name: 'Upload 1 photo' }).click();
    await active.getByRole('img', { name: 'After photo 1' }).waitFor({ timeout: SHOWN_WITHIN_MS });
    // No supplier yet: completing is refused, and the reason says so.
    const complete = active.getByRole('button', { name: 'Mark Complete' });
    expect(await complete.isDisabled()).toBe(true);
    expect(await active.getByTestId('blocked-reason').innerText()).toMatch(/tax invoice/i);
    const bookingId = new URL(customer.url()).searchParams.get('booking');
    const refused = await provider.request.post(`${server.url}/api/bookings/${bookingId}/complete`, { headers: { 'Idempotency-Key': crypto.randomUUID() } });
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toMatch(/supplier/i);
    await screenshot(provider, 'launch-5-provider-refused-390');

    // The operator fills the supplier in; the provider completes.
    await operator.goto(`${server.url}/admin?tab=settings`);
    await operator.getByLabel('Supplier name').fill(SUPPLIER.name);
    await operator.getByLabel('Supplier address').fill(SUPPLIER.address);
    await operator.getByLabel('GSTIN').fill(SUPPLIER.gstin);
    await operator.getByRole('button', { name: /^Save/ }).click();
    await toastText(operator, 'System settings updated');
    await banner.waitFor({ state: 'detached' });

    await provider.reload();
    await provider.getByRole('tab', { name: 'Active Jobs' }).click();
    await expect.poll(() => complete.isDisabled(), { timeout: SHOWN_WITHIN_MS }).toBe(false);
    await complete.click();
    await provider.getByRole('dialog').getByRole('button', { name: 'Yes, mark complete' }).click();
    await toastText(provider, 'Job Completed');

    // The customer: feedback with no star chosen, the photos with their captions, the invoice.
    await customer.reload();
    await customer.getByRole('heading', { level: 2, name: 'Feedback' }).waitFor({ timeout: SHOWN_WITHIN_MS });
    expect(await customer.getByRole('radiogroup', { name: 'Overall experience' }).getByRole('radio', { checked: true }).count()).toBe(0);
    await screenshot(customer, 'launch-5-customer-feedback-390');
    await customer.goto(`${server.url}/customer-history`);
    const item = customer.getByTestId('history-item').first();
    await item.waitFor({ timeout: SHOWN_WITHIN_MS });
    expect(await item.getByRole('list', { name: 'Photos' }).getByRole('listitem').count()).toBe(2);
    expect((await item.getByTestId('photo-proof').allInnerTexts()).every((caption) => caption.startsWith('Taken'))).toBe(true);
    // No payment gateway on this server: no "Pay online" that could only be refused, but how to pay.
    expect(await item.getByTestId('pay-online').count()).toBe(0);
    expect(await item.getByTestId('pay-offline-only').innerText()).toContain('Paying online is not set up on this server yet');
    await screenshot(customer, 'launch-5-customer-photos-390');
    await item.getByRole('link', { name: /^Tax invoice/ }).click();
    const invoice = customer.getByTestId('tax-invoice');
    await invoice.waitFor({ timeout: SHOWN_WITHIN_MS });
    expect(await customer.getByTestId('invoice-gstin').innerText()).toBe(SUPPLIER.gstin);
    expect(await invoice.innerText()).toContain(SUPPLIER.name);
    expect(await invoice.innerText()).toContain(SUPPLIER.address);
    await screenshot(customer, 'launch-5-customer-invoice-390');
    // The same history in Kannada: the payment's words too.
    await customer.evaluate(() => localStorage.setItem('gaadicare.locale', 'kn'));
    await customer.goto(`${server.url}/customer-history`);
    await customer.waitForFunction(() => document.documentElement.lang === 'kn-IN');
    await item.getByTestId('pay-offline-only').filter({ hasNotText: 'Paying online' }).waitFor({ timeout: SHOWN_WITHIN_MS });
    await screenshot(customer, 'launch-5-customer-history-kn-390');
    console.log(`launch walk: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (const page of [operator, customer, provider]) await page.close();
  });
});
