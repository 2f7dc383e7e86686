import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { messageCatalogs } from './scripts/message-catalogs.mjs';

// The server suite runs on PGlite always, and again on PostgreSQL when DATABASE_URL is set.
// Server test files share their worker's loaded modules (isolate: false): importing the server
// once per worker instead of once per file halves the suite's CPU time. Each file still builds its
// own app on its own database copy (ADR 053), and no server test mocks a module or leaves a global
// stubbed; files that do (the client's) stay isolated in the unit project.
const SERVER_TESTS = ['src/server/**/*.test.ts', 'tests/server/**/*.test.ts'];

const postgres = process.env.DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'server-postgres',
          include: SERVER_TESTS,
          isolate: false,
          // Fuzzing runs on PGlite in `npm test`; `npm run fuzz` runs it on both databases.
          exclude: process.env.FUZZ_RUNS ? [] : ['tests/server/fuzz/**'],
          env: { TEST_DATABASE: 'postgres' },
        },
      },
    ]
  : [];

export default defineConfig({
  plugins: [messageCatalogs()],
  test: {
    // Sized to the load, not to a quiet machine (ADR 113): with the lint, the types and the build
    // beside it, a file that starts server processes can take several times as long as alone. A test
    // that never finishes still fails.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Two workers more than the cores: the server files spend much of their time waiting on
    // PostgreSQL, child processes and timers (on two cores with both databases, 30 November: 389 s
    // with three workers, 343 s with four, the cores 85 % busy; ADR 108). Every file has its own
    // database, so files never share one (ADR 053).
    maxWorkers: os.availableParallelism() + 2,
    // Every project's apps start from copies of one migrated, seeded database (ADR 053); the push
    // tests' local push service has a certificate every test process trusts.
    globalSetup: ['tests/server/template-databases-setup.ts', 'tests/server/push-service-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: SERVER_TESTS,
          setupFiles: ['tests/client/i18n-setup.ts'],
        },
      },
      { extends: true, test: { name: 'server', include: SERVER_TESTS, isolate: false, setupFiles: ['tests/client/i18n-setup.ts'] } },
      ...postgres,
    ],
  },
});
