// The `<link rel="modulepreload">` elements of a screen's built page (ADR 041), from Vite's manifest.
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: vite.config.ts must build with manifest: true`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
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
 * node_modules, or the shared chunk named after the module (Vite lists a chunk that several
 * chunks import under `_<name>-<hash>.js`, without its source).
 */
function keyOf(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[^.]+$/, '');
  const key = Object.keys(manifest).find((k) => isPackageKey(k, module) || (k.startsWith('_') && manifest[k].name === name));
  if (!key) throw new Error(`${module} is not a chunk of the build (Vite's manifest); was it renamed?`);
  return key;
}

/**
 * modulepreload links for these source modules and everything they import, less what the entry
 * already brings (Vite preloads that itself).
 */
export function modulePreloads(manifest: Manifest, modules: readonly string[]): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const already = closure(manifest, entries);
  const wanted = [...closure(manifest, modules.map((m) => keyOf(manifest, m)))].filter((key) => !already.has(key));
  return wanted.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`).join('');
}
