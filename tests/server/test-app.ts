import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/app';
import { pgliteTemplate, postgresTemplate } from './template-databases';

/**
 * A fresh app on a throw-away database: in-memory PGlite, or — when TEST_DATABASE=postgres —
 * a new database on the server named by DATABASE_URL, dropped again on close. Either starts as a
 * copy of the run's migrated, seeded template (template-databases.ts, ADR 053).
 */
export interface TestApp {
  app: FastifyInstance;
  /** Inject as a persona (a session cookie obtained through POST /api/session). */
  as(userId: string | null): (options: InjectOptions) => Promise<LightMyRequestResponse>;
  cookieFor(userId: string): Promise<string>;
  close(): Promise<void>;
  /** The test's own PostgreSQL database (TEST_DATABASE=postgres), for server processes started on it; undefined on PGlite. */
  databaseUrl?: string;
}

/** A new, empty database, or a copy of `template` (a database nobody is connected to). */
export async function createPostgresDatabase(options: { template?: string } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const { Client } = await import('pg');
  const name = `gc_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(options.template ? `CREATE DATABASE ${name} TEMPLATE ${options.template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function copyOfPostgresTemplate(seed: AppOptions['seed'] & {}) {
  const adminUrl = process.env.DATABASE_URL;
  const template = adminUrl ? await postgresTemplate(adminUrl, seed) : null;
  return createPostgresDatabase({ template: template ?? undefined });
}

export const usingPostgres = () => process.env.TEST_DATABASE === 'postgres';

export async function createTestApp(
  options: Pick<AppOptions, 'photoQueue' | 'uploadDir' | 'rateLimits' | 'demoMode' | 'sms' | 'smsTemplates' | 'signInCodesPerAddress' | 'trustProxy' | 'seed' | 'countQueriesPerRequest' | 'outbox' | 'logLevel' | 'logStream' | 'sessionSecret' | 'previousSessionSecrets' | 'push' | 'payments' | 'payoutsBy' | 'paymentCheckMs' | 'shedding'> = {},
): Promise<TestApp> {
  // The tests' fixtures are the demo personas, in demo mode or not.
  const seed = options.seed ?? 'demo';
  const pg = usingPostgres() ? await copyOfPostgresTemplate(seed) : null;
  const app = await buildApp({
    databaseUrl: pg?.url,
    dataDir: 'memory://',
    loadDataDir: pg ? undefined : ((await pgliteTemplate(seed)) ?? undefined),
    serveClient: false,
    logLevel: 'silent',
    sessionSecret: 'test-secret-test-secret-test-secret-000',
    rateLimits: false,
    // Effects are recorded but not delivered, unless a test asks for delivery (ADR 051).
    outbox: { worker: false },
    ...options,
    seed,
  });
  const cookies = new Map<string, string>();
  const cookieFor = async (userId: string) => {
    const cached = cookies.get(userId);
    if (cached) return cached;
    const res = await app.inject({ method: 'POST', url: '/api/session', payload: { userId } });
    if (res.statusCode !== 200) throw new Error(`cannot act as ${userId}: ${res.body}`);
    const raw = res.cookies.find((c) => c.name === 'gc_session');
    if (!raw) throw new Error('no session cookie');
    const cookie = `gc_session=${raw.value}`;
    cookies.set(userId, cookie);
    return cookie;
  };
  return {
    app,
    databaseUrl: pg?.url,
    cookieFor,
    as: (userId) => async (options) => {
      const headers = { ...(options.headers ?? {}) } as Record<string, string>;
      if (userId) headers.cookie = await cookieFor(userId);
      return app.inject({ ...options, headers });
    },
    close: async () => {
      await app.close();
      await pg?.drop();
    },
  };
}

/**
 * The fewest statements the database ran during one of `times` runs of `request`. The count is the
 * whole database's, so the app's own background work (a change-state reread, a sweep) can land in
 * one run's window; a statement the request itself makes shows in every run.
 */
export async function fewestStatements(app: FastifyInstance, request: () => Promise<unknown>, times = 3): Promise<number> {
  let fewest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < times; i++) {
    const before = app.database.queryCount();
    await request();
    fewest = Math.min(fewest, app.database.queryCount() - before);
  }
  return fewest;
}
