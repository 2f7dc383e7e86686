import { retryDelay } from '../../shared/sync/replay-classifier';

export interface SchedulerClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  random(): number;
}

export interface TaskSpec {
  key: string;
  /** Poll period while active; one-shot tasks (start, navigation, reconnect) leave it out. */
  intervalMs?: number;
  run(): Promise<void>;
}

export interface TaskState {
  failures: number;
  running: boolean;
  lastSuccessAt: number | null;
  nextRunAt: number | null;
  lastError: unknown;
}

interface Task extends TaskState {
  spec: TaskSpec;
  timer: unknown;
}

/** An error carrying the server's Retry-After wins over the computed back-off. */
function retryAfterOf(error: unknown): number | null {
  const value = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof value === 'number' ? value : null;
}

/** A refusal (403 wrong persona, 404) will not change by retrying soon; wait for the next trigger. */
function isPermanent(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * Runs sync tasks: at once when added, again on their interval, with back-off (and jitter) after
 * errors. While inactive (page hidden or offline) nothing runs and no timer is armed; becoming
 * active again runs every task at once.
 */
export class Scheduler {
  private readonly tasks = new Map<string, Task>();
  private active: boolean;

  constructor(
    private readonly clock: SchedulerClock,
    opts: { active?: boolean; baseBackoffMs?: number; maxBackoffMs?: number } = {},
  ) {
    this.active = opts.active ?? true;
    this.baseBackoffMs = opts.baseBackoffMs ?? 1_000;
    this.maxBackoffMs = opts.maxBackoffMs ?? 60_000;
  }

  private readonly baseBackoffMs: number;
  private readonly maxBackoffMs: number;

  get isActive(): boolean {
    return this.active;
  }

  has(key: string): boolean {
    return this.tasks.has(key);
  }

  keys(): string[] {
    return [...this.tasks.keys()];
  }

  state(key: string): TaskState | undefined {
    const task = this.tasks.get(key);
    if (!task) return undefined;
    const { failures, running, lastSuccessAt, nextRunAt, lastError } = task;
    return { failures, running, lastSuccessAt, nextRunAt, lastError };
  }

  /** Adds a task (replacing one with the same key) and runs it at once if active. */
  add(spec: TaskSpec): void {
    this.remove(spec.key);
    const task: Task = { spec, timer: null, failures: 0, running: false, lastSuccessAt: null, nextRunAt: null, lastError: null };
    this.tasks.set(spec.key, task);
    void this.execute(task);
  }

  remove(key: string): void {
    const task = this.tasks.get(key);
    if (!task) return;
    this.disarm(task);
    this.tasks.delete(key);
  }

  /** Runs the given tasks (all when no keys) now, unless one is already running. */
  runNow(keys?: readonly string[]): void {
    for (const key of keys ?? this.keys()) {
      const task = this.tasks.get(key);
      if (task) void this.execute(task);
    }
  }

  setActive(active: boolean): void {
    if (active === this.active) return;
    this.active = active;
    if (!active) {
      for (const task of this.tasks.values()) this.disarm(task);
      return;
    }
    this.runNow();
  }

  private disarm(task: Task): void {
    if (task.timer !== null) this.clock.clearTimeout(task.timer);
    task.timer = null;
    task.nextRunAt = null;
  }

  private arm(task: Task, delayMs: number): void {
    this.disarm(task);
    if (!this.active) return;
    task.nextRunAt = this.clock.now() + delayMs;
    task.timer = this.clock.setTimeout(() => {
      task.timer = null;
      void this.execute(task);
    }, delayMs);
  }

  private async execute(task: Task): Promise<void> {
    if (!this.active || task.running) return;
    this.disarm(task);
    task.running = true;
    let failed = false;
    try {
      await task.spec.run();
      task.failures = 0;
      task.lastError = null;
      task.lastSuccessAt = this.clock.now();
    } catch (error) {
      failed = true;
      task.failures += 1;
      task.lastError = error;
    } finally {
      task.running = false;
    }
    // Removed or replaced while it ran: the new task owns the schedule.
    if (this.tasks.get(task.spec.key) !== task) return;
    if (failed && isPermanent(task.lastError)) {
      if (task.spec.intervalMs) this.arm(task, task.spec.intervalMs);
    } else if (failed) {
      const backoff = retryDelay(task.failures, retryAfterOf(task.lastError), this.clock.random, this.baseBackoffMs, this.maxBackoffMs);
      this.arm(task, Math.max(backoff, task.spec.intervalMs ?? 0));
    } else if (task.spec.intervalMs) {
      this.arm(task, task.spec.intervalMs);
    }
  }
}
