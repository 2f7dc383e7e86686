import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { WorkQueue } from './work-queue';

const queue = () => new WorkQueue({ concurrency: 1, maxWaiting: 2, retryAfterSeconds: 7, busyMessage: 'busy' });

describe('WorkQueue', () => {
  it('runs one job at a time in order, lets two wait and refuses the next with 503 + Retry-After', async () => {
    const q = queue();
    const order: string[] = [];
    const gates: (() => void)[] = [];
    const job = (name: string) => () =>
      new Promise<string>((resolve) => {
        order.push(`start ${name}`);
        gates.push(() => resolve(name));
      });
    const a = q.run(job('a'));
    const b = q.run(job('b'));
    const c = q.run(job('c'));
    expect(q.load).toEqual({ running: 1, waiting: 2 });
    expect(() => q.assertRoom()).toThrow(HttpError);
    const refused = await q.run(job('d')).catch((e: HttpError) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, message: 'busy', headers: { 'retry-after': '7' } });
    expect(order).toEqual(['start a']);
    gates.shift()!();
    expect(await a).toBe('a');
    await Promise.resolve();
    expect(order).toEqual(['start a', 'start b']);
    gates.shift()!();
    await b;
    await Promise.resolve();
    gates.shift()!();
    expect(await c).toBe('c');
    expect(q.load).toEqual({ running: 0, waiting: 0 });
    q.assertRoom();
  });

  it('frees its slot when a job fails', async () => {
    const q = queue();
    await expect(q.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(q.load).toEqual({ running: 0, waiting: 0 });
    expect(await q.run(async () => 42)).toBe(42);
  });
});
