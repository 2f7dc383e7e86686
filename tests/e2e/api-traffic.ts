import type { Page } from 'playwright-core';

export interface ApiExchange {
  url: string;
  path: string;
  status: number;
  /** Headers and body as they travelled. */
  bytes: number;
  body: string;
  at: number;
}

/**
 * Records every /api answer the page receives (304s included). `seen` holds every body from the
 * start; `measured` only those while `measuring` is on. An answer's body and headers are read
 * after it arrives: `recorded()` waits for the answers received so far to be recorded.
 */
export function recordApiTraffic(page: Page) {
  const reading = new Set<Promise<void>>();
  const recorder = {
    measuring: false,
    seen: [] as string[],
    measured: [] as ApiExchange[],
    async recorded(): Promise<void> {
      await Promise.all(reading);
    },
  };
  page.on('response', (response) => {
    const read = (async () => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/api/')) return;
      const body = response.status() === 200 ? await response.text().catch(() => '') : '';
      recorder.seen.push(body);
      if (!recorder.measuring) return;
      const headers = (await response.headersArray()).reduce((sum, h) => sum + h.name.length + h.value.length + 4, 0);
      recorder.measured.push({ url: response.url(), path: url.pathname, status: response.status(), bytes: headers + Buffer.byteLength(body), body, at: Date.now() });
    })();
    reading.add(read);
    const done = () => void reading.delete(read);
    // A read that fails (the page closed meanwhile) fails `recorded()` if it is waited for.
    read.then(done, done);
  });
  return recorder;
}

/** How many requests went to each path. */
export function countByPath(exchanges: readonly ApiExchange[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of exchanges) counts[e.path] = (counts[e.path] ?? 0) + 1;
  return counts;
}
