// Debian's Chromium as everything here that drives a browser launches it: the browser tests, the
// screenshots (npm run screens) and the bench, Lighthouse included.
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless on a shared machine run as root: no sandbox, no GPU, no background or first-run work. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** `env`: the browser's environment (a HOME whose NSS database trusts a local CA, for one). */
export function launchChromium(options: { env?: Record<string, string> } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, ...(options.env ? { env: options.env } : {}) });
}
