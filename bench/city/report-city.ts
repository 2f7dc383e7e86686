/** The city bench's figures, its verdict against the targets, and its Markdown report. */
import type { PollSummary } from './stats';
import type { CityRun } from './run-city';

export const TARGETS = { bytesPerProviderHour: 1_000_000, p99Ms: 100, queriesPerUnchangedPoll: 0 };
/** Server processes are planned to run at most this busy, leaving room for bursts. */
const PLANNED_UTILISATION = 0.6;
const PROJECTED_PROVIDERS = 50_000;

export interface CityFigures {
  hours: number;
  providerBytesPerHour: number;
  providerSentBytesPerHour: number;
  customerBytesPerHour: number;
  customerSentBytesPerHour: number;
  providerP50: number;
  providerP99: number;
  customerP50: number;
  customerP99: number;
  unchangedQueriesMax: number;
  serverCores: number;
  serverCoresPer1000: number;
  postgresCores: number;
  generatorCores: number;
  projection: { providers: number; serverCores: number; processes: number; postgresCores: number; pollsPerSecond: number; writesPerSecond: number };
  missed: number;
  lagP99: number;
  pass: { bytes: boolean; p99: boolean; unchanged: boolean; delivery: boolean };
}

export function figuresOf(run: CityRun): CityFigures {
  const { load, scale, cpu } = run;
  const hours = load.measuredSeconds / 3600;
  const perHour = (bytes: number, devices: number) => bytes / devices / hours;
  const p = load.providers;
  const c = load.customers;
  const serverCores = cpu.serversSeconds.reduce((a, b) => a + b, 0) / cpu.seconds;
  const serverCoresPer1000 = serverCores / (scale.providers / 1000);
  const factor = PROJECTED_PROVIDERS / scale.providers;
  const projectedCores = serverCores * factor;
  const polls = (p.steady.polls + c.steady.polls) / load.measuredSeconds;
  return {
    hours,
    providerBytesPerHour: perHour(p.socketRead - p.countHeaderBytes, scale.providers),
    providerSentBytesPerHour: perHour(p.socketWritten, scale.providers),
    customerBytesPerHour: perHour(c.socketRead - c.countHeaderBytes, scale.customers),
    customerSentBytesPerHour: perHour(c.socketWritten, scale.customers),
    providerP50: p.steady.p50Ms,
    providerP99: p.steady.p99Ms,
    customerP50: c.steady.p50Ms,
    customerP99: c.steady.p99Ms,
    unchangedQueriesMax: Math.max(p.steady.max304Queries, c.steady.max304Queries),
    serverCores,
    serverCoresPer1000,
    postgresCores: cpu.postgresSeconds / cpu.seconds,
    generatorCores: load.generatorCpuSeconds / load.measuredSeconds,
    projection: {
      providers: PROJECTED_PROVIDERS,
      serverCores: projectedCores,
      processes: Math.max(1, Math.ceil(projectedCores / PLANNED_UTILISATION)),
      postgresCores: (cpu.postgresSeconds / cpu.seconds) * factor,
      pollsPerSecond: polls * factor,
      writesPerSecond: scale.writesPerSecond * factor,
    },
    missed: p.steady.missed + c.steady.missed,
    lagP99: Math.max(p.steady.lagP99Ms, c.steady.lagP99Ms),
    pass: {
      bytes: perHour(p.socketRead - p.countHeaderBytes, scale.providers) <= TARGETS.bytesPerProviderHour,
      p99: p.steady.p99Ms <= TARGETS.p99Ms && c.steady.p99Ms <= TARGETS.p99Ms,
      unchanged: Math.max(p.steady.max304Queries, c.steady.max304Queries) === TARGETS.queriesPerUnchangedPoll,
      delivery: p.steady.missed + c.steady.missed === 0,
    },
  };
}

/** Above this share of its event loop busy, the generator's own delays enter the measured latencies. */
const GENERATOR_BUSY_LIMIT = 0.7;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 2 : 1)} KiB`;
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(3)} MB`;
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '—');
const n = (v: number, d = 2) => (Number.isFinite(v) ? v.toFixed(d) : '—');
const mark = (ok: boolean) => (ok ? 'pass' : '**miss**');

