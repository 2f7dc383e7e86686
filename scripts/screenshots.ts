// Screenshots of app routes at desktop and phone width, to look at what people see.
// Usage: npx tsx scripts/screenshots.ts http://127.0.0.1:3000 / /book-service …  (PNGs in /tmp/shots)
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const [base, ...routes] = process.argv.slice(2);
if (!base || routes.length === 0) {
  console.error('usage: npx tsx scripts/screenshots.ts <base-url> <route> [route …]');
  process.exit(2);
}
const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const [width, height, tag] of [[1280, 800, 'desktop'], [390, 844, 'phone']] as const) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`console error on ${page.url()}: ${m.text()}`));
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    const file = `${outDir}/${tag}${route.replace(/[/?=&]/g, '_')}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
