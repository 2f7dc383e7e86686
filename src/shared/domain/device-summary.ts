/** How a session's device is stored (server/auth/device-summary.ts) and read back for wording: "Chrome on Android". */
const JOINER = ' on ';
export const UNKNOWN_BROWSER = 'Unknown browser';

export function joinDevice(browser: string, system: string): string {
  return `${browser}${JOINER}${system}`;
}

/** The stored summary's parts, for a screen to word in the person's language; null for a summary of one part. */
export function splitDevice(summary: string): { browser: string; system: string } | null {
  const at = summary.indexOf(JOINER);
  return at > 0 ? { browser: summary.slice(0, at), system: summary.slice(at + JOINER.length) } : null;
}