function pollRow(name: string, s: PollSummary): string {
  const statuses = [`${s.ok}×200`, `${s.notModified}×304`, ...Object.entries(s.other).map(([k, v]) => `${v}×${k}`), ...(s.errors ? [`${s.errors} errors`] : [])].join(', ');
  return `| ${name} | ${s.polls} | ${statuses} | ${ms(s.p50Ms)} | ${ms(s.p99Ms)} | ${ms(s.maxMs)} | ${Math.round(s.bytesPerPoll)} B | ${n(s.queriesPer304)} (max ${s.max304Queries}) | ${n(s.queriesPer200)} | ${n(s.queriesPerPoll)} | ${s.changes} / ${s.removed} |`;
}

export function renderCity(run: CityRun, f: CityFigures, smoke: boolean): string {
  const { load, scale } = run;
  const w = load.writes;
  const refused = Object.entries(w.refused);
  const lines = [
    `# City simulation${smoke ? ' (smoke: protocol checks only, timings mean nothing)' : ''}`,
    '',
    `Run ${run.startedAt}: ${run.processes} server processes on one PostgreSQL database${run.redis ? ', rate limits in Redis' : ', no Redis (per-process limits)'}; ${scale.providers} providers (radius ${scale.radiusKm} km, bases spread over Bangalore's localities) polling \`/api/sync/jobs\` every ${scale.providerJobsEveryMs / 1000} s; ${scale.customers} customers polling \`/api/sync/bids\` every ${scale.customerBidsEveryMs / 1000} s; ${scale.openJobs} open jobs; ${scale.writesPerSecond} writes/s (2 bookings, 2 bids, 1 acceptance in every 5); every request alternating between the processes. Measured for ${load.measuredSeconds.toFixed(0)} s after every device's first pull.`,
    '',
    `Machine: ${run.cores} × ${run.cpuModel}; load average at start ${run.loadAverage.start.map((l) => l.toFixed(2)).join(' / ')}, at end ${run.loadAverage.end.map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min; the machine is shared).`,
    '',
    '## Against the targets',
    '',
    '| figure | measured | target | |',
    '|---|---|---|---|',
    `| bytes received per provider-hour (answers incl. headers, from the sockets) | ${mb(f.providerBytesPerHour)} | ≤ 1 MB | ${mark(f.pass.bytes)} |`,
    `| poll latency p50 / p99, providers | ${ms(f.providerP50)} / ${ms(f.providerP99)} | p99 ≤ 100 ms | ${mark(f.providerP99 <= 100)} |`,
    `| poll latency p50 / p99, customers | ${ms(f.customerP50)} / ${ms(f.customerP99)} | p99 ≤ 100 ms | ${mark(f.customerP99 <= 100)} |`,
    `| database statements per unchanged (304) poll, most seen | ${f.unchangedQueriesMax} | 0 | ${mark(f.pass.unchanged)} |`,
    `| writes not in the next poll through either process sent ≥ 1 s after them | ${f.missed} | 0 | ${mark(f.pass.delivery)} |`,
    '',
    '## Polls in the measured period',
    '',
    '| poll | polls | answers | p50 | p99 | max | bytes / poll | statements / 304 | statements / 200 | statements / poll | changes / removed sent |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    pollRow('provider: jobs', load.providers.steady),
    pollRow('customer: bids', load.customers.steady),
    '',
    `Statements are counted by the server for each request (\`x-query-count\`, only with BENCH_COUNT_QUERIES=1; its bytes are taken off the figures): the session look-up included, BEGIN/COMMIT not. PostgreSQL committed ${run.postgres.commits} transactions and returned ${run.postgres.rowsReturned} rows in the period (pg_stat_database, includes each process's once-a-second change-state read).`,
    '',
    `Delivery: ${load.providers.steady.deliveries} writes reached a provider and ${load.customers.steady.deliveries} a customer (${load.providers.steady.deliveredByOtherProcess + load.customers.steady.deliveredByOtherProcess} of them through the process that had not taken the write, ${load.providers.steady.deliveredBeforeWriteAnswered + load.customers.steady.deliveredBeforeWriteAnswered} by a poll answered before the write's own answer arrived); write → poll answer p50 ${ms(load.providers.steady.deliveryP50Ms)} / p99 ${ms(load.providers.steady.deliveryP99Ms)} (providers), ${ms(load.customers.steady.deliveryP50Ms)} / ${ms(load.customers.steady.deliveryP99Ms)} (customers) — bounded by the poll interval.`,
    '',
    ...(f.missed ? [`Missed: ${[...load.providers.steady.missedExamples, ...load.customers.steady.missedExamples].join('; ')}.`, ''] : []),
    '## Bytes',
    '',
    '| | received per device-hour | sent per device-hour |',
    '|---|---|---|',
    `| provider (jobs every ${scale.providerJobsEveryMs / 1000} s) | ${mb(f.providerBytesPerHour)} | ${mb(f.providerSentBytesPerHour)} |`,
    `| customer (bids every ${scale.customerBidsEveryMs / 1000} s) | ${mb(f.customerBytesPerHour)} | ${mb(f.customerSentBytesPerHour)} |`,
    '',
    `First pull (the whole scope, once per device and after a reset): providers ${kb(load.providers.first.bytesPerPoll)} on average, p50 ${ms(load.providers.first.p50Ms)} / p99 ${ms(load.providers.first.p99Ms)}; customers ${kb(load.customers.first.bytesPerPoll)}, p50 ${ms(load.customers.first.p50Ms)}. Not in the hourly figures.`,
    '',
    '## CPU',
    '',
    '| | CPU seconds per second (cores) |',
    '|---|---|',
    ...run.cpu.serversSeconds.map((s, i) => `| server process ${i + 1} | ${n(s / run.cpu.seconds, 3)} |`),
    `| both server processes | ${n(f.serverCores, 3)} — ${n(f.serverCoresPer1000, 3)} per 1,000 providers (with 1,000 customers) |`,
    `| PostgreSQL backends of the bench database | ${n(f.postgresCores, 3)} |`,
    `| the load generator itself | ${n(f.generatorCores, 3)} (its event loop busy ${(load.generatorLoopBusy * 100).toFixed(0)} % of the period${load.generatorLoopBusy > GENERATOR_BUSY_LIMIT ? ': **the generator was a bottleneck**, its own delays are in the latencies' : ''}) |`,
    `| whole machine busy | ${run.cpu.machineBusyShare === null ? '—' : `${(run.cpu.machineBusyShare * 100).toFixed(0)} % of ${run.cores} cores (everyone's work)`} |`,
    '',
    `Poll timers ran late by at most ${ms(f.lagP99)} at p99 (how well the generator kept its schedule).`,
    '',
    '## Projection: 50,000 providers',
    '',
    `Linear from this run (the same mix per provider: one customer each, writes scaled alike): ${Math.round(f.projection.pollsPerSecond)} polls/s and ${Math.round(f.projection.writesPerSecond)} writes/s; server processes ${n(f.projection.serverCores, 1)} cores → **${f.projection.processes} processes** at 60 % busy each; PostgreSQL ${n(f.projection.postgresCores, 1)} cores. Writes all take one advisory lock (ADR 018): at ${Math.round(f.projection.writesPerSecond)} writes/s each may hold it for at most ${(1000 / f.projection.writesPerSecond).toFixed(1)} ms on average.`,
    '',
    '## Writes',
    '',
    `Attempted ${w.attempted.booking} bookings, ${w.attempted.bid} bids, ${w.attempted.accept} acceptances; done ${w.done.booking} / ${w.done.bid} / ${w.done.accept}; write latency p50 ${ms(w.p50Ms)} / p99 ${ms(w.p99Ms)}.${refused.length ? ` Refused: ${refused.map(([k, v]) => `${v}× ${k}`).join('; ')}.` : ''}`,
    '',
    `Set-up: ${scale.providers + scale.customers} sign-ins in ${load.signInSeconds.toFixed(1)} s, first pulls in ${load.warmupSeconds.toFixed(1)} s (${scale.warmupConcurrency} at a time).`,
    '',
  ];
  return lines.join('\n');
}

export function historyLine(run: CityRun, f: CityFigures): string {
  return `| ${run.startedAt.slice(0, 16).replace('T', ' ')} | ${run.loadAverage.start[0].toFixed(2)} | ${run.scale.providers}+${run.scale.customers} | ${Math.round(run.load.measuredSeconds)} s | ${mb(f.providerBytesPerHour)} | ${ms(f.providerP50)} / ${ms(f.providerP99)} | ${ms(f.customerP50)} / ${ms(f.customerP99)} | ${f.unchangedQueriesMax} | ${n(f.serverCoresPer1000, 3)} | ${f.projection.processes} | ${f.missed} |`;
}

export const HISTORY_HEADER = [
  '# City simulation: every full run',
  '',
  '| run (UTC) | load avg | providers+customers | measured | bytes / provider-hour | provider p50 / p99 | customer p50 / p99 | statements / 304 (max) | server cores / 1,000 providers | processes for 50,000 | missed deliveries |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
].join('\n');
