/**
 * npm run bench                 every figure, written to bench/results/latest.md
 * npm run bench:smoke           each measurement once, briefly (proves the bench runs; not timings)
 * npm run bench -- --only 8     the figures named (comma-separated numbers; 1, 2, 3, 6 and 7 run
 *                               together), written to bench/.tmp/only-8.md, not to the results
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderReport } from './lib/report';
import { RESULTS_FILE, TMP_DIR } from './lib/paths';
import { renderConsole } from './lib/table';
import { runBench } from './run-bench';

const smoke = process.argv.includes('--smoke');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '').split(',').map(Number) : undefined;
if (only && (only.length === 0 || only.some((n) => !Number.isInteger(n) || n < 1 || n > 9))) {
  throw new Error('--only takes figure numbers from 1 to 9, comma-separated, e.g. --only 8');
}
const report = await runBench({ smoke, only });
console.log(`\n${renderConsole(report.rows)}\n`);
const file = smoke ? path.join(TMP_DIR, 'smoke.md') : only ? path.join(TMP_DIR, `only-${only.join('-')}.md`) : RESULTS_FILE;
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, renderReport(report));
console.log(`[bench] ${report.rows.length} figures in ${report.seconds.toFixed(0)} s, written to ${path.relative(process.cwd(), file)}`);
// Children and sockets are closed; exit even if a library keeps a timer alive.
process.exit(0);
