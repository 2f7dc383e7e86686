import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { AppMetrics } from '../../src/server/ops/metrics';

/**
 * docs/operations/alerts.yml and grafana-dashboard.json name only series the server exports, and
 * the rules load in Prometheus (`promtool check rules`, where promtool is installed).
 */
const RULES = path.resolve('docs/operations/alerts.yml');
const DASHBOARD = path.resolve('docs/operations/grafana-dashboard.json');
const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((p) => fs.existsSync(p));

async function exported(): Promise<Set<string>> {
  const metrics = new AppMetrics();
  metrics.collectProcessMetrics();
  const names = new Set<string>();
  for (const metric of await metrics.registry.getMetricsAsJSON()) names.add(metric.name);
  return names;
}

/** A series name as a query writes it, back to its metric (histograms add _bucket, _count, _sum). */
const metricOf = (series: string, known: Set<string>) => (known.has(series) ? series : series.replace(/_(bucket|count|sum)$/, ''));

describe('the alert rules and the dashboard', () => {
  it('name only series the server exports', async () => {
    const known = await exported();
    for (const file of [RULES, DASHBOARD]) {
      const used = new Set(fs.readFileSync(file, 'utf8').match(/\b(gaadicare|nodejs|process)_[a-z0-9_]+/g) ?? []);
      expect(used.size, file).toBeGreaterThan(5);
      const unknown = [...used].filter((series) => !known.has(metricOf(series, known)));
      expect(unknown, `${path.basename(file)} names series nobody exports`).toEqual([]);
    }
  });

  it.skipIf(!promtool)(`load in Prometheus${promtool ? '' : ' (skipped: no promtool on this machine)'}`, async () => {
    const { stdout } = await promisify(execFile)(promtool!, ['check', 'rules', RULES]);
    expect(stdout).toMatch(/SUCCESS: \d+ rules found/);
  });
});
