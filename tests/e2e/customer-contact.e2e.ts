import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, describeViolations, holdRequests, newPage, runAxe, screenshot, type TestServer, waitForLive, withServerAndBrowser } from './harness';
import { apiAs, createPendingBooking } from './customer-support';

let server: TestServer;
let browser: Browser;
withServerAndBrowser(
  (s, b) => {
    server = s;
    browser = b;
  },
  { worker: false },
);

async function openContact(page: Page) {
  await page.goto(`${server.url}/contact`);
  await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor({ timeout: SHOWN_WITHIN_MS });
  await waitForLive(page);
}

const box = (page: Page) => page.getByRole('textbox', { name: 'Type your message' });
const lastBot = (page: Page) => page.getByTestId('chat-log').locator('[data-from="bot"]').last();

async function ask(page: Page, text: string): Promise<string> {
  const before = await page.getByTestId('chat-log').locator('[data-from="bot"]').count();
  await box(page).fill(text);
  await box(page).press('Enter');
  await page.getByTestId('chat-log').locator('[data-from="bot"]').nth(before).waitFor({ timeout: SHOWN_WITHIN_MS });
  return (await lastBot(page).textContent()) ?? '';
}

describe('contact page and support chat', () => {
  it('finds a booking by its reference, with a typing pause, and handles unknown ones', async () => {
    const api = await apiAs(server.url, 'customer-1');
    const booking = await createPendingBooking(api);
    await api.dispose();
    const page = await newPage(browser, DESKTOP);
    try {
      // The page is built ahead: words typed before its code has run are still there once it has.
      const release = await holdRequests(page, /\/assets\/contact-page-[^/]+\.js$/);
      await page.goto(`${server.url}/contact`);
      const complaintBox = page.getByRole('textbox', { name: 'Your grievance' });
      await box(page).fill('Typed early');
      await complaintBox.fill('A grievance typed early');
      release();
      await waitForLive(page);
      const send = page.getByRole('button', { name: 'Send', exact: true });
      await expect.poll(() => send.isEnabled()).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await box(page).inputValue()).toBe('Typed early');
      expect(await complaintBox.inputValue()).toBe('A grievance typed early');
      await box(page).fill('   ');
      expect(await send.isDisabled()).toBe(true);

      // Shift+Enter is a new line, not a send.
      await box(page).fill('hello');
      await box(page).press('Shift+Enter');
      expect(await page.getByTestId('chat-log').locator('[data-from="user"]').count()).toBe(0);

      const ref = booking.id.slice(-8).toUpperCase();
      await box(page).fill(`Where is my booking #${ref}?`);
      const sentAt = Date.now();
      await box(page).press('Enter');
      await page.getByTestId('typing').waitFor();
      expect(await send.isDisabled()).toBe(true);
      await page.getByTestId('typing').waitFor({ state: 'detached', timeout: SHOWN_WITHIN_MS });
      expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1_400);
      const reply = (await lastBot(page).textContent()) ?? '';
      expect(reply).toContain(`#${ref}`);
      expect(reply).toContain('Premium Wash');
      expect(reply).toContain('pending');

      expect(await ask(page, 'Track booking #00000000')).toContain("I couldn't find a booking with that ID. Please check the number and try again.");
      // Two seeded providers are active; the answer lists at most three, best rated first.
      const top = await ask(page, 'Who are your top providers?');
      expect(top).toMatch(/1\. Ravi Kumar .+\n2\. Suresh Gowda/);
      expect(top).not.toContain('Meena Das');
      const list = await ask(page, 'show my bookings');
      expect(list).toContain(`#${ref}`);
      expect(list.split('\n').filter((l) => l.startsWith('#')).length).toBeLessThanOrEqual(5);
      await screenshot(page, 'customer-contact-1280');
      const violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('answers offline from what the device has stored, and fits a phone', async () => {
    // Offline after the worker has taken the page over.
    const page = await newPage(browser, PHONE, { worker: true });
    try {
      await openContact(page);
      // Let the first sync store what the offline answers need: who is acting, their booking
      // 6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74 and the rated providers.
      // Read without creating the database or holding it open: either would block the app's own
      // Dexie from creating or upgrading it.
      await page.waitForFunction(
        async () => {
          if (!(await indexedDB.databases()).some((d) => d.name === 'gaadicare')) return false;
          return new Promise<boolean>((resolve) => {
            const open = indexedDB.open('gaadicare');
            open.onsuccess = () => {
              const db = open.result;
              const stores = ['session', 'bookings', 'providerProfiles'];
              if (!stores.every((name) => db.objectStoreNames.contains(name))) {
                db.close();
                resolve(false);
                return;
              }
              const tx = db.transaction(stores, 'readonly');
              const session = tx.objectStore('session').get('current');
              const booking = tx.objectStore('bookings').get('6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74');
              const providers = tx.objectStore('providerProfiles').count();
              tx.oncomplete = () => {
                db.close();
                resolve(session.result?.user?.id === 'customer-1' && booking.result !== undefined && providers.result > 0);
              };
            };
            open.onerror = () => resolve(false);
          });
        },
        undefined,
        { timeout: SHOWN_WITHIN_MS, polling: 500 },
      );
      // The page arrives rendered, so its own code (and its words) may still be on the way: let it
      // land first, and the service worker that keeps it take the page over.
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SHOWN_WITHIN_MS });
      await box(page).waitFor();
      await page.context().setOffline(true);
      expect(await ask(page, 'status of 5F9B1D74')).toContain('Interior Detailing');
      expect(await ask(page, 'best providers')).toContain('1. ');
      expect(await ask(page, 'How much is an oil change?')).toContain('Oil Change: car from ₹899');
      for (const name of ['Track Booking', 'Rate Service', 'Chat Support']) {
        expect(await page.getByRole('button', { name }).isVisible()).toBe(true);
      }
      expect(await page.getByRole('link', { name: 'Report Issue' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'customer-contact-390');
      await page.context().setOffline(false);
      const violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('answers the question asked, in English or Kannada, and passes a complaint to the admin', async () => {
    const page = await newPage(browser, PHONE);
    try {
      await openContact(page);
      await page.waitForLoadState('networkidle');
      expect(await ask(page, 'Can I cancel my booking after a provider is confirmed?')).toMatch(/Once a provider is confirmed you can still cancel on your dashboard: free up to \d+ hours? before its slot, later for a late fee of ₹\d+/);
      expect(await ask(page, 'Can I pay by cash?')).toMatch(/in cash or by UPI to the provider/);
      expect(await ask(page, 'How do I become a provider?')).toMatch(/finish onboarding/);
      expect(await ask(page, 'ನನ್ನ ಬುಕಿಂಗ್ ರದ್ದು ಮಾಡಬಹುದೇ?')).toMatch(/up to \d+ hours? before its slot/);
      const complaint = `The washer scratched my car door, I want a refund! (${Date.now()})`;
      const reply = await ask(page, complaint);
      expect(reply).toMatch(/sorry/);
      expect(reply).toContain('I have passed your message to our team');
      expect(reply).not.toMatch(/top rated/i);
      await screenshot(page, 'customer-contact-complaint-390');
      const admin = await apiAs(server.url, 'admin-1');
      try {
        await expect
          .poll(async () => ((await (await admin.get('/api/support-tickets')).json()) as { message: string }[]).map((t) => t.message), { timeout: SHOWN_WITHIN_MS })
          .toContain(complaint);
      } finally {
        await admin.dispose();
      }
    } finally {
      await page.close();
    }
  });
});

describe('a grievance', () => {
  it('names the officer, is sent about a booking, answered by the admin, and the answer shows on the contact page, at 390 px', async () => {
    const api = await apiAs(server.url, 'customer-1');
    const booking = await createPendingBooking(api);
    const page = await newPage(browser, PHONE);
    try {
      await openContact(page);
      await page.getByTestId('grievance-officer').getByText('Meera Krishnan').waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.getByRole('textbox', { name: 'Your grievance' }).fill('The provider kept my phone number after the job.');
      await page.getByRole('combobox', { name: 'About a booking (optional)' }).selectOption(booking.id);
      await page.getByRole('button', { name: 'Send grievance' }).click();
      await page.getByTestId('toast').filter({ hasText: 'Grievance sent' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      const mineShown = page.getByTestId('my-grievances').locator('li').filter({ hasText: 'The provider kept my phone number after the job.' }).first();
      await mineShown.getByText('Waiting for our answer').waitFor({ timeout: SHOWN_WITHIN_MS });

      const admin = await apiAs(server.url, 'admin-1');
      const tickets = (await (await admin.get('/api/support-tickets')).json()) as { id: string; kind: string; bookingId: string | null; message: string }[];
      const mine = tickets.find((x) => x.message === 'The provider kept my phone number after the job.' && x.kind === 'grievance')!;
      expect(mine).toMatchObject({ kind: 'grievance', bookingId: booking.id });
      const answered = await admin.post(`/api/support-tickets/${mine.id}/answer`, { data: { answer: 'We asked the provider to delete it.' } });
      expect(answered.status(), await answered.text()).toBe(200);
      await admin.dispose();

      await page.reload();
      await page.getByTestId('my-grievances').getByText('We asked the provider to delete it.').first().waitFor({ timeout: SHOWN_WITHIN_MS });
      await screenshot(page, 'contact-grievance-answered-390');
      const serious = await runAxe(page);
      expect(serious, describeViolations(serious)).toEqual([]);
    } finally {
      await api.dispose();
      await page.close();
    }
  });
});
