import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateSessionSecret, parseEnv } from './env';

describe('environment', () => {
  it('has defaults for a fresh machine', () => {
    expect(parseEnv({})).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', LOG_LEVEL: 'info' });
  });

  it('refuses bad values with the variable named', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('keeps one generated session secret in DATA_DIR', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-env-'));
    const first = loadOrCreateSessionSecret(dir);
    expect(first).toHaveLength(64);
    expect(loadOrCreateSessionSecret(dir)).toBe(first);
  });
});
