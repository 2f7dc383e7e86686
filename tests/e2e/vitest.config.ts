import { defineConfig } from 'vitest/config';

// Browser journeys: one real Chromium and one server at a time, so files run one after another
// (two at once only slowed each down: the stage is bound by the two cores, ADR 103).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    // Each file in a process of its own: sharing one worker's modules across files made
    // provider-dashboard "closing Saturday…" fail on both tries after admin-console (ADR 103).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    setupFiles: ['tests/e2e/page-errors-setup.ts'],
    // In-memory servers start from copies of one migrated, seeded database per seed kind (ADR 053).
    globalSetup: ['tests/server/template-databases-setup.ts'],
    // No retries: a test that passes only on a second try is a bug (ADR 054).
    retry: 0,
  },
});
