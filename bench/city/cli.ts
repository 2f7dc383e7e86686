/**
 * npm run bench:city [-- --minutes 3] [-- --smoke] [-- --providers N --customers N] [-- --port-base P]
 */
import fs from 'node:fs';
import path from 'node:path';
import { figuresOf, historyLine, HISTORY_HEADER, renderCity } from './report-city';
import { runCity, type CityOptions } from './run-city';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const numberOption = (name: string) => (option(name) === undefined ? undefined : Number(option(name)));

const options: CityOptions = {
  smoke: process.argv.includes('--smoke'),
  minutes: numberOption('minutes'),
  providers: numberOption('providers'),
  customers: numberOption('customers'),
  portBase: numberOption('port-base'),
};

const benchDir = path.resolve(import.meta.dirname, '..');
const run = await runCity(options);
const figures = figuresOf(run);
const report = renderCity(run, figures, options.smoke);
if (options.smoke) {
  fs.mkdirSync(path.join(benchDir, '.tmp'), { recursive: true });
  fs.writeFileSync(path.join(benchDir, '.tmp', 'city-smoke.md'), report);
  console.log(report);
} else {
  fs.writeFileSync(path.join(benchDir, 'results', 'city.md'), report);
  const history = path.join(benchDir, 'results', 'city-history.md');
  if (!fs.existsSync(history)) fs.writeFileSync(history, `${HISTORY_HEADER}\n`);
  fs.appendFileSync(history, `${historyLine(run, figures)}\n`);
  console.log(report);
  console.log('Written to bench/results/city.md (and a line in bench/results/city-history.md).');
}
process.exit(0);
