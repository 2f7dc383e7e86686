import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_INPUTS, buildInputsHash, distIsCurrent, writeBuiltHash } from '../../scripts/build-inputs.mjs';

let root: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-inputs-'));
  write('package.json', JSON.stringify({ scripts: { build: 'vite build', test: 'vitest' } }));
  write('package-lock.json', '{"lockfileVersion":3}');
  write('index.html', '<div id="root"></div>');
  write('vite.config.ts', 'export default {}');
  write('src/client/app/main.tsx', 'export const a = 1;');
  write('src/shared/money.ts', 'export const b = 2;');
  write('sw/sw.ts', 'self;');
  write('public/robots.txt', 'User-agent: *');
  write('src/server/app.ts', 'export const server = 1;');
  write('dist/index.html', '<html></html>');
  write('data/pglite/PG_VERSION', '17');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the build inputs hash', () => {
  it.each([
    ['a client source', () => write('src/client/app/main.tsx', 'export const a = 2;')],
    ['a shared source', () => write('src/shared/money.ts', 'export const b = 3;')],
    ['a new service-worker file', () => write('sw/extra.ts', 'self;')],
    ['a public file', () => write('public/robots.txt', 'Disallow: /')],
    ['index.html', () => write('index.html', '<div id="app"></div>')],
    ['the Vite config', () => write('vite.config.ts', 'export default { base: "/" }')],
    ['the lockfile', () => write('package-lock.json', '{"lockfileVersion":3,"x":1}')],
    ['the build command', () => write('package.json', JSON.stringify({ scripts: { build: 'vite build --debug', test: 'vitest' } }))],
    ['a renamed file', () => fs.renameSync(path.join(root, 'sw/sw.ts'), path.join(root, 'sw/worker.ts'))],
  ])('changes when %s changes', (_what, change) => {
    const before = buildInputsHash(root);
    change();
    expect(buildInputsHash(root)).not.toBe(before);
  });

  it.each([
    ['the build output', () => write('dist/assets/index-abc.js', 'console.log(1)')],
    ['the data folder', () => write('data/pglite/base/1', 'rows')],
    ['server code', () => write('src/server/app.ts', 'export const server = 2;')],
    ['a test file', () => write('src/client/app/main.test.tsx', 'it()')],
    ['another npm script', () => write('package.json', JSON.stringify({ scripts: { build: 'vite build', test: 'vitest run' } }))],
  ])('stays when only %s changes', (_what, change) => {
    const before = buildInputsHash(root);
    change();
    expect(buildInputsHash(root)).toBe(before);
  });

  it('calls dist current only after a build wrote the hash of the current inputs', () => {
    const dist = path.join(root, 'dist');
    expect(distIsCurrent(root, dist)).toBe(false);
    writeBuiltHash(root, dist);
    expect(distIsCurrent(root, dist)).toBe(true);
    write('src/client/app/main.tsx', 'export const a = 5;');
    expect(distIsCurrent(root, dist)).toBe(false);
  });
});

const REPO = path.resolve(import.meta.dirname, '../..');
const RESOLVE = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];

/** The repository file a relative import names, or null (a package). */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const ending of RESOLVE) {
    const file = base + ending;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  throw new Error(`${path.relative(REPO, from)} imports ${specifier}, which is not a file`);
}

/** Every repository file a script reads through its imports, itself included. */
function filesReadBy(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
      const target = resolveImport(file, match[1]);
      if (target) queue.push(target);
    }
  }
  return seen;
}

describe('the build inputs list', () => {
  it('holds every repository file the build command and the Vite configs read', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { scripts: { build: string } };
    const scripts = [...pkg.scripts.build.matchAll(/\b(scripts\/[\w.-]+\.(?:ts|mjs))\b/g)].map((m) => path.join(REPO, m[1]));
    expect(scripts.length).toBeGreaterThan(0);
    const configs = [...pkg.scripts.build.matchAll(/--config\s+([\w.-]+\.ts)\b/g)].map((m) => path.join(REPO, m[1]));
    expect(configs.length).toBeGreaterThan(0);
    const read = [...filesReadBy([...scripts, path.join(REPO, 'vite.config.ts'), ...configs])].map((f) => path.relative(REPO, f));
    const covered = (rel: string) => BUILD_INPUTS.some((input: string) => rel === input || rel.startsWith(`${input}/`));
    expect(read.filter((rel) => !covered(rel))).toEqual([]);
  });
});
