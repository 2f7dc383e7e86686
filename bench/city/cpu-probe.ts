/**
 * CPU time of what serves the bench: the server processes (from /proc), the PostgreSQL backends
 * serving the bench's database (found in pg_stat_activity every 2 s), and the whole machine.
 */
import pg from 'pg';
import { cpuSecondsOf, machineCpu } from './servers';

export interface CpuSnapshot {
  at: number;
  servers: (number | null)[];
  machine: { busy: number; total: number } | null;
}

export function snapshot(pids: number[]): CpuSnapshot {
  return { at: Date.now(), servers: pids.map(cpuSecondsOf), machine: machineCpu() };
}

/** Follows the database's backends: CPU seconds each used since it was first seen. */
export class PostgresCpu {
  private readonly first = new Map<number, number>();
  private readonly last = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private readonly client: pg.Client;

  constructor(
    adminUrl: string,
    private readonly database: string,
  ) {
    this.client = new pg.Client({ connectionString: adminUrl });
  }

  async start(): Promise<void> {
    await this.client.connect();
    await this.sample();
    this.timer = setInterval(() => void this.sample().catch(() => undefined), 2_000);
  }

  async stop(): Promise<number> {
    if (this.timer) clearInterval(this.timer);
    await this.sample().catch(() => undefined);
    await this.client.end();
    let total = 0;
    for (const [pid, first] of this.first) total += (this.last.get(pid) ?? first) - first;
    return total;
  }

  /** Transactions committed and rows returned in the database so far (pg_stat_database). */
  async counters(): Promise<{ commits: number; rowsReturned: number }> {
    const res = await this.client.query<{ c: string; r: string }>('select xact_commit::text as c, tup_returned::text as r from pg_stat_database where datname = $1', [this.database]);
    return { commits: Number(res.rows[0]?.c ?? 0), rowsReturned: Number(res.rows[0]?.r ?? 0) };
  }

  private async sample(): Promise<void> {
    const res = await this.client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [this.database]);
    for (const { pid } of res.rows) {
      const cpu = cpuSecondsOf(pid);
      if (cpu === null) continue;
      if (!this.first.has(pid)) this.first.set(pid, cpu);
      this.last.set(pid, cpu);
    }
  }
}
