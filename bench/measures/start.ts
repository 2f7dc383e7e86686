/**
 * 9. `npm start` when dist/ is current: the time from spawning `npm start` until GET / answers
 * 200, beside the same start when it has to build (the baseline). Both run on a copy of the
 * repository's build inputs and server (bench/.tmp/start-root, node_modules linked) so the
 * working copy's dist/ is left alone. A first start builds and seeds a fresh DATA_DIR; the timed
 * starts are restarts on that data, as `npm start` after stopping it: the baseline with the build
 * forced (the hash removed: what every start did before the hash), then with dist/ current.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BUILD_INPUTS, HASH_FILE } from '../../scripts/build-inputs.mjs';
import { ROOT, TMP_DIR } from '../lib/paths';
import { median } from '../lib/stats';
import { fmt, type Row } from '../lib/table';

const COPY = path.join(TMP_DIR, 'start-root');
/** Besides the build inputs, what `npm start` runs. */
const SERVER_FILES = ['src/server', 'scripts/start.ts', 'scripts/build-inputs.d.mts'];
const TARGET_MS = 5000;

function makeCopy(): void {
  fs.rmSync(COPY, { recursive: true, force: true });
  for (const rel of [...BUILD_INPUTS, ...SERVER_FILES, 'package.json']) {
    const from = path.join(ROOT, rel);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(COPY, rel), { recursive: true, filter: (f) => !/\.test\.tsx?$/.test(f) });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(COPY, 'node_modules'));
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Spawns `npm start` in the copy; resolves with the ms until GET / was 200 and what it said first. */
async function timeStart(dataDir: string): Promise<{ ms: number; said: string }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: COPY,
    detached: true,
    env: { ...process.env, PORT: String(port), METRICS_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}: ${output.slice(-2000)}`);
      if (performance.now() - started > 180_000) throw new Error(`npm start did not answer within 180 s: ${output.slice(-2000)}`);
      const ok = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.status === 200, () => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const ms = performance.now() - started;
    const said = /dist\/ is current, serving|sources changed, building/.exec(output)?.[0] ?? '';
    return { ms, said };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
  }
}

/**
 * `smoke`: the first start (build and seed) stands in for the forced rebuild. `shared`: a current
 * `npm run build` output, copied in as the copy's dist/ (its hash comes with it), so the first
 * start serves it without building (the smoke run after the browser tests' build; ADR 054).
 */
export async function measureStart(runs: number, smoke: boolean, shared?: string): Promise<{ rows: Row[]; detail: string }> {
  makeCopy();
  if (shared) fs.cpSync(shared, path.join(COPY, 'dist'), { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
  try {
    const first = await timeStart(dataDir);
    const firstSays = shared ? 'dist/ is current, serving' : 'sources changed, building';
    if (first.said !== firstSays) throw new Error(`the first start said '${first.said}', not '${firstSays}'`);
    let build = first;
    if (!smoke) {
      fs.rmSync(path.join(COPY, 'dist', HASH_FILE));
      build = await timeStart(dataDir);
      if (build.said !== 'sources changed, building') throw new Error(`a start without a build hash said '${build.said}'`);
    }
    const current: number[] = [];
    for (let i = 0; i < runs; i++) {
      const again = await timeStart(dataDir);
      if (again.said !== 'dist/ is current, serving') throw new Error(`a start with dist/ current said '${again.said}'`);
      current.push(again.ms);
    }
    const value = median(current);
    return {
      rows: [
        {
          id: 'start-current',
          figure: `\`npm start\` with dist/ current: spawn → GET / 200 (median of ${runs})`,
          value: fmt.ms(value),
          baseline: shared ? `${fmt.ms(build.ms)} (the first start, on the shared build: smoke)` : `${fmt.ms(build.ms)} (the same restart when it builds)`,
          ratio: fmt.ratio(value, build.ms),
          target: `≤ ${TARGET_MS} ms`,
          pass: value <= TARGET_MS,
          measured: Number.isFinite(value),
        },
      ],
      detail: `- first start (${shared ? `the shared build ${path.relative(ROOT, shared)}` : 'build'}, fresh DATA_DIR seeded): ${fmt.ms(first.ms)}; restart with the build forced: ${smoke ? 'not run (smoke)' : fmt.ms(build.ms)}; restarts with dist/ current: ${current.map((ms) => fmt.ms(ms)).join(', ')} ("dist/ is current, serving")`,
    };
  } finally {
    fs.rmSync(COPY, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
