/**
 * The load generator, run as a child process pinned to its own core (see run-load.ts). It keeps
 * N keep-alive connections busy for a fixed time, one request in flight on each, and reports
 * req/s, latency percentiles and the raw bytes received per answer (status line, headers, body).
 */
import http from 'node:http';
import net from 'node:net';
import { percentile } from '../lib/stats';

export interface LoadJob {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  meanMs: number;
  bytesPerAnswer: number;
  statuses: Record<string, number>;
  errors: number;
}

/** An agent that remembers its sockets so the bytes they read can be counted. */
class CountingAgent extends http.Agent {
  readonly opened: net.Socket[] = [];
  override createConnection(options: net.NetConnectOpts): net.Socket {
    const socket = net.createConnection(options);
    socket.setNoDelay(true);
    this.opened.push(socket);
    return socket;
  }
}

function once(agent: http.Agent, target: URL, job: LoadJob): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method: job.method ?? 'GET', headers: job.headers },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const target = new URL(job.url);
  const agent = new CountingAgent({ keepAlive: true, maxSockets: job.connections, maxFreeSockets: job.connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  // Open every connection before the clock starts, so connection set-up is not measured.
  await Promise.all(Array.from({ length: job.connections }, () => once(agent, target, job).catch(() => 0)));
  const bytesBefore = agent.opened.reduce((sum, s) => sum + s.bytesRead, 0);
  const start = process.hrtime.bigint();
  const end = start + BigInt(job.durationMs) * 1_000_000n;
  const worker = async () => {
    while (process.hrtime.bigint() < end) {
      const t0 = process.hrtime.bigint();
      try {
        const status = await once(agent, target, job);
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        statuses[status] = (statuses[status] ?? 0) + 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: job.connections }, worker));
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const bytes = agent.opened.reduce((sum, s) => sum + s.bytesRead, 0) - bytesBefore;
  agent.destroy();
  const total = latencies.reduce((a, b) => a + b, 0);
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    meanMs: latencies.length ? total / latencies.length : Number.NaN,
    bytesPerAnswer: latencies.length ? bytes / latencies.length : Number.NaN,
    statuses,
    errors,
  };
}

// As a child process: one job per message, one result back.
if (process.send) {
  process.on('message', (message: { type: 'run'; job: LoadJob } | { type: 'stop' }) => {
    if (message.type === 'stop') process.exit(0);
    runLoad(message.job).then(
      (result) => process.send!({ type: 'result', result }),
      (error: unknown) => process.send!({ type: 'error', message: String(error) }),
    );
  });
  process.send({ type: 'ready' });
}
