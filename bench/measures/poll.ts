/**
 * 4. An unchanged poll: GET /api/bids/booking/{id} with If-None-Match, as the booking's customer,
 * against plain node:http answering the same 304 headers. Servers on core 0, load on core 1,
 * A and B alternate; the app's statement counter is read before and after every run.
 */
import net from 'node:net';
import type { LoadGenerator, LoadResult } from '../load/run-load';
import { median } from '../lib/stats';
import { fmt, type Row } from '../lib/table';
import { startBenchServer, type BenchServer } from '../servers/start-server';
import { personaCookie } from '../lib/persona';
import type { SeededDatabases } from '../lib/seeded';

const BOOKING = 'f0d5b7c2-8a1e-4d3f-9b26-4e8c0a6f2e85';
const CUSTOMER = 'customer-2';

/** How a load comparison runs: how many alternating runs, each how long and over how many connections. */
export interface PollOptions {
  runs: number;
  durationMs: number;
  connections: number;
}

/** The raw answer to one request, as bytes off the socket (status line, headers, body). */
function rawRequest(url: string, path: string, headers: Record<string, string>): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let data = '';
    const head = [`GET ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
    socket.on('connect', () => socket.write(`${head.join('\r\n')}\r\n\r\n`));
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

function parseHeaders(raw: string): { status: number; headers: Record<string, string> } {
  const [statusLine, ...lines] = raw.split('\r\n\r\n')[0].split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers };
}

async function customerSession(url: string): Promise<{ cookie: string; etag: string; path: string }> {
  const cookie = await personaCookie(url, CUSTOMER);
  const path = `/api/bids/booking/${BOOKING}`;
  const first = await fetch(`${url}${path}`, { headers: { cookie } });
  const etag = first.headers.get('etag');
  if (first.status !== 200 || !etag) throw new Error(`bids poll answered ${first.status} without an ETag`);
  return { cookie, etag, path };
}

export interface PollResult {
  rows: Row[];
  detail: string;
}

export async function measurePoll(load: LoadGenerator, opts: PollOptions, seeded: SeededDatabases): Promise<PollResult> {
  const servers: BenchServer[] = [];
  try {
    const app = await startBenchServer({ kind: 'app', seeded: seeded.pgliteFile, pendingBookings: 0 });
    servers.push(app);
    const { cookie, etag, path } = await customerSession(app.url);
    const headers = { cookie, 'if-none-match': etag };
    const raw = await rawRequest(app.url, path, headers);
    const parsed = parseHeaders(raw);
    if (parsed.status !== 304) throw new Error(`the poll answered ${parsed.status}, not 304`);
    // Node adds these itself on every answer; everything else is copied byte for byte.
    const copied = Object.fromEntries(Object.entries(parsed.headers).filter(([k]) => !['date', 'connection', 'keep-alive'].includes(k)));
    const bare = await startBenchServer({ kind: 'bare-304', headers: copied });
    servers.push(bare);

    const job = (server: BenchServer) => ({ url: `${server.url}${path}`, headers, connections: opts.connections, durationMs: opts.durationMs });
    // Warm both (JIT, connection pools) before anything is recorded.
    await load.run({ ...job(app), durationMs: Math.min(2000, opts.durationMs) });
    await load.run({ ...job(bare), durationMs: Math.min(2000, opts.durationMs) });

    const appRuns: LoadResult[] = [];
    const bareRuns: LoadResult[] = [];
    let queries = 0;
    for (let i = 0; i < opts.runs; i++) {
      const order = i % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const);
      for (const which of order) {
        if (which === 'bare') {
          bareRuns.push(await load.run(job(bare)));
          continue;
        }
        const before = await app.queryCount();
        appRuns.push(await load.run(job(app)));
        queries += (await app.queryCount()) - before;
      }
    }
    const only304 = appRuns.every((r) => Object.keys(r.statuses).every((s) => s === '304') && r.errors === 0);
    const appRps = median(appRuns.map((r) => r.rps));
    const bareRps = median(bareRuns.map((r) => r.rps));
    const appP99 = median(appRuns.map((r) => r.p99Ms));
    const bareP99 = median(bareRuns.map((r) => r.p99Ms));
    const appBytes = median(appRuns.map((r) => r.bytesPerAnswer));
    const bareBytes = median(bareRuns.map((r) => r.bytesPerAnswer));
    const runsNote = `median of ${opts.runs}`;
    const rows: Row[] = [
      {
        id: 'poll-rps',
        figure: `Unchanged poll 304: throughput (${opts.connections} conns, ${runsNote})`,
        value: fmt.rps(appRps),
        baseline: `${fmt.rps(bareRps)} (bare node:http)`,
        ratio: fmt.ratio(appRps, bareRps),
        target: '≥ 0.5× bare',
        pass: only304 && appRps >= 0.5 * bareRps,
        measured: Number.isFinite(appRps) && Number.isFinite(bareRps),
      },
      {
        id: 'poll-p99',
        figure: 'Unchanged poll 304: p99 latency',
        value: fmt.ms(appP99),
        baseline: `${fmt.ms(bareP99)} (bare)`,
        ratio: fmt.ratio(appP99, bareP99),
        target: 'report',
        pass: null,
        measured: Number.isFinite(appP99),
      },
      {
        id: 'poll-bytes',
        figure: 'Unchanged poll 304: bytes per answer (raw, incl. headers)',
        value: `${Math.round(appBytes)} B`,
        baseline: `${Math.round(bareBytes)} B (bare)`,
        ratio: fmt.ratio(appBytes, bareBytes),
        target: '≤ 300 B',
        pass: appBytes <= 300,
        measured: Number.isFinite(appBytes),
      },
      {
        id: 'poll-queries',
        figure: 'Unchanged poll 304: database statements on the path',
        value: `${queries} over ${appRuns.reduce((n, r) => n + r.requests, 0).toLocaleString('en-US')} polls`,
        baseline: '0',
        ratio: '—',
        target: '0',
        pass: queries === 0,
        measured: true,
      },
    ];
    const headerLines = raw.split('\r\n\r\n')[0].split('\r\n');
    // Headers that only mean something on a document the browser renders, not on a JSON 304.
    const documentOnly = new Set(['content-security-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy', 'x-dns-prefetch-control', 'x-download-options', 'x-frame-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']);
    const dropped = headerLines.filter((l) => documentOnly.has(l.split(':')[0].toLowerCase()));
    const droppedBytes = dropped.reduce((n, l) => n + Buffer.byteLength(l) + 2, 0);
    const detail = [
      `Raw 304 from the app (${Buffer.byteLength(raw, 'latin1')} bytes with \`Connection: close\`; on a keep-alive connection ${Math.round(appBytes)} bytes):`,
      '',
      '```',
      ...headerLines,
      '```',
      '',
      `Runs (app / bare req/s): ${appRuns.map((r, i) => `${Math.round(r.rps)} / ${Math.round(bareRuns[i]?.rps ?? NaN)}`).join(', ')}.`,
      dropped.length
        ? `Of those bytes, ${droppedBytes} are helmet's document-only headers (${dropped.map((l) => l.split(':')[0]).join(', ')}); without them an unchanged poll would be ${Math.round(appBytes - droppedBytes)} bytes.`
        : 'The 304 carries none of the document-only security headers (the stored 200 has them).',
      `Every app answer was 304: ${only304 ? 'yes' : `no (${JSON.stringify(appRuns.map((r) => r.statuses))})`}.`,
    ].join('\n');
    return { rows, detail };
  } finally {
    for (const s of servers.reverse()) await s.stop();
  }
}
