/** How long one statement took, in seconds, and whether the database answered it without an error. */
export type StatementObserver = (seconds: number, ok: boolean) => void;

type AnyQuery = (...args: unknown[]) => unknown;

const since = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

/**
 * Wraps an object's `query` (and `exec`) so each call is timed, whether it answers by promise
 * (drizzle, PGlite) or by callback (node-postgres' Pool.query calls its client's that way).
 */
function timeMethods(target: object, names: readonly string[], observe: StatementObserver): void {
  const methods = target as Record<string, AnyQuery | undefined>;
  for (const name of names) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = function timed(this: unknown, ...args: unknown[]) {
      const started = process.hrtime.bigint();
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
          observe(since(started), !error);
          return (last as AnyQuery)(error, ...rest);
        };
        return original.apply(this, args);
      }
      const result = original.apply(this, args);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        (result as Promise<unknown>).then(
          () => observe(since(started), true),
          () => observe(since(started), false),
        );
      }
      return result;
    };
  }
}

/** node-postgres: every client the pool opens has its statements timed (Pool.query goes through one too). */
export function timePostgresPool(pool: { on(event: 'connect', listener: (client: object) => void): unknown }, observe: StatementObserver): void {
  pool.on('connect', (client) => timeMethods(client, ['query'], observe));
}

/** PGlite: its own statements, and those of each transaction (a transaction gets an object of its own). */
export function timePglite(client: { transaction: AnyQuery }, observe: StatementObserver): void {
  timeMethods(client, ['query', 'exec'], observe);
  const transaction = client.transaction.bind(client);
  client.transaction = (work: unknown) =>
    transaction((tx: object) => {
      timeMethods(tx, ['query', 'exec'], observe);
      return (work as (tx: object) => unknown)(tx);
    });
}
