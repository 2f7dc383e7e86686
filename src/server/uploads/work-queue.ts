import { HttpError } from '../http/http-error';

export interface WorkQueueOptions {
  /** Jobs run at once. */
  concurrency: number;
  /** Jobs that may wait behind them; one more is refused with 503. */
  maxWaiting: number;
  /** Seconds the refused client is asked to wait (Retry-After). */
  retryAfterSeconds: number;
  /** The sentence a refused client reads. */
  busyMessage: string;
}

/**
 * A bounded queue for heavy work (decoding photos): at most `concurrency` jobs run, at most
 * `maxWaiting` wait, and anything beyond is refused at once with 503 and Retry-After instead of
 * piling up memory and delaying every other request.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: WorkQueueOptions) {}

  /** Jobs running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Refuses at once when the queue is full, so a caller can check before doing any work. */
  assertRoom(): void {
    if (this.running >= this.options.concurrency && this.waiting.length >= this.options.maxWaiting) throw this.busy();
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.maxWaiting) throw this.busy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job; otherwise it is freed.
      if (next) next();
      else this.running--;
    }
  }

  private busy(): HttpError {
    return new HttpError(503, this.options.busyMessage, { 'retry-after': String(this.options.retryAfterSeconds) });
  }
}
