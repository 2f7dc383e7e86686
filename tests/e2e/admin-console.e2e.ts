import type { AssessmentDraw } from '../../src/shared/schemas/onboarding';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_PRICING } from '../../src/shared/schemas/admin';
import { DEMO_SETTINGS } from '../../src/server/db/seed-data/supplier';
import { SEED_ASSESSMENT_QUESTIONS } from '../../src/server/db/seed-data/onboarding';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, describeViolations, launchBrowser, newPage, runAxe, screenshot, startServer, type TestServer, type Viewport } from './harness';
import { bookingIdFromUrl, fillBookingForm } from './customer-support';
import { PersonaApi, openAs, slotOn, toastText } from './provider-api';
import { chooseLanguage } from './english-left';
import knChrome from '../../src/client/i18n/locales/kn/chrome.json';
import { formatRupees, toPaise } from '../../src/shared/pricing/money';
import { TRAINING_VIDEO } from '../../src/shared/catalog/training-video';
import { TINY_PNG_BASE64, filmWatched } from '../server/persona-matrix-fixtures';

type Booking = { id: string; status: string; subtotal: string; gst: string; totalAmount: string; platformAmount: string };
type Service = { id: string; name: string; basePrice: string; retired: boolean };

let server: TestServer;
let browser: Browser;
let admin: PersonaApi;
let customer: PersonaApi;
const pages: Page[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser({ worker: false });
  admin = await PersonaApi.as(server.url, 'admin-1');
  customer = await PersonaApi.as(server.url, 'customer-1');
});

