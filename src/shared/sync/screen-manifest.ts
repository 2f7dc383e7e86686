import { apiUrl } from '../api/route';
import { apiRoutes } from '../api/routes';
import type { UserType } from '../schemas/common';

/** What a screen that comes with the person's first answers in its page declares, once. */
export interface ScreenManifestEntry {
  /** Whose page carries the answers and the first view; anyone else gets the plain built page. */
  role: UserType;
  /** The screen's module: the built page asks for its code as its first frame begins (ADR 041). */
  module: string;
  /** The screen's English message areas (src/client/i18n/areas.ts), asked for with its code. */
  areas: readonly string[];
  /**
   * The sync jobs the screen pulls at once (src/client/data/registry/): their answers, with the
   * session's, are put in the page by the server (`firstRequests` are their URLs).
   */
  firstJobs: readonly string[];
  /** The sync jobs pulled once the first answers have rendered (ADR 037). */
  laterJobs: readonly string[];
  /** The URLs of the session and of `firstJobs` for this person, as the device asks for them. */
  firstRequests(userId: string): string[];
}

/**
 * Every screen served with its first answers in the page (ADR 041) and a first view rendered by
 * the server from them (ADR 049): the build (scripts/prerender.ts: what the page asks for first),
 * the server (src/server/pages/: which answers go in the page, for whom) and the screen itself
 * (which jobs it pulls first and later) all read this entry; src/client/first-views.tsx has a
 * view for each screen here and no other.
 */
export const SCREEN_MANIFEST = {
  '/provider-dashboard': {
    role: 'provider',
    module: 'src/client/features/provider-dashboard/provider-dashboard-page.tsx',
    areas: ['dashboard', 'common', 'chat', 'forms', 'jobs', 'photos', 'changes'],
    // The open jobs near the provider, their base and radius (the list's order), and whether they may bid.
    firstJobs: ['pendingBookings', 'providerProfile', 'verification'],
    laterJobs: [
      'providerBookings',
      'providerStats',
      'availability',
      // The provider's own bids on every job, in one pull (not one per job on screen).
      'myBids',
      // The bid form previews "You earn" with the pricing configuration.
      'pricing',
      // When a job may be started and whether it needs after photos to be completed.
      'settings',
      // The bid form's duration starts at the catalogue durations of the job's services.
      'services',
    ],
    firstRequests: (providerId) => [
      apiUrl(apiRoutes.getSession),
      apiUrl(apiRoutes.pullNearbyJobs),
      apiUrl(apiRoutes.getProviderProfile, { providerId }),
      apiUrl(apiRoutes.getVerificationStatus, { providerId }),
    ],
  },
} as const satisfies Record<string, ScreenManifestEntry>;

export type ManifestScreen = keyof typeof SCREEN_MANIFEST;

/** The screen's manifest entry, if it has one. */
export function manifestEntry(screen: string): ScreenManifestEntry | undefined {
  return Object.hasOwn(SCREEN_MANIFEST, screen) ? SCREEN_MANIFEST[screen as ManifestScreen] : undefined;
}
