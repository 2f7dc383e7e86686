import type { apiRoutes } from '../api/routes';
import type { UserType } from '../schemas/common';

/**
 * One GET a screen makes first, named by its route in the route table (src/shared/api/routes.ts)
 * and the path parameters that are the person's own id. Named, not built here: the route table
 * carries the routes' schemas, and this file is in every page's entry (app/screen-code.ts), which
 * must not load zod (ADR 085).
 */
export interface FirstRequest {
  route: keyof typeof apiRoutes;
  /** Path parameters whose value is the signed-in person's id. */
  ownId?: readonly string[];
}

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
  /** The session's GET and those of `firstJobs`, as the device asks for them (first-answers.ts builds their URLs). */
  firstRequests: readonly FirstRequest[];
  /**
   * What makes the first view usable before the app arrives (SIZE_MECHANISMS.firstViewBidForm,
   * ADR 111): a small module built into a file of its own (scripts/boot-script.ts), which the
   * server names in a page it writes the first view into (src/server/pages/app-pages.ts).
   */
  firstViewScript?: string;
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
    // prompts: the alerts offer beside Onboarding & Training shows with the screen, not after it (no shift).
    areas: ['dashboard', 'common', 'chat', 'forms', 'jobs', 'photos', 'changes', 'prompts'],
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
    firstRequests: [
      { route: 'getSession' },
      { route: 'pullNearbyJobs' },
      { route: 'getProviderProfile', ownId: ['providerId'] },
      { route: 'getVerificationStatus', ownId: ['providerId'] },
    ],
    // Each card's Place Bid works from the first view (ADR 111).
    firstViewScript: 'src/client/features/provider-dashboard/first-bid.ts',
  },
} as const satisfies Record<string, ScreenManifestEntry>;

export type ManifestScreen = keyof typeof SCREEN_MANIFEST;

/** The screen's manifest entry, if it has one. */
export function manifestEntry(screen: string): ScreenManifestEntry | undefined {
  return Object.hasOwn(SCREEN_MANIFEST, screen) ? SCREEN_MANIFEST[screen as ManifestScreen] : undefined;
}

/**
 * What keeps a route's first-route JavaScript small, each named once here with where it is
 * decided; a route's budget lists those it relies on (ADR 085). A change that undoes one (a static
 * import that brings the engine back into the header, say) shows as a route over its budget.
 */
export const SIZE_MECHANISMS = {
  /** ADR 030, 040, 046: the sync engine, its row schemas and zod's core load once the page is idle, in chunks of their own. */
  syncRuntimeWhenIdle: 'The sync engine, the row schemas and zod load when the page is idle, not with the entry',
  /** ADR 085: the manifest names its first requests by route; the route table (and zod) stays out of the entry. */
  entryWithoutRouteTable: 'The entry carries no route table, schema or zod',
  /** ADR 085: the bell's inbox pull is declared once the runtime has loaded, so the header's code imports no schema. */
  headerWithoutEngine: "The header's code (status, bell, account) imports no schema and no engine",
  /**
   * ADR 094: on a device that holds nothing yet, the session is checked with a check generated from
   * its schema and the engine, zod and the row schemas come with the first-visit download.
   */
  firstSyncWithDownload: 'A first visit checks its session without zod; the engine comes with the first-visit download',
  /** ADR 030, 045: the sync status and persona dialogs load when first opened. */
  dialogsWhenOpened: 'Dialogs load when first opened',
  /** ADR 047, 085: the booking writes, the status panels and the map load once the person starts on the form. */
  bookingLaterCode: "The booking form's submit, status panels and map load once the person starts on the form",
  /**
   * ADR 107: the booking form's first view (the wizard, the persona gate, their shared files)
   * imports neither zod's core nor the sync runtime; the form's rules load at its first check and
   * the engine once the person starts on the page, at once where a booking is shown, and otherwise
   * as on every page (when idle, or with a first visit's download).
   */
  bookingFormWithoutEngine: "The booking form's first view loads no zod and no sync engine until the person starts on it",
  /**
   * ADR 109: the booking form's first view renders from a store of its own; react-hook-form comes
   * with the form's rules once the person starts on the page and takes over at the first change
   * or submit, with what was changed meanwhile.
   */
  bookingFormLibraryLater: "The booking form's first view loads no react-hook-form; it comes with the form's rules",
  /** ADR 049, 041: the provider dashboard's open jobs are in the page as the server rendered them. */
  serverFirstView: 'The first view comes rendered by the server with the first answers',
  /**
   * ADR 111: the first view's Place Bid works before the app arrives: a file of its own (no React,
   * router, data layer or zod; the screen's `firstViewScript`) opens the server's bid dialog and
   * sends the bid, or hands it to the app under its Idempotency-Key.
   */
  firstViewBidForm: "The first view's bid form is a small file of its own; the app's code is not needed to bid",
} as const;
export type SizeMechanism = keyof typeof SIZE_MECHANISMS;

