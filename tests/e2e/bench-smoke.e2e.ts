import { describe, expect, it } from 'vitest';
import { postgresReachable } from '../../bench/lib/postgres';
import { budgetRowIds, renderTable, rowIds } from '../../bench/lib/table';
import { ROUTES } from '../../bench/measures/routes';
import { runBench } from '../../bench/run-bench';
import { pgliteTemplate } from '../server/template-databases';

// `npm run bench --smoke`: every measurement once, briefly, on little data. Only that each one
// produces its numbers is checked here; the timings of a smoke run mean nothing.
describe('bench smoke', () => {
  it('produces every row of the table with a measured number', async () => {
    // The bench's servers start from the run's migrated, seeded database, as the other files' do (ADR 053).
    const report = await runBench({ smoke: true, seeded: (await pgliteTemplate('demo')) ?? undefined });
    const ids = report.rows.map((r) => r.id);
    expect([...ids].sort()).toEqual(rowIds(report.routes.map((r) => r.key)).sort());
    // One route behind a persona gate, audited as its persona.
    expect(report.routes.map((r) => r.path)).toEqual(['/provider-dashboard']);

    // The browser stage built dist/ just before: the smoke measures that build, not one of its own
    // (the app's chunks are then not attributed to their sources: that row is the full bench's).
    expect(report.sharedBuild, 'dist/ is not a build of the current sources: npm run build first').toBe(true);
    const pg = await postgresReachable();
    // A first view's row says what was shown, not a number: its pass is checked below.
    const verdicts = new Set(ROUTES.map((route) => budgetRowIds(route.key)[1]));
    for (const row of report.rows) {
      if (row.id === 'pending-postgres' && !pg) continue;
      if (row.id === 'i18n-landing') continue;
      expect(row.measured, `${row.id}: ${row.value}`).toBe(true);
      if (!verdicts.has(row.id)) expect(row.value, row.id).toMatch(/\d/);
    }
    // Correctness figures hold whatever the machine's speed.
    const byId = new Map(report.rows.map((r) => [r.id, r]));
    expect(byId.get('poll-queries')?.pass).toBe(true);
    expect(byId.get('offline-duplicates')?.pass).toBe(true);
    expect(byId.get('offline-routes')?.pass).toBe(true);
    // Bytes do not depend on the machine: every route within its budget in the screen manifest
    // (ROUTE_BUDGETS, over by at most 2 KiB) and its first view shown before any script (ADR 085).
    for (const route of ROUTES) {
      for (const id of budgetRowIds(route.key)) {
        const row = byId.get(id);
        expect(row?.pass, `${id}: ${row?.value} (target ${row?.target})`).toBe(true);
      }
    }

    const table = renderTable(report.rows);
    for (const row of report.rows) expect(table).toContain(row.figure);
  }, 1_500_000);
});
