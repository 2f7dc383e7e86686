import pg from 'pg';

/** The server bench databases are made on (override with BENCH_PG_ADMIN_URL or PG_ADMIN_URL). */
export const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresReachable(adminUrl = PG_ADMIN_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export interface ThrowawayDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * A throw-away database (as scripts/pg-database.mjs makes them), empty or a copy of `template` (a
 * database nobody is connected to); returns its URL and a drop function.
 */
export async function createThrowawayDatabase(adminUrl = PG_ADMIN_URL, prefix = 'gc_bench', template?: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
