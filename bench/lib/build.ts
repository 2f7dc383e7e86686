import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig } from 'vite';
import { BENCH_DIR, ROOT, TMP_DIR } from './paths';
import { FIRST_VIEWS_BUILD } from '../../src/shared/sync/first-views-build';
import { distIsCurrent } from '../../scripts/build-inputs.mjs';

/** For each output chunk: bytes each package (or app folder) contributes, before minification. */
export type ChunkSources = Map<string, Map<string, number>>;

export interface Builds {
  /** What each chunk of the app holds; undefined when the app is `npm run build`'s dist/, reused. */
  appChunks: ChunkSources | undefined;
  /** The app, built by vite.config.ts with a manifest and pre-compressed as `npm run build` does (served by the app server). */
  app: string;
  /** The framework floor. */
  floor: string;
  /** The IndexedDB bench page (the app's Dexie database and mirror code). */
  idb: string;
}

/** The build settings of vite.config.ts that shape JavaScript output, for the bench's own pages. */
function sameSettings(root: string, outDir: string): InlineConfig {
  return {
    configFile: false,
    root,
    base: '/',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, sourcemap: false, target: 'es2022', manifest: true },
  };
}

/** `npm run build`'s output, when it is a build of exactly the current sources (dist/.build-hash). */
export const DIST = path.join(ROOT, 'dist');
export function currentDist(): string | undefined {
  return distIsCurrent(ROOT, DIST) ? DIST : undefined;
}

/**
 * Builds the app, the floor and the IndexedDB page into bench/.tmp (git-ignored) with the Vite JS
 * API. `reuseApp`: a current `npm run build` output served as the app instead of building it
 * again (the smoke run, after the browser tests' build); its chunks are then not attributed.
 */
export async function buildAll(reuseApp?: string): Promise<Builds> {
  // Under a test runner NODE_ENV is 'test', and Vite would then build with DEV on (no service worker).
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await buildEach(reuseApp);
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
}

async function buildEach(reuseApp: string | undefined): Promise<Builds> {
  fs.mkdirSync(TMP_DIR, { recursive: true });
  const out = { app: reuseApp ?? path.join(TMP_DIR, 'app'), floor: path.join(TMP_DIR, 'floor'), idb: path.join(TMP_DIR, 'idb') };
  if (reuseApp) {
    await build(sameSettings(path.join(BENCH_DIR, 'floor'), out.floor));
    await build(sameSettings(path.join(BENCH_DIR, 'pages', 'idb'), out.idb));
    return { ...out, appChunks: undefined };
  }
  const result = await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: out.app, emptyOutDir: true, manifest: true },
  });
  await build(sameSettings(path.join(BENCH_DIR, 'floor'), out.floor));
  await build(sameSettings(path.join(BENCH_DIR, 'pages', 'idb'), out.idb));
  // As `npm run build` does: the landing page rendered into landing.html, then text pre-compressed.
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'scripts', 'prerender.ts'), out.app], { cwd: ROOT, stdio: 'ignore' });
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'compress-dist.mjs'), out.app], { stdio: 'ignore' });
  // The server's renderer of first views (ADR 049), as `npm run build` makes it.
  await build({ configFile: path.join(ROOT, 'vite.first-views.config.ts'), root: ROOT, mode: 'production', logLevel: 'warn', build: { outDir: path.join(out.app, FIRST_VIEWS_BUILD.dir) } });
  return { ...out, appChunks: chunkSources(result) };
}

/** A module id as the package it comes from, or the app folder (two levels) it lives in. */
function ownerOf(id: string): string {
  const at = id.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = id.slice(at + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const rel = path.relative(ROOT, id.split('?')[0]);
  return rel.startsWith('..') ? 'other' : rel.split(path.sep).slice(0, 3).join('/');
}

function chunkSources(result: unknown): ChunkSources {
  const map: ChunkSources = new Map();
  const outputs = (Array.isArray(result) ? result : [result]) as { output?: { type: string; fileName: string; modules?: Record<string, { renderedLength: number }> }[] }[];
  for (const o of outputs) {
    for (const chunk of o.output ?? []) {
      if (chunk.type !== 'chunk' || !chunk.modules) continue;
      const owners = new Map<string, number>();
      for (const [id, m] of Object.entries(chunk.modules)) owners.set(ownerOf(id), (owners.get(ownerOf(id)) ?? 0) + m.renderedLength);
      map.set(`/${chunk.fileName}`, owners);
    }
  }
  return map;
}
