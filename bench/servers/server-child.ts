/**
 * A server for the load measurements, run as a child process pinned to one core. The parent
 * asks it over IPC for its database statement count (so "no queries on this path" is checked
 * against the very process that answered) and tells it when to stop.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerSpec } from './protocol';

type Started = { url: string; queryCount(): number; close(): Promise<void> };

/** The run's seeded PGlite dump to open instead of migrating and seeding; none on PostgreSQL. */
const seededDump = async (spec: { databaseUrl?: string; seeded: string }) =>
  spec.databaseUrl ? undefined : new Blob([await fs.promises.readFile(spec.seeded)]);

// Each kind imports what it runs when it starts: the bare 304 server loads no part of the app.

async function startApp(spec: Extract<ServerSpec, { kind: 'app' }>): Promise<Started> {
  const { buildApp } = await import('../../src/server/app');
  const { seedPendingBookings } = await import('./seed-pending');
  // Rate limits off: the load would otherwise be answered 429 after the first minute's allowance.
  const app = await buildApp({
    databaseUrl: spec.databaseUrl,
    dataDir: 'memory://',
    loadDataDir: await seededDump(spec),
    serveClient: false,
    logLevel: 'warn',
    rateLimits: false,
  });
  if (spec.pendingBookings > 0) await seedPendingBookings(app.db, spec.pendingBookings);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, queryCount: () => app.database.queryCount(), close: () => app.close() };
}

/** The same 304 the app sends (same header names and values), from plain node:http. */
async function startBare304(spec: Extract<ServerSpec, { kind: 'bare-304' }>): Promise<Started> {
  const server = http.createServer((_req, res) => {
    res.writeHead(304, spec.headers);
    res.end();
  });
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, queryCount: () => 0, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * One Fastify route, no plugins, hooks or schemas, running the app's query (one page of the
 * provider's nearby open jobs) through the same driver; the provider's area is read once.
 */
async function startBarePending(spec: Extract<ServerSpec, { kind: 'bare-pending' }>): Promise<Started> {
  const { default: Fastify } = await import('fastify');
  const { openDatabase } = await import('../../src/server/db/database');
  const { providerArea } = await import('../../src/server/modules/bookings/nearby');
  const { openJobsPage } = await import('../../src/server/modules/bookings/open-jobs');
  const { seedPendingBookings } = await import('./seed-pending');
  const database = await openDatabase({ databaseUrl: spec.databaseUrl, dataDir: 'memory://', loadDataDir: await seededDump(spec) });
  // A PGlite database lives in its process: give this one the same rows as the app's.
  if (!spec.databaseUrl) await seedPendingBookings(database.db, spec.pendingBookings);
  const area = await providerArea(database.db, spec.providerId);
  const app = Fastify({ logger: false });
  app.get<{ Querystring: { limit?: string } }>('/api/bookings/pending', async (request) => {
    const limit = request.query.limit === undefined ? undefined : Number(request.query.limit);
    const page = await openJobsPage(database.db, { area, notReleasedBy: spec.providerId, now: new Date(), page: { limit } });
    return page.bookings;
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    queryCount: () => database.queryCount(),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const spec = JSON.parse(process.argv[2] ?? '{}') as ServerSpec;
const send = (message: object) => process.send?.(message);
try {
  const started = spec.kind === 'app' ? await startApp(spec) : spec.kind === 'bare-304' ? await startBare304(spec) : await startBarePending(spec);
  process.on('message', (message: { type: string }) => {
    if (message.type === 'queryCount') send({ type: 'queryCount', value: started.queryCount() });
    if (message.type === 'stop') void started.close().finally(() => process.exit(0));
  });
  process.on('disconnect', () => void started.close().finally(() => process.exit(0)));
  send({ type: 'ready', url: started.url });
} catch (error) {
  send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}
