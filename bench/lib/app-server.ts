import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';

export interface InProcessApp {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The real server with its production settings (rate limits on) serving a bench build, for the
 * browser measurements, on a copy of `seeded` (the run's migrated, seeded PGlite dump, lib/seeded.ts).
 * It runs in the bench process: Chromium uses both cores anyway.
 */
export async function startAppServer(clientDir: string, seeded: Blob): Promise<InProcessApp> {
  const app = await buildApp({ dataDir: 'memory://', loadDataDir: seeded, serveClient: true, clientDir, logLevel: 'warn' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, app, close: () => app.close() };
}
