import { joinDevice, UNKNOWN_BROWSER } from '../../shared/domain/device-summary';

/** Browsers in the order they must be looked for (Edge and Opera also say "Chrome", Chrome also says "Safari"). */
const BROWSERS: [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A session's device as the person reads it among their signed-in devices: "Chrome on Android".
 * Only this summary is stored with the session, never the user agent (it can tell a phone's model
 * and build); null when the request named no browser.
 */
export function deviceSummary(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return joinDevice(browser, system);
  return browser ?? system ?? UNKNOWN_BROWSER;
}
