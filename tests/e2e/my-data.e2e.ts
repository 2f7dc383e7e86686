import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { bookings, consents, users } from '../../src/server/db/schema';
import { PRIVACY_NOTICE_VERSION } from '../../src/shared/domain/privacy';
import { httpGateway } from '../../src/server/sms/gateway';
import { startFakeSms } from '../server/fake-sms';
import { BASIC_WASH_BOOKING, insertBasicWashLine, tomorrowSlot } from '../server/persona-matrix-fixtures';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, launchBrowser, newPage, screenshot, startServer, waitForLive, type TestServer } from './harness';

/**
 * "Your data" outside demo mode, at the phone's width: a signed-in customer downloads their data
 * (a ZIP arrives) and deletes the account with the code that reached a fake SMS endpoint; the
 * device forgets them.
 */
let server: TestServer;
let browser: Browser;
let sms: Awaited<ReturnType<typeof startFakeSms>>;
let clock = Date.now();

beforeAll(async () => {
  sms = await startFakeSms();
  server = await startServer({ app: { demoMode: false, seed: 'demo', sms: httpGateway(sms.url, 'e2e-token'), signInCodesPerAddress: 1000 } });
  server.app.signIn.now = () => new Date(clock);
  browser = await launchBrowser({ worker: false });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await sms?.close();
});

async function signIn(page: Page, digits: string, name: string): Promise<void> {
  await page.goto(`${server.url}/sign-in?next=%2Fmy-data`);
  await waitForLive(page);
  clock += 31_000;
  await page.getByLabel('Mobile number').fill(digits);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').waitFor();
  await page.getByLabel('Code').pressSequentially(sms.lastCodeTo(`+91${digits}`));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Your name').fill(name);
  // The notice of what is collected and why, shown at sign-up.
  await page.getByText('What we collect and why').waitFor();
  if (name === 'Leela Menon') await screenshot(page, 'sign-up-notice-390');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * What the app's IndexedDB holds: the stored session's name and how many bookings are mirrored.
 * Nothing while the app has not made its database yet: the read never makes one (an empty one,
 * left open, would hold up the app's own creation of it), and it never keeps the app waiting.
 */
function deviceCopy(page: Page): Promise<{ user: string | null; bookings: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const nothing = { user: null, bookings: 0 };
        const open = indexedDB.open('gaadicare');
        open.onupgradeneeded = () => open.transaction!.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve(nothing) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          db.onversionchange = () => db.close();
          try {
            const tx = db.transaction(['session', 'bookings'], 'readonly');
            const session = tx.objectStore('session').getAll();
            const count = tx.objectStore('bookings').count();
            tx.oncomplete = () => {
              const row = session.result[0] as { user: { name: string } | null } | undefined;
              resolve({ user: row?.user?.name ?? null, bookings: count.result });
              db.close();
            };
            tx.onerror = () => {
              db.close();
              reject(tx.error);
            };
          } catch (error) {
            db.close();
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        };
      }),
  );
}

