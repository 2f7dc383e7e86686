import os from 'node:os';
import { execFileSync } from 'node:child_process';

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  chromium: string;
  os: string;
  date: string;
  /** 1-minute load average when the run started: other work on the machine skews every figure. */
  loadAverage: string;
}

function chromiumVersion(executable: string): string {
  try {
    // The Debian wrapper script prints a shell warning on stderr; the version is on stdout.
    return execFileSync(executable, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

export function describeMachine(chromiumPath: string, browserVersion?: string): MachineInfo {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    chromium: browserVersion ? `${chromiumVersion(chromiumPath)} (CDP ${browserVersion})` : chromiumVersion(chromiumPath),
    os: `${os.type()} ${os.release()}`,
    date: new Date().toISOString(),
    loadAverage: os.loadavg().map((l) => l.toFixed(2)).join(' / '),
  };
}
