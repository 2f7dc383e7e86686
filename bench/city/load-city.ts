/**
 * The city's load generator, a child process of run-city.ts: signs every simulated device in,
 * makes each one's first (whole-scope) pull, then for the measured period polls each device's
 * collection on its interval and writes at the city's rate, every request alternating between the
 * server processes. Reports what it measured, including its own CPU time.
 */
import { performance } from 'node:perf_hooks';
import { CountingAgent, request } from './http-client';
import { countHeaderBytes, checkDelivery, poll, type Device } from './devices';
import { countPoll, emptyStats, summarise, type PollStats, type PollSummary } from './stats';
import { CityWriter, type WriteSummary } from './writes';
import { random, type CityPlan, type CityScale } from './city-plan';

export interface LoadConfig {
  servers: string[];
  plan: CityPlan;
  scale: CityScale;
  /** A write is expected in the next poll sent this long after it was answered (LISTEN/NOTIFY). */
  graceMs: number;
  /** The address the sign-ins claim (X-Forwarded-For), so their rate-limit count is this run's own. */
  address: string;
}

export interface SideResult {
  first: PollSummary;
  steady: PollSummary;
  /** Socket bytes of this side's agent during the measured period (all answers, incl. headers). */
  socketRead: number;
  socketWritten: number;
  countHeaderBytes: number;
}

export interface LoadResult {
  providers: SideResult;
  customers: SideResult;
  writes: WriteSummary;
  measuredSeconds: number;
  generatorCpuSeconds: number;
  /**
   * The share of the measured period the generator's event loop was busy: near 1 it is the
   * bottleneck (answers wait in its socket buffers and the latencies include its own delay).
   */
  generatorLoopBusy: number;
  signInSeconds: number;
  warmupSeconds: number;
}

const send = (message: object) => process.send?.(message);
/** Sign-ins sent at once (each is a small write). */
const SIGN_IN_CONCURRENCY = 32;

async function pool<T>(items: T[], concurrency: number, work: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i], i);
      }
    }),
  );
}

