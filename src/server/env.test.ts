import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoModeOf, loadOrCreateSessionSecret, parseEnv } from './env';

describe('environment', () => {
  it('has defaults for a fresh machine', () => {
    expect(parseEnv({})).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', LOG_LEVEL: 'info' });
  });

  it('refuses bad values with the variable named', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('reads the metrics port and the shutdown grace', () => {
    expect(parseEnv({})).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '127.0.0.1', SHUTDOWN_GRACE_SECONDS: 10 });
    expect(parseEnv({ METRICS_PORT: '0', SHUTDOWN_GRACE_SECONDS: '30' })).toMatchObject({ METRICS_PORT: 0, SHUTDOWN_GRACE_SECONDS: 30 });
    expect(() => parseEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ SHUTDOWN_GRACE_SECONDS: '-1' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('is in demo mode on the embedded database and not on PostgreSQL, unless DEMO_MODE says otherwise', () => {
    const pg = 'postgres://postgres@127.0.0.1:5432/x';
    expect(demoModeOf(parseEnv({}))).toBe(true);
    expect(demoModeOf(parseEnv({ DATABASE_URL: pg }))).toBe(false);
    expect(demoModeOf(parseEnv({ DATABASE_URL: pg, DEMO_MODE: '1' }))).toBe(true);
    expect(demoModeOf(parseEnv({ DEMO_MODE: '0' }))).toBe(false);
    expect(() => parseEnv({ DEMO_MODE: 'maybe' })).toThrow(/DEMO_MODE/);
  });

  it('reads the SMS gateway and the per-address code limit', () => {
    expect(parseEnv({}).OTP_REQUESTS_PER_ADDRESS).toBe(20);
    expect(parseEnv({ OTP_REQUESTS_PER_ADDRESS: '200' }).OTP_REQUESTS_PER_ADDRESS).toBe(200);
    expect(() => parseEnv({ OTP_REQUESTS_PER_ADDRESS: '0' })).toThrow(/OTP_REQUESTS_PER_ADDRESS/);
    expect(() => parseEnv({ SMS_HTTP_URL: 'not a url' })).toThrow(/SMS_HTTP_URL must be a URL/);
  });

  it('keeps one generated session secret in DATA_DIR', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-env-'));
    const first = loadOrCreateSessionSecret(dir);
    expect(first).toHaveLength(64);
    expect(loadOrCreateSessionSecret(dir)).toBe(first);
  });
});
