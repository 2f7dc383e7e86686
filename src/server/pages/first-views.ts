import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstViewRenderer } from '../../shared/sync/first-answers';
import { FIRST_VIEWS_BUILD } from '../../shared/sync/first-views-build';

/**
 * The build's renderer of screens' first views (ADR 049), or null for a client built without it
 * (the pages are then sent with their answers and no view, as before).
 */
export async function loadFirstViews(clientDir: string): Promise<FirstViewRenderer | null> {
  const file = path.join(clientDir, FIRST_VIEWS_BUILD.dir, FIRST_VIEWS_BUILD.file);
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderFirstView?: FirstViewRenderer };
  if (typeof module.renderFirstView !== 'function') throw new Error(`${file} has no renderFirstView`);
  return module.renderFirstView;
}
