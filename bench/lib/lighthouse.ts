/**
 * Lighthouse 12 with its mobile defaults (simulated throttling, Moto G Power), performance only,
 * in Chromium from Debian launched by chrome-launcher. Each run gets a fresh profile.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

export interface LighthouseSample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  lcpElement: string;
  /** Lighthouse's main-thread work breakdown, largest groups first (ms). */
  mainThread: { group: string; ms: number }[];
  /** Script evaluation + parse per script, largest first (ms, bootup-time audit). */
  scripts: { url: string; ms: number }[];
}

type Items<T> = { items?: T[] } | undefined;

const FLAGS = ['--headless=new', ...CHROMIUM_ARGS, '--disable-dev-shm-usage'];

async function audit(url: string, cookie?: string): Promise<LighthouseSample> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { nodeLabel?: string } }[] }[] } | undefined)?.items;
    return {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      lcpElement: lcpItems?.[0]?.items?.[0]?.node?.nodeLabel?.slice(0, 40) ?? '',
      mainThread: ((lhr.audits['mainthread-work-breakdown']?.details as Items<{ groupLabel: string; duration: number }>)?.items ?? [])
        .map((i) => ({ group: i.groupLabel, ms: i.duration }))
        .slice(0, 4),
      scripts: ((lhr.audits['bootup-time']?.details as Items<{ url: string; scripting: number; scriptParseCompile: number }>)?.items ?? [])
        .map((i) => ({ url: i.url.replace(/^https?:\/\/[^/]+/, ''), ms: i.scripting + i.scriptParseCompile }))
        .slice(0, 3),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * One audit of `url`; `cookie` (a session cookie) is sent with every request of the page, so a
 * route behind a persona gate is audited as that persona. Lighthouse now and then fails a run on
 * a busy machine (no paint seen in time); such a run is repeated, up to three tries, rather than
 * reported as a figure.
 */
export async function lighthouseSample(url: string, cookie?: string): Promise<LighthouseSample> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const sample = await audit(url, cookie);
      if (Number.isFinite(sample.score) && Number.isFinite(sample.lcp)) return sample;
      lastError = new Error(`Lighthouse returned no score for ${url}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
