import { describe, expect, it } from 'vitest';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, describeViolations, newPage, runAxe, screenshot } from './harness';
import { PersonaApi, createBooking, openAs, openAsUser, startCodeOf, journeyEnvironment } from './provider-api';

type Booking = { id: string; status: string; feedback: { comments: string | null } | null };
type Stats = { totalJobs: number; completedJobs: number; totalEarnings: string };

const env = journeyEnvironment({ worker: false });

describe('provider history', () => {
  it('summarises, lists and filters the provider jobs with their feedback', async () => {
    const customer = await PersonaApi.as(env.server.url, 'customer-1');
    const ravi = await PersonaApi.as(env.server.url, 'provider-1');
    // A job in progress, so the Active tab has one of each kind.
    const location = 'Cubbon Park Gate, MG Road';
    const id = await createBooking(customer, location);
    const bid = await ravi.ok<{ id: string }>('POST', '/api/bids', { bookingId: id, providerId: 'provider-1', bidAmount: '350.00', estimatedDuration: 50 });
    await customer.ok('PATCH', `/api/bids/${bid.id}/accept`);
    await ravi.ok('POST', `/api/bookings/${id}/start`, await startCodeOf(customer, id));

    const history = await ravi.ok<Booking[]>('GET', '/api/history/provider/provider-1');
    const stats = await ravi.ok<Stats>('GET', '/api/provider/provider-1/stats');
    const completed = history.filter((b) => b.status === 'completed');
    const active = history.filter((b) => b.status === 'in_progress' || b.status === 'confirmed');
    expect(active.length).toBeGreaterThanOrEqual(2);

    const page = await newPage(env.browser, DESKTOP);
    try {
      await openAs(page, `${env.server.url}/provider-history`, 'Ravi Kumar');
      const cards = page.getByTestId('history-job');
      await expect.poll(() => cards.count(), { timeout: SHOWN_WITHIN_MS }).toBe(history.length);
      const summary = page.getByRole('region', { name: 'Statistics summary' });
      await summary.getByText('Total Jobs').waitFor();
      expect(await summary.innerText()).toContain(String(stats.totalJobs));

      await page.getByRole('tab', { name: 'Completed' }).click();
      await expect.poll(() => cards.count()).toBe(completed.length);
      const withFeedback = completed.find((b) => b.feedback);
      expect(withFeedback).toBeDefined();
      await page.getByRole('img', { name: /Punctuality: \d out of 5/ }).first().waitFor();
      await page.getByText('/5 overall').first().waitFor();

      await page.getByRole('tab', { name: 'Active' }).click();
      await expect.poll(() => cards.count()).toBe(active.length);
      expect(await cards.first().innerText()).toContain('in progress');
      expect(await cards.first().innerText()).toContain(location);
      expect(await cards.last().innerText()).toContain('confirmed');
      await screenshot(page, 'provider-history-active-desktop');
    } finally {
      await page.close();
    }
  });

  it('shows the empty states for a provider with no jobs', async () => {
    const page = await newPage(env.browser, PHONE);
    try {
      await openAsUser(page, env.server.url, '/provider-history', 'provider-3');
      await page.getByRole('heading', { name: 'No jobs found' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.getByRole('tab', { name: 'Completed' }).click();
      await page.getByRole('heading', { name: 'No completed jobs' }).waitFor();
      await page.getByRole('tab', { name: 'Active' }).click();
      await page.getByRole('heading', { name: 'No active jobs' }).waitFor();
      expect(describeViolations(await runAxe(page))).toBe('');
    } finally {
      await page.close();
    }
  });

  it('looks right and passes axe at phone and desktop width', async () => {
    for (const [viewport, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
      const page = await newPage(env.browser, viewport);
      try {
        await openAs(page, `${env.server.url}/provider-history`, 'Ravi Kumar');
        await page.getByTestId('history-job').first().waitFor({ timeout: SHOWN_WITHIN_MS });
        for (const tab of ['All Jobs', 'Completed', 'Active']) {
          await page.getByRole('tab', { name: tab }).click();
          await page.waitForTimeout(300);
          expect(describeViolations(await runAxe(page)), `${tab} at ${name}`).toBe('');
          await screenshot(page, `provider-history-${tab.toLowerCase().replace(/ /g, '-')}-${name}`);
        }
      } finally {
        await page.close();
      }
    }
  });
});
