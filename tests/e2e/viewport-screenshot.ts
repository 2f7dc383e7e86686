import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './harness';

/**
 * A screenshot of what the viewport shows, saved beside harness.ts's full-page ones and, like
 * them, not at all with E2E_SCREENSHOTS=0: for a page too tall for a full-page picture. The city
 * dashboard's 116 open jobs make a page 32,000 px tall; its full-page picture took 13–17 s of a
 * busy machine, and more than Playwright's 30 s at times, where the viewport takes under a second.
 */
export async function viewportScreenshot(page: Page, name: string): Promise<string> {
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  if (process.env.E2E_SCREENSHOTS === '0') return file;
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: file });
  return file;
}
