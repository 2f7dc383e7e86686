import { Scheduler, type SchedulerClock } from '../../sync/scheduler';
import { isPublicReadUrl } from '../../../shared/api/public-reads';
import type { UserType } from '../../../shared/schemas/common';
import type { GaadiDb } from './db';
import type { JobContext } from '../registry/table-spec';
import { FIRST_VISIT_DELAY_MS } from './first-visit';
import { runJob } from './run-job';
import { jobUrl, normalizeRef, type JobRef } from './sync-jobs';

/** Jobs that run whatever screen is open. */
const ALWAYS: JobRef[] = ['session'];

/**
 * What a person needs offline whichever page they opened first: fetched once in the background
 * when this device has never stored it, so someone who saw only the landing page and then lost
 * the signal can still book, see their dashboard and (providers) see the jobs near them.
 */
export const FIRST_VISIT_JOBS: Record<UserType, readonly JobRef[]> = {
  customer: ['services', 'tools', 'customerBookings', 'customerHistory'],
  provider: ['services', 'providerBookings', 'pendingBookings'],
  admin: ['services'],
};

/** A visitor's first-visit download: the public lists the booking form and the tool list open with offline. */
export const VISITOR_FIRST_VISIT_JOBS: readonly JobRef[] = ['services', 'pricing', 'tools'];

/**
 * Keeps the mirrors fresh for the screens on show: each mounted screen subscribes to the jobs it
 * needs, the engine turns them into one scheduler task per URL (shared between screens) and
 * re-plans when the acting persona changes.
 *
 * Until the acting persona is known only the session job runs: a URL and the rows its answer
 * replaces depend on who is acting (the admin's service list includes retired services, the
 * public one does not). A visitor (the session says nobody is signed in) gets the jobs of the
 * mounted screens whose URL is a public read (shared/api/public-reads.ts, ADR 065) and no others.
 * An answer that arrives after the persona changed is dropped, so a request made for the
 * previous persona cannot undo the current one's data.
 */
export class SyncEngine {
  readonly scheduler: Scheduler;
  private ctx: JobContext = { userId: null, role: null };
  private readonly subs = new Map<number, readonly JobRef[]>();
  private readonly planned = new Map<string, JobRef>();
  private nextSub = 1;

  constructor(
    private readonly database: GaadiDb,
    private readonly clock: SchedulerClock,
    opts: { active?: boolean } = {},
  ) {
    this.scheduler = new Scheduler(clock, { active: opts.active ?? true });
    this.replan();
  }

  get context(): JobContext {
    return this.ctx;
  }

  setContext(ctx: JobContext): void {
    if (ctx.userId === this.ctx.userId && ctx.role === this.ctx.role && !!ctx.visitor === !!this.ctx.visitor) return;
    this.ctx = ctx;
    // Every URL may differ for the new persona: start each task afresh.
    for (const url of [...this.planned.keys()]) this.scheduler.remove(url);
    this.planned.clear();
    this.replan();
    if (ctx.role || ctx.visitor) {
      const jobs = ctx.role ? FIRST_VISIT_JOBS[ctx.role] : VISITOR_FIRST_VISIT_JOBS;
      this.clock.setTimeout(() => void this.warm(jobs), FIRST_VISIT_DELAY_MS);
    }
  }

  /**
   * Fetches each job once that this device has never stored for the current person (and that no
   * screen is already polling); a job already stored is left to the screens that use it.
   */
  async warm(refs: readonly JobRef[]): Promise<void> {
    const ctx = this.ctx;
    for (const ref of refs) {
      const url = this.urlOf(ref);
      if (!url || this.planned.has(url) || this.ctx !== ctx || !this.scheduler.isActive) continue;
      if (await this.database.syncMeta.get(url)) continue;
      try {
        await runJob(this.database, ref, ctx, url, () => this.ctx === ctx);
      } catch (error) {
        console.warn(`First-visit download of ${url} failed; its screen fetches it when opened`, error);
      }
    }
  }

  setActive(active: boolean): void {
    this.scheduler.setActive(active);
  }

  /** Declares the jobs a screen needs while it is mounted; they run at once (navigation). */
  subscribe(refs: readonly JobRef[]): () => void {
    const id = this.nextSub++;
    this.subs.set(id, refs);
    const before = new Set(this.planned.keys());
    this.replan();
    this.scheduler.runNow(this.urlsOf(refs).filter((url) => before.has(url)));
    return () => {
      this.subs.delete(id);
      this.replan();
    };
  }

  /** Re-runs the planned jobs with these ids (all when none given), e.g. after a change settled. */
  refresh(ids?: readonly string[]): void {
    const wanted = ids ? new Set(ids) : null;
    const urls = [...this.planned].filter(([, ref]) => !wanted || wanted.has(normalizeRef(ref).def.id)).map(([url]) => url);
    this.scheduler.runNow(urls);
  }

  /** The URL a job fetches for the current persona (null when it does not apply; for a visitor, anything but a public read). */
  urlOf(ref: JobRef): string | null {
    const url = jobUrl(ref, this.ctx);
    if (url && this.ctx.userId === null && !ALWAYS.includes(ref) && !isPublicReadUrl(url)) return null;
    return url;
  }

  private urlsOf(refs: readonly JobRef[]): string[] {
    return refs.map((ref) => this.urlOf(ref)).filter((url): url is string => url !== null);
  }

  private replan(): void {
    const wanted = new Map<string, JobRef>();
    const known = this.ctx.userId !== null || this.ctx.visitor;
    const refs = known ? [...ALWAYS, ...[...this.subs.values()].flat()] : ALWAYS;
    for (const ref of refs) {
      const url = this.urlOf(ref);
      if (url && !wanted.has(url)) wanted.set(url, ref);
    }
    for (const url of [...this.planned.keys()]) {
      if (!wanted.has(url)) {
        this.scheduler.remove(url);
        this.planned.delete(url);
      }
    }
    for (const [url, ref] of wanted) {
      if (this.planned.has(url)) continue;
      this.planned.set(url, ref);
      const { def } = normalizeRef(ref);
      this.scheduler.add({
        key: url,
        intervalMs: typeof def.intervalMs === 'function' ? def.intervalMs(this.ctx) : def.intervalMs,
        run: async () => {
          const ctx = this.ctx;
          await runJob(this.database, ref, ctx, url, () => this.ctx === ctx && this.planned.get(url) === ref);
        },
      });
    }
  }
}
