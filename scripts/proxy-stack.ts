/**
 * GaadiCare behind Caddy on this machine, as deploy/ describes it: a throw-away PostgreSQL database,
 * N app processes on their own ports and Caddy (unprivileged, its CA and state in a temporary
 * folder) in front. Used by `npm run deploy:local` and by tests/e2e/proxy.e2e.ts.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createThrowawayDatabase } from '../bench/lib/postgres';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CADDYFILE = path.join(root, 'deploy', 'Caddyfile');

/** Caddy's path, or null when it is not installed. */
export function caddyPath(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** Caddy's path, installing Debian's package when it is missing; throws with what to do when that fails. */
export function ensureCaddy(log: (line: string) => void = console.log): string {
  const present = caddyPath();
  if (present) return present;
  log('Caddy is not installed: installing Debian\'s package (apt-get install caddy)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = spawnSync('sh', ['-c', 'apt-get install -y -qq caddy || (apt-get update -qq && apt-get install -y -qq caddy)'], { stdio: 'inherit', env });
  const installed = caddyPath();
  if (install.status !== 0 || !installed) {
    throw new Error('Caddy could not be installed with apt-get. Install Caddy 2.6 or newer (https://caddyserver.com/docs/install) and run this again.');
  }
  // Debian's package starts a system-wide Caddy on port 80; this setup runs its own.
  spawnSync('sh', ['-c', 'systemctl disable --now caddy 2>/dev/null || true'], { stdio: 'ignore' });
  return installed;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AppProcess {
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export interface StackOptions {
  adminUrl: string;
  redisUrl?: string;
  processes?: number;
  httpsPort?: number;
  /** Extra environment for the app processes. */
  appEnv?: Record<string, string>;
  log?: (line: string) => void;
}

export interface Stack {
  url: string;
  databaseUrl: string;
  apps: AppProcess[];
  caddy: Caddy;
  /** SIGTERM to process i, wait for its exit (its code), start it again on its port, wait until /readyz answers 200. */
  restart(i: number, onExited?: (code: number | null) => void): Promise<number | null>;
  stop(): Promise<void>;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, failed?: () => string | null): Promise<void> {
  const started = Date.now();
  for (;;) {
    const why = failed?.();
    if (why) throw new Error(why);
    if (await check().catch(() => false)) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not happen in ${timeoutMs / 1000} s`);
    await sleep(150);
  }
}

function startApp(port: number, env: Record<string, string>): AppProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    // Its own process group: a Ctrl-C in the terminal reaches the launcher, which stops it once.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { port, child, output: () => output, exited };
}

async function waitReady(app: AppProcess): Promise<void> {
  await waitFor(
    `process on port ${app.port} ready`,
    async () => (await fetch(`http://127.0.0.1:${app.port}/readyz`)).status === 200,
    90_000,
    () => (app.child.exitCode !== null ? `The process on port ${app.port} exited (${app.child.exitCode}):\n${app.output()}` : null),
  );
}

/** GET over HTTPS trusting only `ca`: the status, or throws. */
export function httpsGet(url: string, ca: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = https.get(url, { ca, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.setTimeout(5_000, () => req.destroy(new Error('timeout')));
  });
}

export interface Caddy {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Caddy's root certificate (PEM): what a client trusts to talk to `url`. */
  rootCertificate: () => string;
  /** A HOME whose NSS database (what Chromium on Linux reads) trusts Caddy's root: a browser launched with it trusts `url`. */
  browserHome: () => string;
  stop: () => Promise<void>;
}

/**
 * deploy/Caddyfile in front of `upstreams` (host:port), unprivileged on `httpsPort` (default a free
 * one) of https://localhost, its CA and state in `dir`, its admin endpoint off; resolves once it
 * answers /readyz through TLS.
 */
export async function startCaddy(options: { upstreams: string[]; dir: string; httpsPort?: number; log?: (line: string) => void }): Promise<Caddy> {
  const caddyBin = ensureCaddy(options.log);
  const httpsPort = options.httpsPort ?? (await freePort());
  const site = `localhost:${httpsPort}`;
  const child = spawn(caddyBin, ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    cwd: options.dir,
    env: {
      ...process.env,
      HOME: options.dir,
      XDG_DATA_HOME: path.join(options.dir, 'caddy-data'),
      XDG_CONFIG_HOME: path.join(options.dir, 'caddy-config'),
      GAADICARE_SITE: site,
      GAADICARE_UPSTREAMS: options.upstreams.join(' '),
      TLS_MODE: 'internal',
      HTTPS_PORT: String(httpsPort),
      HTTP_PORT: String(await freePort()),
      CADDY_ADMIN: 'off',
      // No UDP listener for HTTP/3: browsers speak HTTP/2 to it.
      CADDY_PROTOCOLS: 'h1 h2',
    },
    // Its own process group: a Ctrl-C in the terminal reaches the launcher, which stops it once.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const rootCert = path.join(options.dir, 'caddy-data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  const url = `https://${site}`;
  try {
    await waitFor(
      'Caddy answering',
      async () => fs.existsSync(rootCert) && (await httpsGet(`${url}/readyz`, fs.readFileSync(rootCert, 'utf8'))) === 200,
      30_000,
      () => (child.exitCode !== null ? `Caddy exited (${child.exitCode}):\n${output}` : null),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    child,
    output: () => output,
    rootCertificate: () => fs.readFileSync(rootCert, 'utf8'),
    browserHome: () => {
      const home = path.join(options.dir, 'browser-home');
      const nssdb = path.join(home, '.pki', 'nssdb');
      if (!fs.existsSync(nssdb)) {
        fs.mkdirSync(nssdb, { recursive: true });
        // certutil comes with Debian's caddy package (libnss3-tools).
        execFileSync('certutil', ['-d', `sql:${nssdb}`, '-N', '--empty-password']);
        execFileSync('certutil', ['-d', `sql:${nssdb}`, '-A', '-t', 'C,,', '-n', 'Caddy Local Authority', '-i', rootCert]);
      }
      return home;
    },
    stop,
  };
}

/** Migrates a new database once, starts the processes (in parallel) and Caddy, and waits until Caddy answers. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => undefined);
  ensureCaddy(log);
  const count = options.processes ?? 2;
  const database = await createThrowawayDatabase(options.adminUrl, 'gc_deploy');
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'gaadicare-deploy-'));
  const apps: AppProcess[] = [];
  let caddy: Caddy | null = null;
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const exits: Promise<unknown>[] = [];
    for (const app of apps) {
      if (app.child.exitCode === null && app.child.signalCode === null) {
        app.child.kill('SIGTERM');
        exits.push(app.exited);
      }
    }
    if (caddy) exits.push(caddy.stop());
    await Promise.race([Promise.all(exits), sleep(30_000)]);
    for (const app of apps) if (app.child.exitCode === null) app.child.kill('SIGKILL');
    await database.drop().catch((error: Error) => log(`The database ${database.name} could not be dropped: ${error.message}`));
    fs.rmSync(temp, { recursive: true, force: true });
  };

  try {
    log(`PostgreSQL database ${database.name}: migrating`);
    execFileSync(process.execPath, ['--import', 'tsx', 'src/server/db/migrate.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
      log('dist/ is missing: building');
      execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    }

    const appEnv: Record<string, string> = {
      DATABASE_URL: database.url,
      REDIS_URL: options.redisUrl ?? '',
      SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
      IDENTITY_NUMBER_KEY: crypto.randomBytes(32).toString('hex'),
      DATA_DIR: path.join(temp, 'data'),
      PHOTO_DIR: path.join(temp, 'photos'),
      TRUST_PROXY: '127.0.0.1',
      METRICS_PORT: '0',
      SHUTDOWN_DRAIN_SECONDS: '2',
      SHUTDOWN_GRACE_SECONDS: '10',
      LOG_LEVEL: 'warn',
      ...options.appEnv,
    };
    const ports: number[] = [];
    for (let i = 0; i < count; i++) ports.push(await freePort());
    for (const port of ports) apps.push(startApp(port, appEnv));
    await Promise.all(apps.map(waitReady));

    caddy = await startCaddy({ upstreams: ports.map((p) => `127.0.0.1:${p}`), dir: temp, httpsPort: options.httpsPort, log });

    return {
      url: caddy.url,
      databaseUrl: database.url,
      apps,
      caddy,
      async restart(i, onExited) {
        const old = apps[i]!;
        old.child.kill('SIGTERM');
        const code = await old.exited;
        onExited?.(code);
        const fresh = startApp(old.port, appEnv);
        apps[i] = fresh;
        await waitReady(fresh);
        return code;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
