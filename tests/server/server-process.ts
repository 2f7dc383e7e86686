import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../bench/city/servers';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A server process as deployed (src/server/server.ts) on a free port, for the tests of several
 * processes on one database: resolves once it answers `GET /api/services`. `env` adds to this
 * process's environment; reads are never shed here (a busy test machine lags; ADR 096).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { readyHeaders?: Record<string, string> } = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), METRICS_PORT: '0', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 720; i++) {
    if (child.exitCode !== null) throw new Error(`server process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/services`, { headers: options.readyHeaders })).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server process did not start');
}

/** One statement on the PostgreSQL server as its administrator (CREATE / DROP DATABASE). */
export async function adminSql(adminUrl: string, sql: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database beside the administrator's; its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await adminSql(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Stops every process still running (SIGTERM) and waits until each has exited. */
export async function stopProcesses(children: readonly ChildProcess[]): Promise<void> {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null)));
}
