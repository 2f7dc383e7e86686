import { loadDatabaseCode } from '../data/engine/load-sync-runtime';
import { yieldToMain } from '../sync/yield-to-main';

/**
 * The header's status items, with the database they build on: Dexie's code is evaluated first,
 * then the items and the database's construction, each in a task of its own rather than one
 * (ADR 119). Every page asks for both files as it paints (scripts/boot-script.ts), so waiting for
 * the first before asking for the second costs no round trip.
 */
export async function loadHeaderStatus(): Promise<typeof import('./header-status-items')> {
  await loadDatabaseCode();
  await yieldToMain();
  return import('./header-status-items');
}
