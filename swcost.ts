import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { buildApp } from './src/server/app';
const self = () => { const r = fs.readFileSync('/proc/self/stat', 'utf8'); const f = r.slice(r.lastIndexOf(')') + 2).split(' '); return (Number(f[11]) + Number(f[12])) / 100; };
const busy = () => { const v = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number); return (v.reduce((a, b) => a + b, 0) - v[3] - v[4]) / 100; };
const app = await buildApp({ dataDir: 'memory://', serveClient: true, clientDir: './dist', logLevel: 'warn' } as never);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu'] });
let requests = 0;
for (const mode of ['allow', 'block', 'allow', 'block'] as const) {
  const s0 = self(); const b0 = busy(); const t0 = Date.now(); requests = 0;
  for (let i = 0; i < 6; i++) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: mode });
    const page = await ctx.newPage();
    let n = 0; page.on('request', () => n++); ctx.on('request', () => n++);
    await page.goto(url + '/tool-rental');
    if (mode === 'allow') await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60000 });
    await page.waitForTimeout(3000);
    await ctx.close();
  }
  console.log(mode, 'busy core-s per context', ((busy() - b0 - 0) / 6).toFixed(2), 'server', ((self() - s0) / 6).toFixed(2), 'wall per ctx', ((Date.now() - t0) / 6000).toFixed(1));
}
await browser.close(); await app.close();
