/**
 * `npm start`: builds the client only when its inputs changed since the last build
 * (scripts/build-inputs.mjs; the hash is kept in dist/.build-hash), then serves, in this process.
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputsHash, builtHash, writeBuiltHash } from './build-inputs.mjs';
import fs from 'node:fs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
// Taken before building: an edit made while the build runs makes the next start build again.
const inputs = buildInputsHash(root);
const current = builtHash(dist) === inputs && fs.existsSync(path.join(dist, 'index.html'));

if (current) {
  console.log('dist/ is current, serving');
} else {
  console.log('sources changed, building');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  writeBuiltHash(root, dist, inputs);
}

await import('../src/server/server');
