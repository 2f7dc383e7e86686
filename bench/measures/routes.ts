/**
 * The ten routes of the navigation, the heading each shows (the landing page's hero title) and the
 * demo persona a route is opened as when it needs one (the persona gate's role: ADR 006's screens
 * are rendered behind the gate only when the session already acts as that role).
 */
export interface BenchRoute {
  path: string;
  /** Short name used in row ids and labels. */
  key: string;
  heading: RegExp;
  /** Demo user the session acts as (`POST /api/session`), or none for public pages. */
  persona?: string;
}

export const ROUTES: readonly BenchRoute[] = [
  { path: '/', key: 'landing', heading: /Professional Car & Bike Washing/ },
  { path: '/book-service', key: 'book', heading: /Book Your Service/, persona: 'customer-1' },
  { path: '/customer-dashboard', key: 'customer-dashboard', heading: /Customer Dashboard/, persona: 'customer-1' },
  { path: '/customer-history', key: 'customer-history', heading: /My Booking History/, persona: 'customer-1' },
  { path: '/provider-dashboard', key: 'provider-dashboard', heading: /Provider Dashboard/, persona: 'provider-1' },
  { path: '/provider-history', key: 'provider-history', heading: /Provider Performance Dashboard/, persona: 'provider-1' },
  { path: '/provider-onboarding', key: 'provider-onboarding', heading: /Provider Onboarding/, persona: 'provider-3' },
  { path: '/tool-rental', key: 'tool-rental', heading: /Tool Rental Service/, persona: 'customer-1' },
  { path: '/admin', key: 'admin', heading: /Administrator/, persona: 'admin-1' },
  { path: '/contact', key: 'contact', heading: /Contact Us/ },
];

/**
 * The route a smoke run audits with Lighthouse, to keep it short: one behind a persona, so the
 * audit's sign-in is exercised too (a public page is the same audit without it).
 */
export const SMOKE_ROUTES: readonly string[] = ['/provider-dashboard'];

/** The routes named by `--routes /,/admin` (every route when none are named). */
export function selectRoutes(paths?: readonly string[]): BenchRoute[] {
  if (!paths) return [...ROUTES];
  const unknown = paths.filter((p) => !ROUTES.some((r) => r.path === p));
  if (unknown.length > 0) throw new Error(`--routes: unknown route ${unknown.join(', ')}; known: ${ROUTES.map((r) => r.path).join(', ')}`);
  return ROUTES.filter((r) => paths.includes(r.path));
}