export async function runCityLoad(config: LoadConfig, onPhase: (phase: string) => void = () => undefined): Promise<LoadResult> {
  const { servers, plan, scale } = config;
  const server = (i: number) => servers[i % servers.length];
  // As many connections as devices may need (each phone has its own): a poll never waits in the
  // generator for a free socket, which would count the generator's queue as the server's latency.
  const socketsFor = (devices: number) => ({ keepAlive: true, maxSockets: Math.max(devices, 8), maxFreeSockets: Math.max(devices, 8) });
  const providerAgent = new CountingAgent(socketsFor(plan.providers.length));
  const customerAgent = new CountingAgent(socketsFor(plan.customers.length));
  const setupAgent = new CountingAgent({ keepAlive: true, maxSockets: SIGN_IN_CONCURRENCY });
  const writeAgent = new CountingAgent({ keepAlive: true, maxSockets: 8 });

  // Sessions through the app (the demo's persona switch), spread over both processes.
  const signInStarted = Date.now();
  const cookies = new Map<string, string>();
  const everyone = [...plan.providers.map((p) => p.id), ...plan.customers.map((c) => c.id)];
  await pool(everyone, SIGN_IN_CONCURRENCY, async (userId, i) => {
    const res = await request(setupAgent, server(i), 'POST', '/api/session', { accept: 'application/json', 'x-forwarded-for': config.address }, { userId });
    if (res.status !== 200) throw new Error(`could not sign in ${userId}: ${res.status} ${res.body}`);
    const setCookie = res.headers['set-cookie'] ?? [];
    cookies.set(userId, setCookie.map((c) => c.split(';')[0]).join('; '));
  });
  const signInSeconds = (Date.now() - signInStarted) / 1000;

  const providers: Device[] = plan.providers.map((p) => ({ kind: 'provider', id: p.id, path: '/api/sync/jobs', cookie: cookies.get(p.id)!, base: p.base, expected: new Map(), told: new Map() }));
  const customers: Device[] = plan.customers.map((c) => ({ kind: 'customer', id: c.id, path: '/api/sync/bids', cookie: cookies.get(c.id)!, expected: new Map(), told: new Map() }));
  const side = {
    provider: { agent: providerAgent, first: emptyStats(), steady: emptyStats(), headerBytes: 0 },
    customer: { agent: customerAgent, first: emptyStats(), steady: emptyStats(), headerBytes: 0 },
  };
  let turn = 0;

  const pollOnce = async (device: Device, stats: PollStats, measuring: boolean, via = server(turn++)) => {
    const s = side[device.kind];
    const sentAt = Date.now();
    try {
      const outcome = await poll(device, s.agent, via);
      const headerBytes = countHeaderBytes(outcome.answer);
      if (measuring) s.headerBytes += headerBytes;
      countPoll(stats, outcome.answer.status, outcome.answer.ms, outcome.answer.bytes - headerBytes, outcome.queries, outcome.changes.length, outcome.removed.length);
      if (measuring) checkDelivery(device, outcome, via, sentAt, config.graceMs, stats);
    } catch {
      stats.errors++;
    }
  };

  // Each device's first pull: the whole scope (what a first visit downloads), measured apart;
  // then one pull through every other process, so each has read the device's session once, as
  // it would have long before in a running city.
  const warmupStarted = Date.now();
  onPhase('warmup');
  const devices = [...providers, ...customers];
  await pool(devices, scale.warmupConcurrency, (d, i) => pollOnce(d, side[d.kind].first, false, server(i)));
  for (let other = 1; other < servers.length; other++) {
    await pool(devices, scale.warmupConcurrency * 2, (d, i) => pollOnce(d, emptyStats(), false, server(i + other)));
  }
  const warmupSeconds = (Date.now() - warmupStarted) / 1000;

  // The measured period: every device on its interval (the next poll armed when the last one
  // answered, as the app's scheduler does), writes at the city's rate.
  const bytesAtStart = { provider: providerAgent.bytes(), customer: customerAgent.bytes() };
  const cpuAtStart = process.cpuUsage();
  const loopAtStart = performance.eventLoopUtilization();
  const started = Date.now();
  const ends = started + scale.durationMs;
  onPhase('measuring');
  const rand = random(99);
  const loops: Promise<void>[] = [];
  const run = (device: Device, everyMs: number) =>
    new Promise<void>((resolve) => {
      const stats = side[device.kind].steady;
      const tick = (plannedAt: number) => {
        if (plannedAt >= ends) return resolve();
        stats.lagMs.push(Math.max(0, Date.now() - plannedAt));
        void pollOnce(device, stats, true).then(() => {
          const next = Date.now() + everyMs;
          if (next >= ends) return resolve();
          setTimeout(() => tick(next), everyMs);
        });
      };
      const first = started + rand() * everyMs;
      setTimeout(() => tick(first), first - started);
    });
  for (const p of providers) loops.push(run(p, scale.providerJobsEveryMs));
  for (const c of customers) loops.push(run(c, scale.customerBidsEveryMs));

  const customerById = new Map(customers.map((c) => [c.id, c]));
  const writer = new CityWriter(plan, scale, cookies, providers, customerById, writeAgent, servers);
  const writing: Promise<void>[] = [];
  const everyMs = 1000 / scale.writesPerSecond;
  const writesEnd = ends - scale.quietTailMs;
  await new Promise<void>((resolve) => {
    const step = (plannedAt: number) => {
      if (plannedAt >= writesEnd) return resolve();
      writing.push(writer.next().catch(() => undefined));
      const next = plannedAt + everyMs;
      setTimeout(() => step(next), Math.max(0, next - Date.now()));
    };
    step(started);
  });
  await Promise.all(writing);
  await Promise.all(loops);
  const measuredSeconds = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  const loop = performance.eventLoopUtilization(loopAtStart);
  onPhase('measured');

  const result = (s: (typeof side)['provider'], at: { read: number; written: number }): SideResult => {
    const now = s.agent.bytes();
    return {
      first: summarise(s.first),
      steady: summarise(s.steady),
      socketRead: now.read - at.read,
      socketWritten: now.written - at.written,
      countHeaderBytes: s.headerBytes,
    };
  };
  const out: LoadResult = {
    providers: result(side.provider, bytesAtStart.provider),
    customers: result(side.customer, bytesAtStart.customer),
    writes: writer.result(),
    measuredSeconds,
    generatorCpuSeconds: (cpu.user + cpu.system) / 1e6,
    generatorLoopBusy: loop.utilization,
    signInSeconds,
    warmupSeconds,
  };
  for (const agent of [providerAgent, customerAgent, setupAgent, writeAgent]) agent.destroy();
  return out;
}

// As a child process: one run per 'start' message, phases reported as they begin.
if (process.send) {
  process.on('message', (message: { type: 'start'; config: LoadConfig }) => {
    if (message.type !== 'start') return;
    runCityLoad(message.config, (phase) => send({ type: 'phase', phase })).then(
      (result) => send({ type: 'result', result }),
      (error: unknown) => send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  });
  send({ type: 'ready' });
}
