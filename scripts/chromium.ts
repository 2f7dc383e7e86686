// Debian's Chromium as everything here that drives a browser launches it: the screenshots (npm run
// screens) and the bench, Lighthouse included, in the full browser; the browser tests in its headless
// shell unless a test needs what only the full browser has (ADR 116).
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`: the same Chromium (Blink, V8, the network stack, service
 * workers, IndexedDB) without the browser around it, at three quarters of the full browser's CPU
 * time in the browser tests. A page there cannot be allowed notifications (granting the permission
 * leaves it denied), so the alerts offer never shows.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** Headless on a shared machine run as root: no sandbox, no GPU, no background or first-run work. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * `env`: the browser's environment (a HOME whose NSS database trusts a local CA, for one);
 * `shell`: the headless shell instead of the full browser.
 */
export async function launchChromium(options: { env?: Record<string, string>; shell?: boolean } = {}): Promise<Browser> {
  const executablePath = options.shell ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
  if (options.shell && !fs.existsSync(executablePath)) {
    throw new Error(`${executablePath} is missing: apt-get install chromium-headless-shell (.ci/run installs it), or set CHROMIUM_HEADLESS_SHELL_PATH`);
  }
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS, ...(options.env ? { env: options.env } : {}) });
}
