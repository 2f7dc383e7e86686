import path from 'node:path';
import { SERVER_CORE } from '../load/run-load';
import { BENCH_DIR } from '../lib/paths';
import { startPinned, type PinnedChild } from '../lib/pinned-child';
import type { ServerSpec } from './protocol';

export interface BenchServer {
  url: string;
  queryCount(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts a server child on the server core and waits until it listens. */
export async function startBenchServer(spec: ServerSpec): Promise<BenchServer> {
  const { child, ready } = await startPinned(path.join(BENCH_DIR, 'servers', 'server-child.ts'), SERVER_CORE, [JSON.stringify(spec)]);
  return wrap(child, String(ready.url));
}

function wrap(child: PinnedChild, url: string): BenchServer {
  return {
    url,
    async queryCount() {
      return (await child.ask<{ value: number }>({ type: 'queryCount' }, 'queryCount')).value;
    },
    stop: () => child.stop(),
  };
}
