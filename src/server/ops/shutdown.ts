import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** How long requests in flight may take to finish before their connections are closed (SHUTDOWN_GRACE_SECONDS). */
  graceSeconds: number;
  /**
   * How long /readyz answers 503 while the process still serves, before it stops listening
   * (SHUTDOWN_DRAIN_SECONDS): a balancer probing /readyz stops sending it new requests meanwhile.
   */
  drainSeconds?: number;
  /** Closed after the app (the metrics listener). */
  alsoClose?: () => Promise<void>;
  exit?: (code: number) => void;
  /** Where the signals come from (default the process). */
  signals?: Pick<NodeJS.EventEmitter, 'on'>;
}

/** After the grace, the outbox's own wait (10 s) and closing the database still run; past this much more, the process just exits. */
const CLOSE_AFTER_GRACE_MS = 20_000;

/**
 * On SIGTERM or SIGINT: /readyz answers 503 at once; after the drain (0 unless set, requests are still
 * served meanwhile) the listener stops taking connections, requests
 * in flight finish (for at most the grace; then their connections are closed), then the app's
 * onClose hooks stop the outbox's workers (deliveries under way finish) and close the database;
 * exit 0. A second signal exits at once (1).
 */
export function shutDownOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal during shutdown: exiting now');
      exit(1);
      return;
    }
    stopping = true;
    app.readiness.beginShutdown();
    const drainMs = (options.drainSeconds ?? 0) * 1000;
    if (drainMs > 0) {
      app.log.info({ signal, drainSeconds: options.drainSeconds }, 'shutting down: /readyz answers 503, still serving while the balancer notices');
      setTimeout(() => close(signal), drainMs);
    } else close(signal);
  };
  const close = (signal: NodeJS.Signals) => {
    app.log.info({ signal, graceSeconds: options.graceSeconds }, 'shutting down: no new connections, finishing requests in flight');
    const graceTimer = setTimeout(() => {
      app.log.warn('requests still in flight after the grace: closing their connections');
      app.server.closeAllConnections();
    }, options.graceSeconds * 1000);
    const hardTimer = setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting');
      exit(1);
    }, options.graceSeconds * 1000 + CLOSE_AFTER_GRACE_MS);
    hardTimer.unref();
    app
      .close()
      .then(() => options.alsoClose?.())
      .then(
        () => {
          app.log.info('shut down');
          exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          exit(1);
        },
      )
      .finally(() => {
        clearTimeout(graceTimer);
        clearTimeout(hardTimer);
      });
  };
  const signals = options.signals ?? process;
  signals.on('SIGTERM', () => onSignal('SIGTERM'));
  signals.on('SIGINT', () => onSignal('SIGINT'));
}
