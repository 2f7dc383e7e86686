import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from '../../../shared/schemas/admin';
import { DEMO_SETTINGS } from '../../db/seed-data/supplier';
import { buildApp } from '../../app';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-config-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const open = () => buildApp({ dataDir: dir, serveClient: false, logLevel: 'silent', sessionSecret: 'persist-secret-persist-secret-000000' });

/** Two full starts on an on-disk database (migrations and seed each): more than a usual test's time. */
const TWO_STARTS_MS = 120_000;

describe('pricing and settings survive a restart', () => {
  it('reads back what the admin stored after the server is rebuilt on the same data', async () => {
    const pricing = { ...DEFAULT_PRICING, platformFeePercentage: 30, minimumOrderValue: 350 };
    const settings = { ...DEMO_SETTINGS, allowCancellations: false, autoAcceptBids: true };
    const first = await open();
    try {
      const session = await first.inject({ method: 'POST', url: '/api/session', payload: { userId: 'admin-1' } });
      const raw = session.cookies.find((c) => c.name === 'gc_session')!;
      const cookie = `gc_session=${raw.value}`;
      expect((await first.inject({ method: 'PUT', url: '/api/admin/pricing', headers: { cookie }, payload: pricing })).statusCode).toBe(200);
      expect((await first.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie }, payload: settings })).statusCode).toBe(200);
    } finally {
      await first.close();
    }
    const second = await open();
    try {
      expect((await second.inject({ method: 'GET', url: '/api/admin/pricing' })).json()).toEqual(pricing);
      expect((await second.inject({ method: 'GET', url: '/api/admin/settings' })).json()).toEqual(settings);
    } finally {
      await second.close();
    }
  }, TWO_STARTS_MS);
});
