import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * deploy/gaadicare@.service as systemd reads it: `systemd-analyze verify` finds nothing wrong, and
 * `systemd-analyze security` rates its exposure low. Where systemd-analyze is missing (macOS,
 * containers without systemd) the test says so and is skipped. The unit names /opt/gaadicare's
 * Node, which verify checks exists: the copy checked here names this machine's Node instead, and
 * nothing else differs.
 */
const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((p) => fs.existsSync(p));
const run = promisify(execFile);
const UNIT = path.resolve('deploy/gaadicare@.service');
const NODE = fs.realpathSync(path.resolve('node_modules/node/bin/node'));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-systemd-'));
const instance = path.join(dir, 'gaadicare@3001.service');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!analyze)(`deploy/gaadicare@.service${analyze ? '' : ' (skipped: no systemd-analyze on this machine)'}`, () => {
  const text = fs.readFileSync(UNIT, 'utf8');
  fs.writeFileSync(instance, text.replace(/^ExecStart=\/opt\/gaadicare\/node_modules\/node\/bin\/node /m, `ExecStart=${NODE} `));

  it('names the Node of the `node` package and is otherwise checked as written', () => {
    expect(text).toMatch(/^ExecStart=\/opt\/gaadicare\/node_modules\/node\/bin\/node --import tsx src\/server\/server\.ts$/m);
    expect(fs.readFileSync(instance, 'utf8').split('\n').filter((l, i) => l !== text.split('\n')[i])).toHaveLength(1);
  });

  it('passes systemd-analyze verify with nothing to say', async () => {
    const { stdout, stderr } = await run(analyze!, ['verify', '--man=no', instance]);
    expect(stdout + stderr).toBe('');
  });

  it('is rated a low exposure by systemd-analyze security', async () => {
    const result = await run(analyze!, ['security', '--offline=true', '--no-pager', instance]).catch((error: { stdout?: string; stderr?: string }) => error);
    const out = `${result.stdout ?? ''}${result.stderr ?? ''}`;
    const level = /Overall exposure level for [^:]+: (\d+\.\d)/.exec(out);
    expect(level, out).not.toBeNull();
    expect(Number(level![1])).toBeLessThanOrEqual(2.5);
    for (const setting of ['NoNewPrivileges=', 'ProtectSystem=', 'PrivateTmp=', 'ProtectHome=', 'CapabilityBoundingSet=~CAP_SYS_ADMIN', 'RestrictSUIDSGID=']) {
      expect(out).toMatch(new RegExp(`✓ ${setting.replace(/[.*+?^${}()|[\]\\~]/g, '\\$&')}`));
    }
  });
});
