import { describe, expect, it } from 'vitest';
import { SHOWN_WITHIN_MS, DESKTOP, newPage, screenshot } from './harness';
import { PersonaApi, createBooking, openAs, startCodeOf, startInDialog, toastText, journeyEnvironment } from './provider-api';

type Booking = { id: string; status: string; selectedProviderId: string | null };
type Bid = { id: string };

const env = journeyEnvironment();

describe('two providers race for one job', () => {
  it("rolls back the loser's offline start with its toast and shows the job as lost", async () => {
    const customer = await PersonaApi.as(env.server.url, 'customer-1');
    const ravi = await PersonaApi.as(env.server.url, 'provider-1');
    const suresh = await PersonaApi.as(env.server.url, 'provider-2');
    const location = 'Race Course Road, Seshadripuram';

    const bookingId = await createBooking(customer, location);
    const bid = await ravi.ok<Bid>('POST', '/api/bids', { bookingId, providerId: 'provider-1', bidAmount: '400.00', estimatedDuration: 60 });
    await customer.ok('PATCH', `/api/bids/${bid.id}/accept`);

    const page = await newPage(env.browser, DESKTOP);
    try {
      await openAs(page, `${env.server.url}/provider-dashboard`, 'Ravi Kumar');
      await page.getByRole('tab', { name: 'Active Jobs' }).click();
      const card = page.getByTestId('active-job').filter({ hasText: location });
      await card.waitFor({ timeout: SHOWN_WITHIN_MS });

      // Ravi's phone loses signal; he taps Start Job and sees it started.
      await page.context().setOffline(true);
      await startInDialog(page, card, (await startCodeOf(customer, bookingId)).code);
      await card.getByText('in progress').waitFor();

      // Meanwhile, from his other device, the job is released, and Suresh wins it.
      await ravi.ok('POST', `/api/bookings/${bookingId}/emergency-release`, { providerId: 'provider-1', reason: 'Vehicle breakdown/malfunction' });
      const rival = await suresh.ok<Bid>('POST', '/api/bids', { bookingId, providerId: 'provider-2', bidAmount: '380.00', estimatedDuration: 45 });
      await customer.ok('PATCH', `/api/bids/${rival.id}/accept`);

      // Signal returns: the replayed start is refused; the start is rolled back and the job listed as lost.
      await page.context().setOffline(false);
      expect(await toastText(page, 'Failed to Start Job', 30_000)).toMatch(/assigned/i);
      const lost = page.getByTestId('lost-job').filter({ hasText: location });
      await lost.waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await lost.innerText()).toMatch(/refused/);
      await card.waitFor({ state: 'detached', timeout: 40_000 });
      await screenshot(page, 'provider-race-lost-desktop');

      const server_ = await customer.ok<Booking>('GET', `/api/bookings/${bookingId}`);
      expect(server_).toMatchObject({ status: 'confirmed', selectedProviderId: 'provider-2' });

      await lost.getByRole('button', { name: 'Dismiss' }).click();
      await lost.waitFor({ state: 'detached' });
    } finally {
      await page.close();
    }
  });
});
