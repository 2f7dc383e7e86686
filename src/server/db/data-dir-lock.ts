import fs from 'node:fs';
import path from 'node:path';

/** What a second process on the same PGlite folder is told before it exits. */
export const DATA_DIR_IN_USE =
  'is already used by another GaadiCare process (PGlite serves one process). Stop that process, or give this one another DATA_DIR, or run several processes on PostgreSQL (DATABASE_URL; docs/running-several-processes.md).';

/** A killed process stays a zombie until its parent reaps it: it answers signals but holds nothing. */
function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false; // no /proc (not Linux), or the process is gone: kill(pid, 0) decides
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DATA_DIR for this process: a lock file holding its pid. A lock left by a process that
 * no longer runs is taken over; one held by a running process throws DATA_DIR_IN_USE.
 * Returns the release function (called on close).
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new Error(`${path.resolve(dataDir)} ${DATA_DIR_IN_USE} (process ${holder})`);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`${path.resolve(dataDir)} ${DATA_DIR_IN_USE}`);
}
