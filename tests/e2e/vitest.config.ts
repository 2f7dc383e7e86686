import { defineConfig } from 'vitest/config';

/**
 * Files that run by themselves after the rest (ADR 103): the bench smoke and the proxy test each
 * start a Caddy and several processes and measure what they serve; the crash test kills servers
 * mid-write and times their restart.
 */
export const ALONE = ['tests/e2e/bench-smoke.e2e.ts', 'tests/e2e/proxy.e2e.ts', 'tests/e2e/crash-safety.e2e.ts'];

// Browser journeys: each file has its own server (on its own copy of the run's seeded database,
// ADR 053) and its own Chromium, so two files run at once; the files in ALONE follow, one at a time.
export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/server/template-databases-setup.ts'],
    setupFiles: ['tests/e2e/page-errors-setup.ts'],
    // One retry, until two tests that failed once in a full run and passed in the one before are
    // made deterministic: provider-dashboard "closing Saturday…" (its toast not seen) and
    // translations "kn … header keeps one row" (the header measured before it rendered). The retry
    // applies to every test; a retried one is listed in the report, whatever failed it (ADR 054).
    retry: 1,
    maxWorkers: 2,
    // A worker runs file after file on the modules it has loaded: the server and the harness are
    // imported once per worker, not once per file. Nothing a file leaves in process.env or a module
    // is read by the next (startServer restores what it set).
    isolate: false,
    projects: [
      { extends: true, test: { name: 'browser', include: ['tests/e2e/**/*.e2e.ts'], exclude: ALONE, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'browser-alone', include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
