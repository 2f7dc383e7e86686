/**
 * npm run bench                 every figure, written to bench/results/latest.md
 * npm run bench:smoke           each measurement once, briefly (proves the bench runs; not timings)
 * npm run bench -- --only 8     the figures named (comma-separated numbers or names: bundle,
 *                               lighthouse, repeat, poll, pending, offline, idb, uploads,
 *                               provider-3g), written to bench/.tmp/only-….md, not to the results
 * npm run bench -- --only lighthouse --routes /,/provider-dashboard
 *                               Lighthouse on the routes named only
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderReport } from './lib/report';
import { RESULTS_FILE, TMP_DIR } from './lib/paths';
import { renderConsole } from './lib/table';
import { FIGURES, runBench } from './run-bench';

const smoke = process.argv.includes('--smoke');
const argAfter = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? (process.argv[at + 1] ?? '').split(',').filter(Boolean) : undefined;
};
const numbers = new Set(Object.values(FIGURES));
const only = argAfter('--only')?.map((n) => FIGURES[n] ?? Number(n));
if (only && (only.length === 0 || only.some((n) => !numbers.has(n)))) {
  throw new Error(`--only takes figure numbers (1 to ${numbers.size}) or names (${Object.keys(FIGURES).join(', ')}), comma-separated, e.g. --only 8`);
}
const routes = argAfter('--routes');
const report = await runBench({ smoke, only, routes });
console.log(`\n${renderConsole(report.rows)}\n`);
const file = smoke ? path.join(TMP_DIR, 'smoke.md') : only || routes ? path.join(TMP_DIR, `only-${(only ?? ['all']).join('-')}.md`) : RESULTS_FILE;
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, renderReport(report));
console.log(`[bench] ${report.rows.length} figures in ${report.seconds.toFixed(0)} s, written to ${path.relative(process.cwd(), file)}`);
// Children and sockets are closed; exit even if a library keeps a timer alive.
process.exit(0);