afterEach(async () => {
  for (const page of pages.splice(0)) await page.close().catch(() => undefined);
  // Each journey changes platform-wide configuration; put the spec defaults back for the next.
  await admin.ok('PUT', '/api/admin/pricing', DEFAULT_PRICING);
  await admin.ok('PUT', '/api/admin/settings', DEMO_SETTINGS);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function track(page: Page): Promise<Page> {
  pages.push(page);
  return page;
}

/** Opens /admin through the page's own "Continue as Operations Admin" prompt; `worker`: with the service worker. */
async function openAdmin(tab?: string, viewport: Viewport = DESKTOP, worker = false): Promise<Page> {
  const page = await track(await newPage(browser, viewport, { worker }));
  try {
    await openAs(page, `${server.url}/admin${tab ? `?tab=${tab}` : ''}`, 'Operations Admin');
    await page.getByRole('tablist', { name: 'Administrator sections' }).waitFor({ timeout: SHOWN_WITHIN_MS });
  } catch (error) {
    await screenshot(page, 'admin-open-failure');
    throw error;
  }
  return page;
}

/** A fresh device on the booking form, acting as the first-visit persona customer-1. */
async function openBookingForm(): Promise<Page> {
  const page = await track(await newPage(browser, DESKTOP));
  await page.goto(`${server.url}/book-service`);
  await page.getByRole('button', { name: /^Basic Wash/ }).waitFor({ timeout: SHOWN_WITHIN_MS });
  return page;
}

const serviceCard = (page: Page, name: string) =>
  page.getByTestId('admin-service').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('admin console', () => {
  it('GST changed to 12 % after a confirmation (a bad fee said once first), then prices the preview and the stored booking', async () => {
    const page = await openAdmin('pricing');
    const gst = page.getByLabel('GST (%)');
    // The select shows the stored rate once the form has taken the server's values.
    await expect.poll(() => gst.inputValue()).toBe('18');

    // A negative fee: said once, in words, under its field; nothing is sent.
    const fee = page.getByLabel('Platform fee (%)');
    await fee.fill('-5');
    await page.getByRole('button', { name: 'Save Pricing' }).click();
    await page.locator('#pricing-platformFeePercentage-error').getByText('Platform fee must be 0 % or more').waitFor();
    expect(await page.getByText('must be 0 % or more').count()).toBe(1);
    expect(await page.getByText('platformFeePercentage').count()).toBe(0);
    expect((await admin.ok<{ platformFeePercentage: number }>('GET', '/api/admin/pricing')).platformFeePercentage).toBe(DEFAULT_PRICING.platformFeePercentage);
    await fee.fill(String(DEFAULT_PRICING.platformFeePercentage));

    // Only the law's rates are offered, and a new one is saved once confirmed.
    await gst.selectOption('12');
    await page.getByLabel('Sedan multiplier (×)').fill('1.4');
    await page.getByRole('button', { name: 'Save Pricing' }).click();
    await page.getByRole('dialog', { name: 'Change GST from 18 % to 12 %?' }).getByRole('button', { name: 'Change to 12 %' }).click();
    await toastText(page, 'Pricing configuration saved');
    const saved = await admin.ok<typeof DEFAULT_PRICING>('GET', '/api/admin/pricing');
    expect(saved).toMatchObject({ gstPercentage: 12, categoryMultipliers: { sedan: 1.4 } });

    const form = await openBookingForm();
    await fillBookingForm(form, { location: '80 Feet Road, Koramangala', services: ['Basic Wash'] });
    await form.getByText('CGST (6%)').waitFor();
    expect(await form.getByTestId('subtotal').textContent()).toBe('₹299');
    expect(await form.getByTestId('total').textContent()).toBe('₹334.88');

    await form.getByRole('button', { name: 'Get Provider Quotes' }).click();
    await form.waitForURL(/booking=/, { timeout: SHOWN_WITHIN_MS });
    const id = bookingIdFromUrl(form)!;
    const stored = await customer.ok<Booking>('GET', `/api/bookings/${id}`);
    expect(stored).toMatchObject({ subtotal: '299.00', gst: '35.88', totalAmount: '334.88' });
  });

  it('maintenance mode stops a customer from booking, with the reason on screen', async () => {
    const page = await openAdmin('settings');
    const maintenance = page.getByRole('switch', { name: 'Maintenance mode' });
    expect(await maintenance.getAttribute('aria-checked')).toBe('false');
    await maintenance.click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toastText(page, 'System settings updated');
    expect((await admin.ok<{ maintenanceMode: boolean }>('GET', '/api/admin/settings')).maintenanceMode).toBe(true);

    const before = (await customer.ok<unknown[]>('GET', '/api/bookings/customer/customer-1')).length;
    // The booking form reads the settings: it says why up front and keeps submit disabled.
    const form = await openBookingForm();
    await form.getByRole('status').filter({ hasText: /under maintenance/i }).waitFor({ timeout: SHOWN_WITHIN_MS });
    await fillBookingForm(form, { location: '5th Block, Jayanagar', services: ['Basic Wash'] });
    expect(await form.getByRole('button', { name: 'Get Provider Quotes' }).isDisabled()).toBe(true);
    expect(bookingIdFromUrl(form)).toBeNull();
    expect((await customer.ok<unknown[]>('GET', '/api/bookings/customer/customer-1')).length).toBe(before);
  });

  it('a service added, edited and deleted appears, changes and disappears in the booking form', async () => {
    const page = await openAdmin('services');
    await serviceCard(page, 'Basic Wash').waitFor({ timeout: SHOWN_WITHIN_MS });
    await page.getByRole('button', { name: 'Add Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Service' });
    // Spec §5 defaults.
    expect(await dialog.getByLabel('Base price (₹)').inputValue()).toBe('0');
    expect(await dialog.getByLabel('Duration (minutes)').inputValue()).toBe('60');
    expect(await dialog.getByRole('combobox', { name: 'Category' }).textContent()).toContain('Wash');
    expect(await dialog.getByRole('combobox', { name: 'Vehicle type' }).textContent()).toBe('Car');

    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill('Ceramic Foam Wash');
    await dialog.getByLabel('Description', { exact: true }).fill('Snow foam, hand wash and a ceramic top coat.');
    await dialog.getByLabel('Base price (₹)').fill('450');
    await dialog.getByLabel('Duration (minutes)').fill('75');
    await dialog.getByRole('combobox', { name: 'Vehicle type' }).click();
    await page.getByRole('option', { name: 'Car and bike' }).click();
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await toastText(page, 'Service created successfully');
    await dialog.waitFor({ state: 'detached' });
    await serviceCard(page, 'Ceramic Foam Wash').getByText('Car & bike').waitFor();

    const form = await openBookingForm();
    const offered = form.getByRole('button', { name: /^Ceramic Foam Wash/ });
    await offered.waitFor({ timeout: SHOWN_WITHIN_MS });
    expect(await offered.textContent()).toContain('₹450');

    await page.getByRole('button', { name: 'Edit Ceramic Foam Wash' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Service' });
    expect(await edit.getByLabel('Name', { exact: true }).inputValue()).toBe('Ceramic Foam Wash');
    await edit.getByLabel('Base price (₹)').fill('520');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(page, 'Service updated successfully');
    await serviceCard(page, 'Ceramic Foam Wash').getByText('₹520').waitFor();

    await form.reload();
    await form.getByRole('button', { name: /^Ceramic Foam Wash/ }).filter({ hasText: '₹520' }).waitFor({ timeout: SHOWN_WITHIN_MS });

    await page.getByRole('button', { name: 'Delete Ceramic Foam Wash' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/will be removed from the catalogue/).waitFor();
    await confirm.getByRole('button', { name: 'Delete Service' }).click();
    await toastText(page, 'Service deleted successfully');
    await serviceCard(page, 'Ceramic Foam Wash').waitFor({ state: 'detached' });

    await form.reload();
    await form.getByRole('button', { name: /^Basic Wash/ }).waitFor({ timeout: SHOWN_WITHIN_MS });
    // The form shows the stored catalogue at once, then the refresh drops the deleted service.
    await form.getByRole('button', { name: /^Ceramic Foam Wash/ }).waitFor({ state: 'detached', timeout: SHOWN_WITHIN_MS });
    const catalogue = await admin.ok<Service[]>('GET', '/api/services?includeRetired=true');
    expect(catalogue.some((s) => s.name === 'Ceramic Foam Wash')).toBe(false);
  });

  it('a Kannada name the admin writes shows on a Kannada phone\'s booking form, also offline after a reload', async () => {
    // Unique per attempt: a retried attempt must not find the first one's service.
    const name = `Ceramic Shine ${Date.now().toString(36)}`;
    const kannada = 'ಸೆರಾಮಿಕ್ ಹೊಳಪು';
    const kannadaDescription = 'ಫೋಮ್ ತೊಳೆತ ಮತ್ತು ಸೆರಾಮಿಕ್ ಲೇಪನ.';
    const page = await openAdmin('services', PHONE);
    await serviceCard(page, 'Basic Wash').waitFor({ timeout: SHOWN_WITHIN_MS });
    await page.getByRole('button', { name: 'Add Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Service' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Description', { exact: true }).fill('Foam wash and a ceramic top coat.');
    await dialog.getByLabel('Base price (₹)').fill('650');
    // Too long first: said once, under its field, naming the field, the language and the limit.
    const kannadaName = dialog.getByLabel('Name in Kannada (ಕನ್ನಡ)');
    expect(await kannadaName.getAttribute('lang')).toBe('kn');
    await kannadaName.fill('ಕ'.repeat(101));
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await dialog.locator('#service-nameKn-error').getByText('Name in Kannada must be at most 100 characters').waitFor();
    expect(await page.getByText('must be at most 100 characters').count()).toBe(1);
    await kannadaName.fill(kannada);
    await dialog.getByLabel('Description in Kannada (ಕನ್ನಡ)').fill(kannadaDescription);
    await screenshot(page, 'admin-service-kannada-390');
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await toastText(page, 'Service created successfully');
    await dialog.waitFor({ state: 'detached' });
    await serviceCard(page, name).getByTestId('translation-status').getByText('Kannada: written · Hindi: missing, English shows').waitFor();
    const stored = (await admin.ok<(Service & { nameKn: string })[]>('GET', '/api/services')).find((s) => s.name === name);
    expect(stored?.nameKn).toBe(kannada);

    // A customer who reads Kannada sees the admin's words on the booking form, not the English.
    // The offline reload below is answered by the service worker.
    const form = await track(await newPage(browser, PHONE, { worker: true }));
    await chooseLanguage(form, 'kn');
    await form.goto(`${server.url}/book-service`);
    const card = form.locator('button[aria-pressed]').filter({ hasText: kannada });
    await card.waitFor({ timeout: SHOWN_WITHIN_MS });
    expect(await card.textContent()).toContain(kannadaDescription);
    expect(await card.textContent()).not.toContain(name);
    await card.scrollIntoViewIfNeeded();
    await screenshot(form, 'booking-kn-admin-written-390');

    // Offline after a reload: the device's copy of the catalogue still says it in Kannada.
    await form.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SHOWN_WITHIN_MS });
    await form.context().setOffline(true);
    await form.reload();
    await form.getByText(knChrome['chrome.offline']).waitFor({ timeout: SHOWN_WITHIN_MS });
    await form.locator('button[aria-pressed]').filter({ hasText: kannada }).waitFor({ timeout: SHOWN_WITHIN_MS });
    expect(await form.locator('button[aria-pressed]').filter({ hasText: name }).count()).toBe(0);
    await form.context().setOffline(false);

    // The same two screens at desktop width, to look at.
    const wide = await openAdmin('services', DESKTOP);
    await wide.getByRole('button', { name: `Edit ${name}` }).click();
    await wide.getByRole('dialog', { name: 'Edit Service' }).getByLabel('Name in Kannada (ಕನ್ನಡ)').waitFor();
    await screenshot(wide, 'admin-service-kannada-1280');
    await wide.getByRole('dialog', { name: 'Edit Service' }).getByRole('button', { name: 'Cancel' }).click();
    // A tool's words are edited alike.
    const tool = wide.getByTestId('admin-tool').filter({ has: wide.getByRole('heading', { name: 'Foam Cannon Kit', exact: true }) });
    await tool.getByRole('button', { name: 'Edit Foam Cannon Kit' }).click();
    const toolDialog = wide.getByRole('dialog', { name: 'Edit Tool' });
    await toolDialog.getByLabel('Name in Hindi (हिन्दी)').fill('फोम कैनन किट');
    await screenshot(wide, 'admin-tool-hindi-1280');
    await toolDialog.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(wide, 'Tool updated successfully');
    await tool.getByTestId('translation-status').getByText('Kannada: built-in · Hindi: written').waitFor();
    expect((await admin.ok<{ id: string; nameHi: string }[]>('GET', '/api/tools')).find((x) => x.id === 'tool-foam-cannon')?.nameHi).toBe('फोम कैनन किट');
    const wideForm = await track(await newPage(browser, DESKTOP));
    await chooseLanguage(wideForm, 'kn');
    await wideForm.goto(`${server.url}/book-service`);
    await wideForm.locator('button[aria-pressed]').filter({ hasText: kannada }).waitFor({ timeout: SHOWN_WITHIN_MS });
    await screenshot(wideForm, 'booking-kn-admin-written-1280');
    await admin.ok('DELETE', `/api/services/${stored!.id}`);
  });

  it('deleting a service that bookings used retires it: listed as Retired, gone from booking', async () => {
    // Unique per attempt: a retried attempt must not find the first one's service.
    const name = `Retiring Rinse ${Date.now().toString(36)}`;
    const service = await admin.ok<Service>('POST', '/api/services', {
      name,
      description: 'A quick rinse',
      basePrice: '250.00',
      duration: 30,
      vehicleType: 'car',
      category: 'wash',
    });
    await customer.ok('POST', '/api/bookings', {
      customerId: 'customer-1',
      serviceIds: [service.id],
      vehicleType: 'car',
      location: 'HSR Layout',
      scheduledTime: slotOn(2, 11),
    });

    const page = await openAdmin('services');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/it will be retired/).waitFor();
    await confirm.getByRole('button', { name: 'Delete Service' }).click();
    await toastText(page, 'Service deleted successfully');
    const retired = page.getByTestId('retired-service').filter({ hasText: name });
    await retired.getByText('Retired', { exact: true }).waitFor();
    await page.getByText(/booking history keeps their names and prices/).waitFor();
    await serviceCard(page, name).waitFor({ state: 'detached' });

    const forBooking = await customer.ok<Service[]>('GET', '/api/services');
    expect(forBooking.some((s) => s.id === service.id)).toBe(false);
    const all = await admin.ok<Service[]>('GET', '/api/services?includeRetired=true');
    expect(all.find((s) => s.id === service.id)?.retired).toBe(true);

    // A reload rebuilds the list from the mirrors alone.
    await page.reload();
    await page.getByTestId('retired-service').filter({ hasText: name }).waitFor({ timeout: SHOWN_WITHIN_MS });
  });

  it("the verified switch approves provider-3's identity and lets onboarding complete", async () => {
    const provider3 = await PersonaApi.as(server.url, 'provider-3');
    await provider3.uploadIdentityPhoto('front', Buffer.from(TINY_PNG_BASE64, 'base64'));
    await provider3.ok('POST', '/api/provider/provider-3/identity-verification', { documentType: 'passport', documentNumber: 'M7654321' });
    // A bare call cannot complete the video step: the film must have had time to play since it started.
    expect((await provider3.call('POST', '/api/provider/provider-3/complete-training', { trainingType: 'video' })).status).toBe(409);
    await provider3.ok('POST', '/api/provider/provider-3/training-video/start');
    await filmWatched(server.app.db, 'provider-3', TRAINING_VIDEO.durationSeconds);
    await provider3.ok('POST', '/api/provider/provider-3/complete-training', { trainingType: 'video' });
    await provider3.ok('POST', '/api/provider/provider-3/complete-training', { trainingType: 'etiquette' });
    const blocked = await provider3.call('POST', '/api/assessment/draw', { providerId: 'provider-3' });
    expect(blocked.status).toBe(409);

    // The overview leads with who waits for approval, and for how long.
    const overview = await openAdmin('overview');
    const queue = overview.getByTestId('approval-queue');
    await queue.getByTestId('approval-waiting').filter({ hasText: 'Meena Das' }).getByText(/^Waiting (under an hour|\d+ h|\d+ days)$/).waitFor({ timeout: SHOWN_WITHIN_MS });
    const [queueBox, figuresBox] = [await queue.boundingBox(), await overview.getByTestId('total-revenue').boundingBox()];
    expect(queueBox!.y).toBeLessThan(figuresBox!.y);
    await screenshot(overview, 'admin-overview-approval-queue');
    await overview.close();

    const page = await openAdmin('users');
    const row = page.getByTestId('admin-user').filter({ hasText: 'Meena Das' });
    await row.getByText('Identity pending review').waitFor({ timeout: SHOWN_WITHIN_MS });
    // The admin sees the document's photo before approving, and can open it full size.
    const review = row.getByTestId('identity-review');
    await review.getByRole('img', { name: "front of Meena Das's document" }).waitFor({ timeout: SHOWN_WITHIN_MS });
    expect(await review.innerText()).toContain('Passport');
    const full = await review.getByRole('link', { name: "Open the front of Meena Das's document full size" }).getAttribute('href');
    const opened = await page.request.get(`${server.url}${full}`);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('image/jpeg');
    expect(await provider3.statusOf(full!)).toBe(200);
    expect(await customer.statusOf(full!)).toBe(403);
    const toggle = row.getByRole('switch', { name: /Verified/ });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await toastText(page, 'User verified');
    await row.getByText('Identity pending review').waitFor({ state: 'detached', timeout: SHOWN_WITHIN_MS });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');

    const status = await provider3.ok<{ identityVerified: boolean; identityPending: boolean }>('GET', '/api/provider/provider-3/verification-status');
    expect(status).toMatchObject({ identityVerified: true, identityPending: false });
    const draw = await provider3.ok<AssessmentDraw>('POST', '/api/assessment/draw', { providerId: 'provider-3' });
    const result = await provider3.ok<{ passed: boolean }>('POST', '/api/assessment/submit', { providerId: 'provider-3', drawToken: draw.token, answers: rightAnswers(draw), timeSpent: 300 });
    expect(result.passed).toBe(true);
    expect(await provider3.ok('GET', '/api/provider/provider-3/verification-status')).toMatchObject({ canActivateProfile: true });
    const users = await admin.ok<{ id: string; isVerified: boolean }[]>('GET', '/api/users');
    expect(users.find((u) => u.id === 'provider-3')?.isVerified).toBe(true);
  });

  it('with cancellations switched off the server refuses Cancel (409); switched on again it allows it', async () => {
    const page = await openAdmin('settings');
    const allow = page.getByRole('switch', { name: 'Allow cancellations' });
    expect(await allow.getAttribute('aria-checked')).toBe('true');
    await allow.click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toastText(page, 'System settings updated');

    const booking = await customer.ok<Booking>('POST', '/api/bookings', {
      customerId: 'customer-1',
      serviceIds: ['svc-basic-wash'],
      vehicleType: 'car',
      location: 'Indiranagar',
      scheduledTime: slotOn(4, 12),
    });
    const refused = await customer.call<{ message: string }>('POST', `/api/bookings/${booking.id}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/cancel/i);

    await allow.click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    // The first save's toast may still be showing: wait for the server to hold the new value.
    await expect
      .poll(async () => (await admin.ok<{ allowCancellations: boolean }>('GET', '/api/admin/settings')).allowCancellations, { timeout: SHOWN_WITHIN_MS })
      .toBe(true);
    const cancelled = await customer.ok<Booking>('POST', `/api/bookings/${booking.id}/cancel`);
    expect(cancelled.status).toBe('cancelled');
  });

  it('overview and bookings figures match the server', async () => {
    const page = await openAdmin();
    const bookings = await admin.ok<Booking[]>('GET', '/api/bookings');
    const completed = bookings.filter((b) => b.status === 'completed');
    const rupees = (pick: (b: Booking) => string) => formatRupees(completed.reduce((sum, b) => sum + toPaise(pick(b)), 0));
    await page.getByTestId('admin-booking').first().waitFor({ timeout: SHOWN_WITHIN_MS });
    expect(await page.getByTestId('total-revenue').textContent()).toBe(rupees((b) => b.totalAmount));
    expect(await page.getByTestId('platform-revenue').textContent()).toBe(rupees((b) => b.platformAmount));
    expect(await page.getByTestId('pending-bookings').textContent()).toBe(String(bookings.filter((b) => b.status === 'pending').length));
    const users = await admin.ok<{ isVerified: boolean }[]>('GET', '/api/users');
    expect(await page.getByTestId('verified-users').textContent()).toBe(String(users.filter((u) => u.isVerified).length));
    expect(await page.getByTestId('admin-booking').count()).toBe(Math.min(5, bookings.length));

    await page.getByRole('tab', { name: 'Bookings' }).click();
    await page.getByText(`${bookings.length} of ${bookings.length} bookings`).waitFor();
    expect(await page.getByTestId('admin-booking').count()).toBe(bookings.length);
    const cancelled = bookings.find((b) => b.status === 'cancelled' || b.status === 'emergency_released');
    if (cancelled) {
      const badge = page.locator(`[data-booking-id="${cancelled.id}"]`).getByTestId('booking-status');
      expect(await badge.textContent()).toBe(cancelled.status.replace(/_/g, ' '));
      expect(await badge.getAttribute('class')).toContain('bg-red-100');
    }
  });

  it('offline: shows the mirrored console and queues a settings change until the network is back', async () => {
    const page = await openAdmin('settings', DESKTOP, true);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SHOWN_WITHIN_MS });
    await page.getByRole('switch', { name: 'Auto accept bids' }).waitFor();
    const context = page.context();
    await context.setOffline(true);
    await page.reload();
    await page.getByText("You're offline. Some features may be limited.").waitFor({ timeout: SHOWN_WITHIN_MS });
    const autoAccept = page.getByRole('switch', { name: 'Auto accept bids' });
    await autoAccept.waitFor({ timeout: SHOWN_WITHIN_MS });

    await autoAccept.click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toastText(page, "Saved — will sync when you're back online");
    await page.getByText('Waiting to sync', { exact: true }).waitFor();
    expect((await admin.ok<{ autoAcceptBids: boolean }>('GET', '/api/admin/settings')).autoAcceptBids).toBe(false);

    await context.setOffline(false);
    await toastText(page, 'System settings updated', 30_000);
    await page.getByText('Waiting to sync', { exact: true }).waitFor({ state: 'detached', timeout: SHOWN_WITHIN_MS });
    expect((await admin.ok<{ autoAcceptBids: boolean }>('GET', '/api/admin/settings')).autoAcceptBids).toBe(true);
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('every tab passes axe (no serious or critical) at %s width; screenshots saved', async (name, viewport) => {
    const page = await openAdmin(undefined, viewport);
    await page.getByTestId('admin-booking').first().waitFor({ timeout: SHOWN_WITHIN_MS });
    for (const tab of ['Overview', 'Pricing', 'Services', 'Users', 'Bookings', 'Settings']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).waitFor();
      // Let the tab's own mirrors (e.g. provider verification) land before judging it.
      await page.waitForTimeout(400);
      const violations = await runAxe(page);
      expect(violations, `${tab}: ${describeViolations(violations)}`).toEqual([]);
      await screenshot(page, `admin-${tab.toLowerCase()}-${name}`);
    }
    await page.getByRole('tab', { name: 'Services' }).click();
    await page.getByRole('button', { name: 'Add Service' }).click();
    await page.getByRole('dialog', { name: 'Add Service' }).waitFor();
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await screenshot(page, `admin-add-service-${name}`);
  });
});

/** The right answer to each question of a draw, by the option's text in the seeded bank. */
function rightAnswers(draw: AssessmentDraw): { questionId: string; optionIndex: number }[] {
  return draw.questions.map((q) => {
    const entry = SEED_ASSESSMENT_QUESTIONS.find((s) => s.id === q.id)!;
    return { questionId: q.id, optionIndex: q.options.indexOf(entry.options[entry.answerIndex]!) };
  });
}