/**
 * A route's first-route JavaScript budget and its first view, held by the bench (figure 1,
 * `bench/measures/bundle.ts`): gzip of every script Chromium fetches to show the route, as its demo
 * persona, until the network is quiet; the bench smoke in CI fails a route more than
 * `BUDGET_TOLERANCE_BYTES` over its budget, or one whose first view is missing.
 */
export interface RouteBudget {
  /** KiB (1,024 bytes) gzip. */
  firstRouteJsKiB: number;
  /**
   * What shows before any of the route's code runs: `built`, the page rendered at build time
   * (ADR 006) with the screen's heading; `server`, besides that, the first view the server renders
   * from the person's first answers (a screen of SCREEN_MANIFEST, ADR 049).
   */
  firstView: 'built' | 'server';
  /** The mechanisms the budget relies on (SIZE_MECHANISMS). */
  mechanisms: readonly SizeMechanism[];
}

/** How far over its budget a route may go before the bench smoke fails it. */
export const BUDGET_TOLERANCE_BYTES = 2048;

const EVERY_ROUTE: readonly SizeMechanism[] = ['syncRuntimeWhenIdle', 'entryWithoutRouteTable', 'headerWithoutEngine', 'dialogsWhenOpened'];
/** Routes whose screen pulls no data of its own: only the header's sync runs there. */
const NO_DATA_OF_ITS_OWN: readonly SizeMechanism[] = [...EVERY_ROUTE, 'firstSyncWithDownload'];

/**
 * Every route of the navigation (bench/measures/routes.ts names each one's demo persona). Set
 * from figure 1 of 29 November (ADR 085, bench/results/history.md), rounded up to the next KiB;
 * the ratios to the floor are `/` ≤ 1.25× (155.6 KiB) and /book-service ≤ 1.5× (186.8).
 * Raised on 29 November (second figure) where a feature added code the route shows: /tool-rental
 * by rentals paid online (the payment choice, the checkout's return, a rental's money; ADR 063),
 * /admin by the Money tab's chart (ADR 066). /contact raised from 222 on 29 November (third figure:
 * 221.9 → 226.3 KiB) when the page and its chat came to speak three languages (ADR 098): their
 * English words moved into the `contact` catalog, fetched with the catalogs' loader, the `common`
 * statuses and Lingui's runtime for the answers' plurals. /book-service lowered from 237 on
 * 29 November (238.9 → 192.8 KiB, ADR 107): its first view loads neither zod's core nor the sync
 * runtime; on a device that holds nothing they come with the first-visit download, shown beside.
 * Lowered from 193 on 30 November (192.8 → 180.4 KiB, ADR 109): react-hook-form comes with the
 * form's rules, not with its first view. /provider-dashboard raised from 307 on 30 November
 * (308.1 → 312.3 KiB, ADR 111): the first view's bid form, a file of its own (3.5 KiB), makes Place
 * Bid work 4.7 s earlier at Fast 3G; the page's code takes the handed-over bids (0.7 KiB).
 */
export const ROUTE_BUDGETS = {
  '/': { firstRouteJsKiB: 151, firstView: 'built', mechanisms: NO_DATA_OF_ITS_OWN },
  '/book-service': { firstRouteJsKiB: 181, firstView: 'built', mechanisms: [...EVERY_ROUTE, 'firstSyncWithDownload', 'bookingLaterCode', 'bookingFormWithoutEngine', 'bookingFormLibraryLater'] },
  '/customer-dashboard': { firstRouteJsKiB: 242, firstView: 'built', mechanisms: EVERY_ROUTE },
  '/customer-history': { firstRouteJsKiB: 223, firstView: 'built', mechanisms: EVERY_ROUTE },
  '/provider-dashboard': { firstRouteJsKiB: 313, firstView: 'server', mechanisms: [...EVERY_ROUTE, 'serverFirstView', 'firstViewBidForm'] },
  '/provider-history': { firstRouteJsKiB: 218, firstView: 'built', mechanisms: EVERY_ROUTE },
  '/provider-onboarding': { firstRouteJsKiB: 282, firstView: 'built', mechanisms: EVERY_ROUTE },
  '/tool-rental': { firstRouteJsKiB: 236, firstView: 'built', mechanisms: EVERY_ROUTE },
  '/admin': { firstRouteJsKiB: 228, firstView: 'built', mechanisms: EVERY_ROUTE },
  '/contact': { firstRouteJsKiB: 227, firstView: 'built', mechanisms: EVERY_ROUTE },
} as const satisfies Record<string, RouteBudget>;
