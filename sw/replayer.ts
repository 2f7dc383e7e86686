import type { OutcomeStore } from './outcome-store';
import type { WorkerToPage } from '../src/shared/sync/worker-protocol';
import { classifyReplay, retryDelay } from '../src/shared/sync/replay-classifier';
import { messageOf, parseRetryAfter, readBody } from '../src/shared/sync/http-answer';

/** One queued write as the replay sees it (Workbox's QueueStore entry, reduced). */
export interface QueuedWrite {
  id: number;
  key: string;
  toRequest(): Request;
}

export interface ReplayDeps {
  /** Queued writes, oldest first, without removing them. */
  peekAll(): Promise<QueuedWrite[]>;
  remove(id: number): Promise<void>;
  send(request: Request): Promise<Response>;
  outcomes: OutcomeStore;
  broadcast(message: WorkerToPage): void;
  now(): number;
  random(): number;
}

export type ReplayResult = 'empty' | 'retry' | 'blocked' | 'waiting';

/**
 * Replays the write queue in order, one request at a time, classifying each answer (see
 * replay-classifier.ts). An entry is removed only after its answer is known and its outcome
 * stored, so a worker stopped mid-replay resends it (same Idempotency-Key: applied once).
 */
export function createReplayer(deps: ReplayDeps) {
  let running: Promise<ReplayResult> | null = null;
  let again = false;
  let attempts = 0;
  let notBefore = 0;

  async function report(message: Extract<WorkerToPage, { type: 'OUTCOME' }>): Promise<void> {
    await deps.outcomes.put(message);
    deps.broadcast(message);
  }

  async function drain(): Promise<ReplayResult> {
    for (;;) {
      const [head] = await deps.peekAll();
      if (!head) return 'empty';
      let res: Response | null = null;
      try {
        res = await deps.send(head.toRequest());
      } catch {
        res = null;
      }
      const verdict = classifyReplay(res ? { status: res.status, retryAfterMs: parseRetryAfter(res.headers.get('Retry-After'), deps.now()) } : { networkError: true });
      if (verdict.kind === 'retry') {
        attempts += 1;
        notBefore = deps.now() + retryDelay(attempts, verdict.retryAfterMs, deps.random);
        return 'retry';
      }
      attempts = 0;
      notBefore = 0;
      const body = await readBody(res!);
      if (verdict.kind === 'blocked') {
        await report({ type: 'OUTCOME', key: head.key, outcome: 'blocked', status: res!.status, message: messageOf(res!, body) });
        return 'blocked';
      }
      const message =
        verdict.kind === 'done'
          ? ({ type: 'OUTCOME', key: head.key, outcome: 'done', status: res!.status, body } as const)
          : ({ type: 'OUTCOME', key: head.key, outcome: 'rejected', status: res!.status, message: messageOf(res!, body) } as const);
      await deps.outcomes.put(message);
      await deps.remove(head.id);
      deps.broadcast(message);
    }
  }

  return {
    /**
     * Replays unless one is running (then the running one goes round again and its result is
     * returned). Without `force` it respects the back-off after a failed attempt.
     */
    replay(opts: { force: boolean }): Promise<ReplayResult> {
      if (running) {
        again = true;
        return running;
      }
      if (!opts.force && deps.now() < notBefore) return Promise.resolve('waiting');
      running = (async () => {
        let result: ReplayResult;
        do {
          again = false;
          result = await drain();
        } while (again && result === 'empty');
        return result;
      })().finally(() => {
        running = null;
      });
      return running;
    },
    isReplaying(): boolean {
      return running !== null;
    },
    backoffUntil(): number {
      return notBefore;
    },
  };
}

export type Replayer = ReturnType<typeof createReplayer>;
