import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { coordinateText, distanceKm, matchLocality, type Coordinates } from '../../src/shared/domain/localities';
import { bookingServices, bookings } from '../../src/server/db/schema';
import { placeColumns } from '../../src/server/db/place-columns';
import { bookingTables } from '../../src/client/data/registry/bookings';
import { SHOWN_WITHIN_MS, DESKTOP, launchBrowser, newPage, screenshot, startServer, type TestServer } from './harness';
import { PersonaApi, createBooking, openAs } from './provider-api';
import { countByPath, recordApiTraffic } from './api-traffic';
import { installPageClock } from './page-clock';

let server: TestServer;
let browser: Browser;
let customer: PersonaApi;

const BASE = matchLocality('Indiranagar')!; // provider-1's seeded base, 10 km radius
const NEARBY = 110;
/** How often a provider's open jobs are pulled (10 s). */
const JOBS_POLL_MS = bookingTables.bookings.jobs.pendingBookings.intervalMs;

/** A point `km` from the centre towards `bearing` degrees (flat-earth; fine for a few km). */
function pointAt(centre: Coordinates, km: number, bearing: number): Coordinates {
  const t = (bearing * Math.PI) / 180;
  return { lat: centre.lat + (km / 111.2) * Math.cos(t), lng: centre.lng + (km / (111.2 * Math.cos((centre.lat * Math.PI) / 180))) * Math.sin(t) };
}

/** Copies of the seeded pending booking placed at these points, bookable three days ahead. */
async function insertJobs(prefix: string, points: Coordinates[]): Promise<string[]> {
  const db = server.app.db;
  const [template] = await db.select().from(bookings).where(eq(bookings.status, 'pending')).limit(1);
  const lines = await db.select().from(bookingServices).where(eq(bookingServices.bookingId, template.id));
  const at = new Date(Date.now() + 3 * 86_400_000);
  const rows = points.map((p, i) => ({
    ...template,
    id: `${prefix}-${i + 1}`,
    status: 'pending' as const,
    selectedProviderId: null,
    scheduledTime: at,
    createdAt: new Date(Date.now() - (i + 1) * 60_000),
    location: `${prefix} site ${i + 1}`,
    ...placeColumns(p),
  }));
  // A recorded write, as the app's own: the lists' change state moves.
  await server.app.versions.transaction(
    db,
    async (tx) => {
      await tx.insert(bookings).values(rows);
      await tx.insert(bookingServices).values(rows.flatMap((r) => lines.map((l) => ({ ...l, bookingId: r.id }))));
    },
    () => ['bookings'],
  );
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser({ worker: false });
  customer = await PersonaApi.as(server.url, 'customer-1');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a provider dashboard in a city', () => {
  it('keeps 110 nearby jobs fresh for a minute with a handful of small pulls; far jobs never reach the device', async () => {
    const provider = await PersonaApi.as(server.url, 'provider-1');
    const already = (await provider.ok<unknown[]>('GET', '/api/bookings/pending')).length;
    await insertJobs('near', Array.from({ length: NEARBY - already }, (_, i) => pointAt(BASE, 0.5 + (i % 9), (i * 37) % 360)));
    const far = await insertJobs('far', Array.from({ length: 30 }, (_, i) => pointAt(BASE, 12 + (i % 8), (i * 53) % 360)));
    expect((await provider.ok<unknown[]>('GET', '/api/bookings/pending')).length).toBe(NEARBY);

    const page = await newPage(browser, DESKTOP);
    // The minute is the page's: its polls are its own timers, and its clock (page-clock.ts) skips
    // the waits for them. The server and the network keep real time.
    const clock = await installPageClock(page);
    const recorder = recordApiTraffic(page);
    try {
      await openAs(page, `${server.url}/provider-dashboard`, 'Ravi Kumar');
      await page.getByTestId('available-count').filter({ hasText: String(NEARBY) }).waitFor({ timeout: SHOWN_WITHIN_MS });
      // The first visit has loaded everything; from here on only changes should travel.
      await page.waitForTimeout(2_000);
      await clock.settle();
      recorder.measuring = true;
      const started = await clock.now();

      const places = ['Domlur', 'Ulsoor', 'MG Road', 'Koramangala', 'Frazer Town', 'Richmond Town'];
      for (const [i, area] of places.entries()) {
        const location = `${i + 1} New Street, ${area}`;
        const created = await clock.now();
        await createBooking(customer, location);
        // A job another provider's area takes, far outside this one's radius (the booking form refuses places no provider serves).
        if (i % 2 === 0) far.push(...(await insertJobs(`far-live-${i}`, [pointAt(BASE, 15, i * 60)])));
        // Shown within one poll (10 s) plus the page's own work: the clock skips to the end of
        // this step's interval, and runs on while the poll due then brings the job.
        await clock.skipTo(started + (i + 1) * JOBS_POLL_MS);
        await page.getByTestId('available-job').filter({ hasText: location }).waitFor({ timeout: 13_000 });
        expect((await clock.now()) - created).toBeLessThan(JOBS_POLL_MS + 3_000);
        await clock.settle();
      }
      await clock.skipTo(started + 60_000);
      await recorder.recorded();
      recorder.measuring = false;
      const traffic = recorder.measured;
      await page.getByTestId('available-count').filter({ hasText: String(NEARBY + places.length) }).waitFor({ timeout: 5_000 });
      // The top of the list: the whole of it is a page 32,000 px tall (harness.ts, screenshot).
      await screenshot(page, 'city-dashboard-after-a-minute', { fullPage: false });

      const bytes = traffic.reduce((sum, t) => sum + t.bytes, 0);
      console.log(`one minute: ${traffic.length} requests, ${bytes} bytes`, countByPath(traffic));
      // One pull per collection per interval, not one per job: a handful a minute, a few KB.
      expect(traffic.length).toBeLessThan(30);
      expect(bytes).toBeLessThan(30_000);
      expect(traffic.filter((t) => t.url.includes('/api/bids/booking/'))).toEqual([]);
      // One pull per collection per interval (open jobs and bids every 10 s, assigned jobs every
      // 30 s), none per job: no path names a job.
      const counts = countByPath(traffic);
      expect(counts['/api/sync/jobs']).toBeLessThanOrEqual(8);
      expect(counts['/api/sync/bids'] ?? 0).toBeLessThanOrEqual(8);
      expect(counts['/api/sync/bookings'] ?? 0).toBeLessThanOrEqual(3);
      for (const path of Object.keys(counts)) expect(path).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}|near-\d/);

      // Jobs outside the radius never reached the device: not in any answer, not in IndexedDB.
      for (const body of recorder.seen) for (const id of far) expect(body).not.toContain(id);
      const stored = await page.evaluate(
        () =>
          new Promise<{ id: string; latitude: string | null; longitude: string | null }[]>((resolve, reject) => {
            const open = indexedDB.open('gaadicare');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const all = open.result.transaction('bookings').objectStore('bookings').getAll();
              all.onsuccess = () => resolve(all.result);
              all.onerror = () => reject(all.error);
            };
          }),
      );
      const base = { lat: Number(coordinateText(BASE.lat)), lng: Number(coordinateText(BASE.lng)) };
      for (const row of stored) {
        expect(far).not.toContain(row.id);
        if (row.latitude && row.longitude) expect(distanceKm(base, { lat: Number(row.latitude), lng: Number(row.longitude) })).toBeLessThanOrEqual(10);
      }
    } finally {
      await page.close();
    }
  });
});
