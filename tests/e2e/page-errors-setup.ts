// Run before each browser test file (vitest.config.ts setupFiles): every test fails on an error its
// pages reported that no test provokes on purpose (harness.ts, ADR 054).
import { afterEach } from 'vitest';
import { expectNoPageErrors } from './harness';

afterEach(expectNoPageErrors);
