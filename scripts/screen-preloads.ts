// The `<link rel="modulepreload">` elements of a screen's built page (ADR 041), from Vite's manifest.
import fs from 'node:fs';
import path from 'node:path';
import { MODULE_CHUNKS } from './chunk-groups';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
/** Source module (relative to the root, as the manifest's keys) → the file it went into (scripts/chunk-groups.ts). */
export type ModuleChunks = Record<string, string>;

export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: vite.config.ts must build with manifest: true`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

export function readModuleChunks(dist: string): ModuleChunks {
  const file = path.join(dist, MODULE_CHUNKS);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: vite.config.ts must build with chunkGroups()`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ModuleChunks;
}

/** A chunk and every chunk it imports statically, as manifest keys. */
function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * Whether a manifest key is a file of this package: under `node_modules/<name>/`, wherever that
 * folder is (a linked or hoisted node_modules gives keys such as `../../node_modules/<name>/…`).
 */
function isPackageKey(key: string, name: string): boolean {
  return key.startsWith(`node_modules/${name}/`) || key.includes(`/node_modules/${name}/`);
}

/**
 * The manifest key of a source module: its own entry, a bare package name's entry under
 * node_modules, or the chunk the module went into (a group of scripts/chunk-groups.ts, which Vite
 * lists under `_<name>-<hash>.js`, without its source).
 */
function keyOf(manifest: Manifest, module: string, chunks: ModuleChunks): string {
  if (manifest[module]) return module;
  const source = Object.keys(chunks).find((k) => k === module || isPackageKey(k, module));
  const file = source && chunks[source];
  const key = Object.keys(manifest).find((k) => isPackageKey(k, module) || (file !== undefined && manifest[k].file === file));
  if (!key) throw new Error(`${module} is not a chunk of the build (Vite's manifest); was it renamed?`);
  return key;
}

/**
 * The files (`/assets/…`) of these source modules and everything they import, less what the entry
 * already brings (Vite preloads that itself).
 */
export function modulePreloadFiles(manifest: Manifest, modules: readonly string[], chunks: ModuleChunks = {}): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const already = closure(manifest, entries);
  const wanted = [...closure(manifest, modules.map((m) => keyOf(manifest, m, chunks)))].filter((key) => !already.has(key));
  return wanted.map((key) => `/${manifest[key].file}`);
}

/** modulepreload links for these source modules and everything they import (modulePreloadFiles). */
export function modulePreloads(manifest: Manifest, modules: readonly string[], chunks: ModuleChunks = {}): string {
  return modulePreloadFiles(manifest, modules, chunks)
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
}
