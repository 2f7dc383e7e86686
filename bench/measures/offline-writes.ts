/**
 * 6. Writes made offline: the page POSTs rent/return pairs for one tool with the network off, so
 * the service worker queues each (202, X-Queued-By). Back online, the page's 'online' handler
 * asks the worker to replay; the clock runs from reconnecting until the server holds every
 * rental, returned, and the worker's queue is empty. Duplicates: rentals beyond the expected
 * ones plus replays the server refused (a write applied twice would be refused with 409).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { toolRentals } from '../../src/server/db/schema';
import type { InProcessApp } from '../lib/app-server';
import { newBenchContext } from '../lib/browser';
import { fmt, type Row } from '../lib/table';

const CUSTOMER = 'customer-1';
const SYNC_CHANNEL = 'gaadicare-sync';

async function freeTool(server: InProcessApp): Promise<string> {
  const active = await server.app.db.select({ toolId: toolRentals.toolId }).from(toolRentals).where(eq(toolRentals.status, 'active'));
  const busy = new Set(active.map((r) => r.toolId));
  for (const id of ['tool-jump-starter', 'tool-polisher', 'tool-vacuum', 'tool-steam-cleaner']) if (!busy.has(id)) return id;
  throw new Error('no free tool to rent');
}

export async function measureOfflineWrites(browser: Browser, server: InProcessApp, writes: number): Promise<{ rows: Row[]; detail: string }> {
  const pairs = Math.max(1, Math.floor(writes / 2));
  const toolId = await freeTool(server);
  const context = await newBenchContext(browser, { viewport: { width: 1280, height: 800 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/tool-rental`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: /Tool Rental Service/ }).waitFor();
    // Outcomes the worker reports while replaying, counted by kind.
    await page.evaluate((channel) => {
      const counts: Record<string, number> = {};
      (window as unknown as { __benchOutcomes: Record<string, number> }).__benchOutcomes = counts;
      new BroadcastChannel(channel).onmessage = (event: MessageEvent<{ type: string; outcome?: string }>) => {
        if (event.data.type === 'OUTCOME' && event.data.outcome) counts[event.data.outcome] = (counts[event.data.outcome] ?? 0) + 1;
      };
    }, SYNC_CHANNEL);

    await context.setOffline(true);
    const made = await page.evaluate(
      async ({ pairs, toolId, customerId }) => {
        const ids: string[] = [];
        let queued = 0;
        const post = async (url: string, body?: object) => {
          const res = await fetch(url, {
            method: 'POST',
            headers: body ? { 'content-type': 'application/json' } : {},
            body: body ? JSON.stringify(body) : undefined,
          });
          if (res.status === 202 && res.headers.get('x-queued-by') === 'service-worker') queued += 1;
        };
        for (let i = 0; i < pairs; i++) {
          const id = crypto.randomUUID();
          ids.push(id);
          await post('/api/tool-rentals', { id, toolId, customerId });
          await post(`/api/tool-rentals/${id}/return`);
        }
        return { ids, queued };
      },
      { pairs, toolId, customerId: CUSTOMER },
    );
    const beforeOnline = await server.app.db.select({ id: toolRentals.id }).from(toolRentals).where(inArray(toolRentals.id, made.ids));

    const started = performance.now();
    await context.setOffline(false);
    const deadline = started + 60_000;
    let drainedMs = Number.NaN;
    while (performance.now() < deadline) {
      const returned = await server.app.db
        .select({ id: toolRentals.id })
        .from(toolRentals)
        .where(and(inArray(toolRentals.id, made.ids), eq(toolRentals.status, 'returned')));
      if (returned.length === pairs) {
        drainedMs = performance.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    // Let any stray replay land before counting.
    await page.waitForTimeout(1500);
    const all = await server.app.db.select({ id: toolRentals.id, status: toolRentals.status }).from(toolRentals).where(eq(toolRentals.toolId, toolId));
    const ours = all.filter((r) => made.ids.includes(r.id));
    const extra = all.length - ours.length;
    const outcomes = await page.evaluate(() => (window as unknown as { __benchOutcomes: Record<string, number> }).__benchOutcomes);
    const refused = (outcomes.rejected ?? 0) + (outcomes.blocked ?? 0);
    const duplicates = extra + refused + (ours.length - new Set(ours.map((r) => r.id)).size);
    const applied = ours.length + ours.filter((r) => r.status === 'returned').length;
    const drained = Number.isFinite(drainedMs);
    const total = pairs * 2;
    const rows: Row[] = [
      {
        id: 'offline-drain',
        figure: `${total} writes queued offline: time to drain after reconnecting`,
        // Not drained in time is a result too (a miss), with how far the replay got.
        value: drained ? fmt.s(drainedMs) : `not drained after 60 s (${applied} of ${pairs * 2} applied)`,
        baseline: `${made.queued} / ${total} queued by the worker`,
        ratio: '—',
        target: '≤ 10 s',
        pass: made.queued === total && beforeOnline.length === 0 && drained && drainedMs <= 10_000,
        measured: true,
      },
      {
        id: 'offline-duplicates',
        figure: `${total} writes queued offline: duplicates on the server`,
        value: String(duplicates),
        baseline: '0',
        ratio: '—',
        target: '0',
        pass: duplicates === 0 && (!drained || ours.length === pairs),
        measured: true,
      },
    ];
    const detail = `- ${made.queued} of ${total} POSTs answered 202 by the worker while offline; ${beforeOnline.length} reached the server before reconnecting; after the drain ${ours.length} rentals of ${toolId} (${ours.filter((r) => r.status === 'returned').length} returned), ${extra} others; outcomes reported: ${JSON.stringify(outcomes)}; ${fmt.ms(drainedMs / total)} per write.`;
    return { rows, detail };
  } finally {
    await context.close();
  }
}
