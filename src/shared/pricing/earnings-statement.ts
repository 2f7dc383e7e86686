import { istParts } from '../domain/time';
import type { EarningsStatement, EarningsWeek } from '../schemas/earnings';
import { fromPaise } from './money';

/** A completed job's stored figures, as the statement needs them. */
export interface CompletedJob {
  bookingId: string;
  completedAt: Date;
  services: string[];
  servicePaise: number;
  platformFeePaise: number;
  priorityBonusPaise: number;
  /** The earning as agreed, before refunds. */
  earningPaise: number;
  /** The part of it refunds to the customer took back (0 when none). */
  takenBackPaise: number;
  totalPaise: number;
}

/** What the provider keeps of a job: its earning less what refunds took back. */
const keptPaise = (job: CompletedJob) => job.earningPaise - job.takenBackPaise;

const DAY_MS = 86_400_000;

/** The IST calendar date `days` after a 'YYYY-MM-DD' date. */
export function addDays(ymd: string, days: number): string {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the IST week an instant falls in ('YYYY-MM-DD'). */
export function istWeekStart(at: Date): string {
  const { ymd, dayOfWeek } = istParts(at);
  return addDays(ymd, -((dayOfWeek + 6) % 7));
}

/**
 * A provider's earnings statement: each completed job with its service price, platform fee
 * and earning (less what refunds took back); totals per week (Monday to Sunday, IST); the total and today's (IST) earnings.
 * The stats strip and stat cards show these same totals (the server computes both from this).
 */
export function buildEarningsStatement(providerId: string, completed: readonly CompletedJob[], now: Date): EarningsStatement {
  const jobs = [...completed].sort((a, b) => b.completedAt.getTime() - a.completedAt.getTime() || a.bookingId.localeCompare(b.bookingId));
  const today = istParts(now).ymd;
  const weeks = new Map<string, { jobs: number; earningPaise: number }>();
  let totalPaise = 0;
  let todayPaise = 0;
  for (const job of jobs) {
    const week = istWeekStart(job.completedAt);
    const entry = weeks.get(week) ?? { jobs: 0, earningPaise: 0 };
    entry.jobs += 1;
    entry.earningPaise += keptPaise(job);
    weeks.set(week, entry);
    totalPaise += keptPaise(job);
    if (istParts(job.completedAt).ymd === today) todayPaise += keptPaise(job);
  }
  const weekRows: EarningsWeek[] = [...weeks.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([weekStart, w]) => ({ weekStart, weekEnd: addDays(weekStart, 6), jobs: w.jobs, earning: fromPaise(w.earningPaise) }));
  return {
    providerId,
    jobs: jobs.map((job) => ({
      bookingId: job.bookingId,
      completedAt: job.completedAt.toISOString(),
      weekStart: istWeekStart(job.completedAt),
      services: job.services,
      servicePrice: fromPaise(job.servicePaise),
      platformFee: fromPaise(job.platformFeePaise),
      priorityBonus: fromPaise(job.priorityBonusPaise),
      earning: fromPaise(keptPaise(job)),
      ...(job.takenBackPaise === 0 ? {} : { takenBack: fromPaise(job.takenBackPaise) }),
      customerTotal: fromPaise(job.totalPaise),
    })),
    weeks: weekRows,
    totalEarnings: fromPaise(totalPaise),
    todayEarnings: fromPaise(todayPaise),
  };
}
