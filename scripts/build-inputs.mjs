// What `npm run build` reads, as one hash: `npm start` builds only when it differs from the hash
// the last build left beside its output (dist/.build-hash). Usage: `node scripts/build-inputs.mjs
// <dist>` writes the hash of the current inputs into <dist>/.build-hash (the build's last step).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders and files (relative to the repository) whose content decides what the build makes. */
export const BUILD_INPUTS = [
  'src/client',
  'src/shared',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.first-views.config.ts',
  'tsconfig.base.json',
  'tsconfig.json',
  'tsconfig.shared.json',
  'postcss.config.js',
  'postcss.config.mjs',
  'tailwind.config.js',
  'tailwind.config.ts',
  'package-lock.json',
  'scripts/prerender.ts',
  'scripts/compress-dist.mjs',
  'scripts/message-catalogs.mjs',
  'scripts/precache-pages.ts',
  'scripts/critical-css.ts',
  'scripts/boot-script.ts',
  'scripts/chunk-groups.ts',
  'scripts/screen-preloads.ts',
  'scripts/build-inputs.mjs',
];

/** Files only tests read: changing them changes nothing the build makes. */
const TEST_FILE = /\.test\.tsx?$/;

/** Where the last build's input hash is kept, inside its output folder. */
export const HASH_FILE = '.build-hash';

function filesUnder(root, rel, out) {
  const abs = path.join(root, rel);
  let stat;
  try {
    stat = fs.statSync(abs);
  } catch {
    return; // an optional input (postcss.config.js) that does not exist
  }
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(abs).sort()) filesUnder(root, path.posix.join(rel, name), out);
  } else if (stat.isFile() && !TEST_FILE.test(rel)) {
    out.push(rel);
  }
}

/** sha256 over every input file's path and bytes, in a fixed order. */
export function buildInputsHash(root) {
  const files = [];
  for (const input of BUILD_INPUTS) filesUnder(root, input, files);
  const hash = crypto.createHash('sha256');
  // Of package.json only the build command counts (dependencies are in package-lock.json).
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  hash.update(`build\0${pkg.scripts?.build ?? ''}\0`);
  for (const rel of files) {
    hash.update(`${rel}\0`);
    hash.update(fs.readFileSync(path.join(root, rel)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The hash the build in `dist` was made from, or null (no build, or one made before hashes). */
export function builtHash(dist) {
  try {
    return fs.readFileSync(path.join(dist, HASH_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Whether `dist` holds a complete build of exactly the current inputs. */
export function distIsCurrent(root, dist) {
  const built = builtHash(dist);
  return built !== null && fs.existsSync(path.join(dist, 'index.html')) && built === buildInputsHash(root);
}

export function writeBuiltHash(root, dist, hash = buildInputsHash(root)) {
  fs.writeFileSync(path.join(dist, HASH_FILE), `${hash}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  writeBuiltHash(root, path.resolve(process.argv[2] ?? 'dist'));
}
