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
 * start; `measured` only those while `measuring` is on.
 */
export function recordApiTraffic(page: Page) {
  const recorder = { measuring: false, seen: [] as string[], measured: [] as ApiExchange[] };
  page.on('response', (response) => {
    void (async () => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/api/')) return;
      const body = response.status() === 200 ? await response.text().catch(() => '') : '';
      recorder.seen.push(body);
      if (!recorder.measuring) return;
      const headers = (await response.headersArray()).reduce((sum, h) => sum + h.name.length + h.value.length + 4, 0);
      recorder.measured.push({ url: response.url(), path: url.pathname, status: response.status(), bytes: headers + Buffer.byteLength(body), body, at: Date.now() });
    })();
  });
  return recorder;
}

/** How many requests went to each path. */
export function countByPath(exchanges: readonly ApiExchange[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of exchanges) counts[e.path] = (counts[e.path] ?? 0) + 1;
  return counts;
}
