import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstViewRenderer } from '../../shared/sync/first-answers';

/** Where the build puts the server's renderer of screens' first views (vite.first-views.config.ts), under the client's folder. */
export const FIRST_VIEWS_DIR = 'ssr';
const FIRST_VIEWS_FILE = 'first-views.js';

/**
 * The build's renderer of screens' first views (ADR 049), or null for a client built without it
 * (the pages are then sent with their answers and no view, as before).
 */
export async function loadFirstViews(clientDir: string): Promise<FirstViewRenderer | null> {
  const file = path.join(clientDir, FIRST_VIEWS_DIR, FIRST_VIEWS_FILE);
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderFirstView?: FirstViewRenderer };
  if (typeof module.renderFirstView !== 'function') throw new Error(`${file} has no renderFirstView`);
  return module.renderFirstView;
}
