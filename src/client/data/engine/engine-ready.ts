import type { SyncEngine } from './sync-engine';

/**
 * Who waits for the page's sync engine without starting it (the header's bell): told once
 * `ensureSyncEngine` has made it, whoever asked for it first (a screen, the persona gate, or the
 * start in start-sync.ts). No schema is imported here (ADR 094).
 */
let engine: SyncEngine | null = null;
const waiting = new Set<(engine: SyncEngine) => void>();

/** Runs `use` with the engine once it exists (at once if it does); returns a cancel function. */
export function whenSyncEngine(use: (engine: SyncEngine) => void): () => void {
  if (engine) {
    use(engine);
    return () => undefined;
  }
  waiting.add(use);
  return () => waiting.delete(use);
}

/** Whether the page's engine has been made (by whoever started it). */
export function syncEngineExists(): boolean {
  return engine !== null;
}

/** Called by sync-runtime.ts when the engine has been made. */
export function syncEngineStarted(started: SyncEngine): void {
  engine = started;
  for (const use of [...waiting]) use(started);
  waiting.clear();
}
