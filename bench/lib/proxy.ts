import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startCaddy } from '../../scripts/proxy-stack';
import { launchChromium } from './browser';

/**
 * Runs `measure` with Caddy (deploy/Caddyfile, TLS from its own CA, HTTP/2) in front of the server
 * at `serverUrl`, and a browser that trusts Caddy's CA; both are gone afterwards.
 */
export async function measureThroughCaddy<T>(serverUrl: string, measure: (proxy: { browser: Browser; url: string }) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaadicare-bench-caddy-'));
  try {
    const caddy = await startCaddy({ upstreams: [new URL(serverUrl).host], dir });
    try {
      const browser = await launchChromium({ env: { ...(process.env as Record<string, string>), HOME: caddy.browserHome() } });
      try {
        return await measure({ browser, url: caddy.url });
      } finally {
        await browser.close();
      }
    } finally {
      await caddy.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
