import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig } from 'vite';
import { BENCH_DIR, ROOT, TMP_DIR } from './paths';

/** For each output chunk: bytes each package (or app folder) contributes, before minification. */
export type ChunkSources = Map<string, Map<string, number>>;

export interface Builds {
  appChunks: ChunkSources;
  /** The app build with a static shell in index.html (a "what if" for first paint). */
  appShell: string;
  /** The app, built by vite.config.ts with a manifest (served by the app server). */
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

/** Builds the app, the floor and the IndexedDB page into bench/.tmp (git-ignored) with the Vite JS API. */
export async function buildAll(): Promise<Builds> {
  // Under a test runner NODE_ENV is 'test', and Vite would then build with DEV on (no service worker).
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await buildEach();
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
}

async function buildEach(): Promise<Builds> {
  fs.mkdirSync(TMP_DIR, { recursive: true });
  const out = { app: path.join(TMP_DIR, 'app'), floor: path.join(TMP_DIR, 'floor'), idb: path.join(TMP_DIR, 'idb') };
  const result = await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: out.app, emptyOutDir: true, manifest: true },
  });
  await build(sameSettings(path.join(BENCH_DIR, 'floor'), out.floor));
  await build(sameSettings(path.join(BENCH_DIR, 'pages', 'idb'), out.idb));
  return { ...out, appShell: withStaticShell(out.app), appChunks: chunkSources(result) };
}

/**
 * A copy of the app build whose index.html paints something before any script runs (React's
 * createRoot replaces it): measures what a static shell would do for first paint.
 */
function withStaticShell(appDir: string): string {
  const dir = `${appDir}-shell`;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(appDir, dir, { recursive: true });
  const index = path.join(dir, 'index.html');
  const shell =
    '<div id="root"><header style="border-bottom:1px solid #e2e8f0;background:#fff"><div style="max-width:80rem;margin:0 auto;padding:0.75rem 1rem;font:700 1.25rem system-ui;color:#115e59">GaadiCare</div></header>' +
    '<main style="max-width:80rem;margin:0 auto;padding:2rem 1rem;font:1rem system-ui;color:#334155">Doorstep car &amp; bike care in Bangalore</main></div>';
  fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace('<div id="root"></div>', shell));
  return dir;
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
