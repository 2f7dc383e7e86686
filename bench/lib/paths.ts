import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const ROOT = path.dirname(BENCH_DIR);
/** Builds and throw-away files (git-ignored). */
export const TMP_DIR = path.join(BENCH_DIR, '.tmp');
export const RESULTS_FILE = path.join(BENCH_DIR, 'results', 'latest.md');
export { CHROMIUM_PATH } from '../../scripts/chromium';