describe('your data', () => {
  it('a customer downloads their data as a ZIP and deletes the account with a code', async () => {
    const page = await newPage(browser, PHONE);
    try {
      await signIn(page, '9844411122', 'Leela Menon');
      await page.waitForURL(/\/my-data$/);
      await page.getByRole('heading', { name: 'Your data', level: 1 }).waitFor({ timeout: SHOWN_WITHIN_MS });
      const [me] = await server.app.db.select({ id: users.id }).from(users).where(eq(users.phone, '+919844411122'));
      await server.app.db.insert(bookings).values({ id: 'e2e-my-data', customerId: me.id, status: 'completed', scheduledTime: new Date(tomorrowSlot()), location: '4 Residency Road', ...BASIC_WASH_BOOKING });
      await insertBasicWashLine(server.app.db, 'e2e-my-data');
      // The notice was recorded with its version; marketing is off until turned on, and may be turned off again.
      const agreed = await server.app.db.select().from(consents).where(eq(consents.accountId, me.id));
      expect(agreed.map((c) => [c.purpose, c.granted, c.noticeVersion])).toEqual([['notice', true, PRIVACY_NOTICE_VERSION]]);
      const marketing = page.getByRole('switch', { name: 'Offers and news from GaadiCare' });
      await page.getByText('You were shown this notice on').waitFor();
      expect(await marketing.getAttribute('aria-checked')).toBe('false');
      await marketing.click();
      await page.getByText('Your choice was saved').waitFor();
      expect(await marketing.getAttribute('aria-checked')).toBe('true');
      await screenshot(page, 'my-data-390');
      expect((await deviceCopy(page)).user).toBe('Leela Menon');

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^gaadicare-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const bytes = fs.readFileSync((await download.path())!);
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      const files = unzipSync(new Uint8Array(bytes));
      expect(JSON.parse(strFromU8(files['profile.json'])).account).toMatchObject({ name: 'Leela Menon', phone: '+919844411122' });
      expect(JSON.parse(strFromU8(files['bookings.json'])).asCustomer[0]).toMatchObject({ id: 'e2e-my-data', location: '4 Residency Road' });
      await page.getByText('Your data was downloaded').waitFor();

      // A second device signed in to the same account.
      const other = await newPage(browser, PHONE);
      await other.goto(`${server.url}/sign-in?next=%2Fcustomer-dashboard`);
      await waitForLive(other);
      clock += 31_000;
      await other.getByLabel('Mobile number').fill('9844411122');
      await other.getByRole('button', { name: 'Send code' }).click();
      // The code asked for now, not the first device's: it has been sent once the box shows.
      await other.getByLabel('Code').waitFor();
      await other.getByLabel('Code').pressSequentially(sms.lastCodeTo('+919844411122'));
      await other.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(async () => (await deviceCopy(other)).user, { timeout: SHOWN_WITHIN_MS }).toBe('Leela Menon');

      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByText('To confirm, we send a code by SMS to').waitFor();
      clock += 31_000;
      await page.getByRole('button', { name: 'Send the code' }).click();
      await page.getByLabel('Code from the SMS').waitFor();
      await page.getByLabel('Code from the SMS').pressSequentially(sms.lastCodeTo('+919844411122'));
      await screenshot(page, 'my-data-erase-code-390');
      await page.getByRole('button', { name: 'Delete my account for good' }).click();
      await page.getByText('Your account was deleted').waitFor();
      await page.waitForURL(`${server.url}/`);
      await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
      const [row] = await server.app.db.select().from(users).where(eq(users.id, me.id));
      expect(row).toMatchObject({ name: '', phone: null });
      // The device forgot the account: its stored session is nobody's and its bookings are gone.
      expect(await deviceCopy(page)).toEqual({ user: null, bookings: 0 });
      await page.goto(`${server.url}/my-data`);
      await page.getByText('Sign in to download or delete your data.').waitFor({ timeout: SHOWN_WITHIN_MS });
      // The other device finds its session ended when it next asks, and forgets the account too.
      await other.reload();
      await expect.poll(async () => deviceCopy(other), { timeout: SHOWN_WITHIN_MS }).toEqual({ user: null, bookings: 0 });
      await other.close();
    } finally {
      await page.close();
    }
  });

  it('corrects the details and the number, and refuses the deletion with the reason while a booking is under way, at 1,280 px', async () => {
    const page = await newPage(browser, DESKTOP);
    try {
      await signIn(page, '9844411133', 'Omar Sheikh');
      await page.getByRole('heading', { name: 'Your data', level: 1 }).waitFor({ timeout: SHOWN_WITHIN_MS });
      const [me] = await server.app.db.select({ id: users.id }).from(users).where(eq(users.phone, '+919844411133'));
      // The account menu leads here.
      await page.goto(`${server.url}/`);
      await waitForLive(page);
      await page.getByRole('button', { name: 'Account: Omar Sheikh' }).click();
      await screenshot(page, 'account-menu-1280');
      await page.getByRole('link', { name: 'Your data' }).first().click();
      await page.waitForURL(/\/my-data$/);
      await page.getByLabel('E-mail (optional)').waitFor();
      // Corrects the details, then moves to a new number with the code sent there.
      await page.getByLabel('E-mail (optional)').fill('omar@example.in');
      await page.getByLabel('Area (optional)').fill('Frazer Town');
      await page.getByRole('button', { name: 'Save details' }).click();
      await page.getByText('Your details were saved').waitFor();
      clock += 31_000;
      await page.getByLabel('New mobile number').fill('98444 11144');
      await page.getByRole('button', { name: 'Send code to the new number' }).click();
      // Read once the box shows: the code has been sent by then.
      await page.getByRole('textbox', { name: 'Code from the SMS' }).waitFor();
      await page.getByRole('textbox', { name: 'Code from the SMS' }).pressSequentially(sms.lastCodeTo('+919844411144'));
      await page.getByRole('button', { name: 'Change number' }).click();
      await page.getByText('Your mobile number was changed').waitFor();
      await page.getByText('You sign in with +91 98444 11144.').waitFor();
      expect((await server.app.db.select().from(users).where(eq(users.id, me.id)))[0]).toMatchObject({ email: 'omar@example.in', location: 'Frazer Town', phone: '+919844411144' });
      await screenshot(page, 'my-data-details-1280');
      await server.app.db.insert(bookings).values({ id: 'e2e-busy', customerId: me.id, status: 'pending', scheduledTime: new Date(tomorrowSlot()), location: 'MG Road', ...BASIC_WASH_BOOKING });
      await page.getByRole('button', { name: 'Delete my account' }).click();
      clock += 31_000;
      await page.getByRole('button', { name: 'Send the code' }).click();
      // The erasure's code, not the number change's: read once its box shows.
      await page.locator('#erase-code').waitFor();
      await page.locator('#erase-code').pressSequentially(sms.lastCodeTo('+919844411144'));
      await page.getByRole('button', { name: 'Delete my account for good' }).click();
      await page.getByText('Your account cannot be deleted while booking e2e-busy is pending.', { exact: false }).waitFor();
      await screenshot(page, 'my-data-refused-1280');
    } finally {
      await page.close();
    }
  });
});
