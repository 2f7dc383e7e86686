import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** taskset is how work is kept on one core; without it (other systems) children run unpinned. */
const HAS_TASKSET = fs.existsSync('/usr/bin/taskset');

export interface PinnedChild {
  process: ChildProcess;
  /** Sends a message and resolves with the next message whose type is `reply`. */
  ask<T>(message: object, reply: string, timeoutMs?: number): Promise<T>;
  stop(): Promise<void>;
}

/**
 * Starts a TypeScript module (through tsx) as a child pinned to one core, with an IPC channel,
 * and waits for its `{ type: 'ready' }` message, which it returns.
 */
export async function startPinned(
  file: string,
  core: number,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ child: PinnedChild; ready: Record<string, unknown> }> {
  const nodeArgs = ['--import', 'tsx', file, ...args];
  const cmd = HAS_TASKSET ? '/usr/bin/taskset' : process.execPath;
  const cmdArgs = HAS_TASKSET ? ['-c', String(core), process.execPath, ...nodeArgs] : nodeArgs;
  const proc = spawn(cmd, cmdArgs, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, ...env } });

  const waiters: { type: string; resolve(v: unknown): void; reject(e: Error): void }[] = [];
  let exited: Error | null = null;
  proc.on('message', (message: { type: string; message?: string }) => {
    const index = message.type === 'error' ? 0 : waiters.findIndex((w) => w.type === message.type);
    const waiter = index >= 0 ? waiters.splice(index, 1)[0] : undefined;
    if (!waiter) return;
    if (message.type === 'error') waiter.reject(new Error(`${file}: ${message.message}`));
    else waiter.resolve(message);
  });
  proc.on('exit', (code) => {
    exited = new Error(`${file} exited with ${code}`);
    for (const w of waiters.splice(0)) w.reject(exited);
  });

  const wait = <T>(type: string, timeoutMs: number) =>
    new Promise<T>((resolve, reject) => {
      if (exited) return reject(exited);
      const timer = setTimeout(() => reject(new Error(`${file}: no ${type} within ${timeoutMs} ms`)), timeoutMs);
      waiters.push({
        type,
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v as T);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
    });

  const child: PinnedChild = {
    process: proc,
    ask<T>(message: object, reply: string, timeoutMs = 120_000) {
      const answer = wait<T>(reply, timeoutMs);
      proc.send(message);
      return answer;
    },
    async stop() {
      if (proc.exitCode !== null || exited) return;
      const gone = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      proc.send({ type: 'stop' });
      const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(timer);
    },
  };
  const ready = await wait<Record<string, unknown>>('ready', 120_000).catch(async (error: unknown) => {
    proc.kill('SIGKILL');
    throw error;
  });
  return { child, ready };
}
