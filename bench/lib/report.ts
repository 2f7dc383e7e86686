import type { BenchReport } from '../run-bench';
import { renderMachine, renderTable } from './table';

/** bench/results/latest.md: the table, the machine, how each figure is made, and the raw runs. */
export function renderReport(report: BenchReport): string {
  const s = report.settings;
  const misses = report.rows.filter((r) => r.pass === false).length;
  return [
    `# Speed, measured side by side${report.smoke ? ' (SMOKE RUN: timings mean nothing)' : ''}`,
    '',
    `Made by \`npm run bench\` (${report.seconds.toFixed(0)} s). ${report.rows.length} figures, ${misses} missing their target. See [bench/README.md](../README.md) for how each figure is measured and what causes the misses.`,
    '',
    renderTable(report.rows),
    '',
    '## Machine',
    '',
    renderMachine(report.machine),
    '',
    '## How',
    '',
    `- Lighthouse rows: Lighthouse 12 (the \`lighthouse\` npm package) with its mobile defaults — simulated throttling (150 ms RTT, 1.6 Mbps down, 4× CPU), Moto G Power screen — performance category only, in Debian's Chromium started by chrome-launcher with a fresh profile per run; the framework floor page and ${report.routes.map((r) => r.path).join(', ')} in turn, ${s.lighthouseRuns} rounds, medians. A route behind a persona gate is audited as its demo persona (the session cookie sent with every request). Served by the app's own server (build-time screen renders, brotli) and, for the floor, a static server that gzips.`,
    `- Load rows: the server (app or baseline) runs in a child process pinned with \`taskset -c 0\`, the load generator (node:http keep-alive agents, bench/load/loadgen.ts) in one pinned with \`taskset -c 1\`; A and B alternate, ${s.poll.runs} × ${s.poll.durationMs / 1000} s each for the poll (${s.poll.connections} connections), ${s.pending.runs} × ${s.pending.durationMs / 1000} s for the pending list (${s.pending.connections} connections, ${s.pending.pendingBookings} extra pending bookings); medians. Rate limits are off in these servers (the app's load-test switch). The app's statement counter (\`app.database.queryCount()\`) is read over IPC from the serving process before and after each poll run. PostgreSQL itself is not pinned.`,
    `- Bytes per answer: every byte read from the sockets during the run (status line, headers, body) divided by the answers.`,
    `- JS rows: the .js files Chromium fetched to show the route (service worker blocked so its precache is not counted), gzip level 9; the floor is React + React DOM + React Router + Dexie, built with the app's Vite settings (bench/floor).`,
    `- Provider dashboard at Fast 3G: a fresh context (empty cache, service worker blocked) signed in as provider-1 with ${s.provider3g.seededJobs} extra pending jobs seeded nearby, DevTools' Fast 3G (562.5 ms RTT, 1.44 Mbps down) and 4× CPU set over CDP before navigating; LCP from a PerformanceObserver after the network is quiet; the floor loaded the same way; median of ${s.provider3g.runs}.`,
    `- Through Caddy (9b): the same cold load at https://localhost through deploy/Caddyfile (TLS from Caddy's own CA, trusted by that browser's NSS database; HTTP/2; the one upstream is the same server), alternated with the direct load over HTTP/1.1, median of ${s.provider3g.runs} each. DevTools' throttling applies per request, so HTTP/2's single connection is not favoured the way a real 3G link would favour it; the TLS handshake's round trips are counted.`,
    `- Repeat visit: a first visit installs the worker; then new tabs in that context open / at 4× CPU (no network throttling), median of ${s.repeatRuns}.`,
    `- Offline writes: ${s.offlineWrites} POSTs (rent/return pairs with client ids) made with fetch from the page while the context is offline, queued by the service worker; time from \`setOffline(false)\` until the server holds every rental returned.`,
    `- IndexedDB: the app's GaadiDb, parseRows and applyServerSnapshot on a bench page (bench/pages/idb) at 4× CPU; ${s.idb.rows.toLocaleString('en-US')} bookings; live query shaped like useBookingsForCustomer.`,
    '',
    '## Runs',
    '',
    ...report.details.flatMap((d) => [`### ${d.title}`, '', d.text, '']),
  ].join('\n');
}
