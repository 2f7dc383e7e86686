import path from 'node:path';
import { BENCH_DIR } from '../lib/paths';
import { startPinned, type PinnedChild } from '../lib/pinned-child';
import type { LoadJob, LoadResult } from './loadgen';

export type { LoadJob, LoadResult } from './loadgen';

/** Core 0 serves, core 1 loads: the two never compete for one core. */
export const SERVER_CORE = 0;
export const LOAD_CORE = 1;

export class LoadGenerator {
  private constructor(private readonly child: PinnedChild) {}

  static async start(): Promise<LoadGenerator> {
    const { child } = await startPinned(path.join(BENCH_DIR, 'load', 'loadgen.ts'), LOAD_CORE);
    return new LoadGenerator(child);
  }

  async run(job: LoadJob): Promise<LoadResult> {
    const answer = await this.child.ask<{ result: LoadResult }>({ type: 'run', job }, 'result', job.durationMs + 60_000);
    return answer.result;
  }

  stop(): Promise<void> {
    return this.child.stop();
  }
}
