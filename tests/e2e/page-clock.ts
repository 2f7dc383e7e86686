import type { Page } from 'playwright-core';

/**
 * A page whose time runs on Playwright's clock (`page.clock`), for tests of what the app does on
 * an interval: the sync engine's polls are the page's own timers (src/client/data/engine/
 * sync-runtime.ts), so the page's clock moves them. The clock is installed before the page
 * loads and runs with real time; `skipTo` moves it on at once over a wait in which the page
 * would only idle until its next poll, so a minute of polling takes as long as its pulls do.
 *
 * The clock is never stopped: a page whose clock stands still has its zero-delay timers, animation
 * frames and idle callbacks wait for the next move (Dexie runs a live query again after a write
 * on a zero-delay timer, so a pulled row reaches IndexedDB but not the screen). Only the page's
 * time is simulated (its timers, frames, idle callbacks, Date and performance.now): the server,
 * the service worker and the network keep real time, so a simulated minute's pulls reach the
 * server within a few real seconds.
 */
export interface PageClock {
  /** The page's time (its Date.now()). */
  now(): Promise<number>;
  /**
   * Moves the page's time on to `time` at once, as after a sleep: every timer due by then fires
   * (once); nothing moves when the page's time is already past it (the page's own work took that
   * long). Then waits (real time) for one answer to each path in `pulls`, and until the page has
   * no API request under way.
   */
  skipTo(time: number, pulls?: readonly string[]): Promise<void>;
  /** Waits (real time) until the page has no API request under way, twice in a row 100 ms apart. */
  settle(): Promise<void>;
}

/** How long (real time) the page's pulls may take to answer on a busy machine. */
const ANSWER_TIMEOUT_MS = 15_000;

/** Counts the page's API requests under way (`fetch` to /api/), so a test knows when the pulls it caused have answered. */
function countApiRequests(): void {
  const state = { underWay: 0 };
  (window as unknown as { __apiRequests: typeof state }).__apiRequests = state;
  const fetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!url.pathname.startsWith('/api/')) return fetch(input, init);
    state.underWay += 1;
    // Counted down before the app's own code sees the answer (its `await` resumes after this).
    return fetch(input, init).finally(() => {
      state.underWay -= 1;
    });
  };
}

/** Installs the clock (and the request count) on a page that has not loaded yet. */
export async function installPageClock(page: Page): Promise<PageClock> {
  await page.clock.install();
  await page.addInitScript(countApiRequests);

  const now = () => page.evaluate(() => Date.now());
  const underWay = () => page.evaluate(() => (window as unknown as { __apiRequests: { underWay: number } }).__apiRequests.underWay);

  /**
   * A pull a timer started reads its sync state from IndexedDB before it sends: one quiet reading
   * may come before its request.
   */
  async function settle(): Promise<void> {
    const until = Date.now() + ANSWER_TIMEOUT_MS;
    for (let quiet = 0; quiet < 2; ) {
      if (Date.now() > until) throw new Error(`The page still had ${await underWay()} API requests under way after ${ANSWER_TIMEOUT_MS} ms`);
      quiet = (await underWay()) === 0 ? quiet + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    now,
    async skipTo(time, pulls = []) {
      const answers = pulls.map((path) => page.waitForResponse((r) => new URL(r.url()).pathname === path, { timeout: ANSWER_TIMEOUT_MS }));
      // Promise.all reports the first that fails; the others' failures tell the same story.
      for (const answer of answers) answer.catch(() => undefined);
      // The page's time runs on between reading it and moving it: the move lands a few
      // milliseconds past `time`.
      const ahead = time - (await now());
      if (ahead > 0) await page.clock.fastForward(ahead);
      await Promise.all(answers);
      await settle();
    },
    settle,
  };
}
