/** Where sign-in never returns to: itself (a loop). */
const SIGN_IN_PATH = '/sign-in';

/**
 * A path on this site to return to, or null: only a same-origin path is taken, so a crafted
 * `?next=//elsewhere.example` or `https://…` never sends a person off the site after signing in.
 */
export function sameOriginPath(raw: string | null | undefined, origin: string): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === SIGN_IN_PATH) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Where signing in returns to: the `next` the link to sign-in carried, else the page of this site
 * the browser came from (a sign-in page opened by its address or from a full page load), else home.
 */
export function returnPath(next: string | null, referrer: string, origin: string): string {
  const fromNext = sameOriginPath(next, origin);
  if (fromNext) return fromNext;
  if (referrer) {
    try {
      const from = new URL(referrer);
      if (from.origin === origin) return sameOriginPath(from.pathname + from.search + from.hash, origin) ?? '/';
    } catch {
      // not a URL: home
    }
  }
  return '/';
}
