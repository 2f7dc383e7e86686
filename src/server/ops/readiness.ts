import type { FastifyInstance } from 'fastify';

/** One thing the process needs to serve: `probe` resolves when it answers, rejects (with why) when not. */
export interface ReadinessCheck {
  name: string;
  probe(): Promise<void>;
}

/** A check that has not answered in this long has failed: a probe must answer before the balancer gives up. */
const CHECK_TIMEOUT_MS = 2_000;

export interface ReadinessAnswer {
  ready: boolean;
  /** Each check's outcome: 'ok' or why it failed; `shutdown` while the process is stopping. */
  checks: Record<string, string>;
  failed: string[];
}

function withTimeout(probe: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([probe, timeout]).finally(() => clearTimeout(timer));
}

/** Whether this process should get traffic: its checks, and whether it has begun to shut down. */
export class Readiness {
  private readonly checks: ReadinessCheck[] = [];
  private stopping = false;

  add(check: ReadinessCheck): void {
    this.checks.push(check);
  }

  /** From now on the process answers not ready, whatever its checks say. */
  beginShutdown(): void {
    this.stopping = true;
  }

  get shuttingDown(): boolean {
    return this.stopping;
  }

  async answer(): Promise<ReadinessAnswer> {
    if (this.stopping) return { ready: false, checks: { shutdown: 'the process is shutting down' }, failed: ['shutdown'] };
    const outcomes = await Promise.all(
      this.checks.map((check) =>
        withTimeout(check.probe()).then(
          () => [check.name, 'ok'] as const,
          (error: unknown) => [check.name, error instanceof Error ? error.message : String(error)] as const,
        ),
      ),
    );
    const failed = outcomes.filter(([, outcome]) => outcome !== 'ok').map(([name]) => name);
    return { ready: failed.length === 0, checks: Object.fromEntries(outcomes), failed };
  }
}

/**
 * `GET /healthz`: 200 while the process runs, nothing else asked. `GET /readyz`: 200 when every
 * check answers, else 503 naming the failed ones; 503 from the moment shutdown begins. Outside
 * /api, so neither signs in nor spends a rate limit; never cached.
 */
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const answer = await readiness.answer();
    return reply
      .code(answer.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: answer.ready ? 'ready' : 'not ready', checks: answer.checks, failed: answer.failed });
  });
}
