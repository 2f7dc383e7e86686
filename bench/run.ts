/**
 * npm run bench            every figure, written to bench/results/latest.md
 * npm run bench:smoke      each measurement once, briefly (proves the bench runs; not timings)
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderReport } from './lib/report';
import { RESULTS_FILE, TMP_DIR } from './lib/paths';
import { renderConsole } from './lib/table';
import { runBench } from './run-bench';

const smoke = process.argv.includes('--smoke');
const report = await runBench({ smoke });
console.log(`\n${renderConsole(report.rows)}\n`);
const file = smoke ? path.join(TMP_DIR, 'smoke.md') : RESULTS_FILE;
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, renderReport(report));
console.log(`[bench] ${report.rows.length} figures in ${report.seconds.toFixed(0)} s, written to ${path.relative(process.cwd(), file)}`);
// Children and sockets are closed; exit even if a library keeps a timer alive.
process.exit(0);
