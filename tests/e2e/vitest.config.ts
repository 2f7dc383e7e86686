import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that must have the machine to themselves: the test behind Caddy and the crash test (child
 * processes and their timing). The bench smoke runs beside the others: only that each figure is
 * measured is checked, never how fast (ADR 112).
 */
const ALONE = ['tests/e2e/proxy.e2e.ts', 'tests/e2e/crash-safety.e2e.ts'];

/**
 * Started before the other files run at once: the bench smoke takes about two and a half minutes
 * and keeps about one core busy, so it fills the room the others leave (ADR 112). Without a record
 * of earlier runs, as on a fresh CI machine, Vitest starts the largest files first, and this small
 * file would run last, alone.
 */
const STARTED_FIRST = ['tests/e2e/bench-smoke.e2e.ts'];

class StartedFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => STARTED_FIRST.some((name) => file.moduleId.endsWith(name));
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}

/** Browser files run at once before the ones alone (ADR 108). */
const BROWSER_FILES_AT_ONCE = 3;

// Browser journeys: three files at a time, each with its own server and Chromium (ADR 108: on two
// cores the stage took 820 s with three, 899 s with two, the cores 87 % busy with three), then the
// files that run alone, one after another. The files run together share their worker's loaded
// modules (isolate: false), as the server suite does: a worker imports the server and compiles
// PGlite once instead of once per file (ADR 115).
export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // A test's steps each wait up to SHOWN_WITHIN_MS (harness.ts) for what the page shows; a journey of
    // many steps on a loaded machine needs minutes (ADR 113), and one that never finishes still fails.
    testTimeout: 300_000,
    hookTimeout: 180_000,
    setupFiles: ['tests/e2e/page-errors-setup.ts'],
    // In-memory servers start from copies of one migrated, seeded database per seed kind (ADR 053).
    globalSetup: ['tests/server/template-databases-setup.ts'],
    // No retries: a test that passes only on a second try is a bug (ADR 054).
    retry: 0,
    sequence: { sequencer: StartedFirstSequencer },
    projects: [
      { extends: true, test: { name: 'together', include: ['tests/e2e/**/*.e2e.ts'], exclude: ALONE, maxWorkers: BROWSER_FILES_AT_ONCE, isolate: false, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'alone', include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
