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
    // No retries: a test that passes only on a second try is a bug (ADR 054).
    retry: 0,
  },
});
