import { defineConfig } from 'vitest/config';

// Browser journeys: one real Chromium and one server at a time, so files run one after another.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A real browser on a busy machine can miss a beat; a test that fails twice is a failure.
    // Retried tests are listed in the report, so a flaky one is seen and fixed, not hidden.
    retry: 1,
  },
});
