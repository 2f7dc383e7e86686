import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_DIR_IN_USE, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-lock-'));
  dirs.push(dir);
  return dir;
};

describe('one process per PGlite DATA_DIR', () => {
  it('refuses a folder held by another running process, with the message', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DATA_DIR_IN_USE);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has ended, and releases it', async () => {
    const dir = tempDir();
    const ended = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => ended.once('exit', resolve));
    fs.writeFileSync(path.join(dir, 'server.lock'), String(ended.pid));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it.runIf(process.platform === 'linux')('takes over a lock held by a killed process not yet reaped (a zombie)', async () => {
    const dir = tempDir();
    // sh starts a short sleep, then becomes a long sleep that never reaps it: the short one stays a zombie.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = Number((await new Promise<Buffer>((resolve) => parent.stdout!.once('data', resolve))).toString().trim());
      await expect.poll(() => fs.readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1][0], { timeout: 5_000 }).toBe('Z');
      fs.writeFileSync(path.join(dir, 'server.lock'), String(zombie));
      const release = lockDataDir(dir);
      expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
      release();
    } finally {
      parent.kill();
    }
  });
});
