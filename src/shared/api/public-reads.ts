import { matchApiUrl, type ApiRoute } from './route';
import { apiRoutes } from './routes';

/**
 * The reads anyone may make without signing in, in every mode: the catalogue (services and
 * add-ons with their prices), the pricing rules and settings a quote and the booking form need,
 * the tool list, and active providers' public profiles and hours (no phone, name, address or
 * base). Everything else that is personal needs a session (docs/privacy.md, ADR 065). The server
 * opens exactly these; the client's sync engine pulls exactly these for a visitor.
 */
export const PUBLIC_READS: readonly ApiRoute<'GET'>[] = [
  apiRoutes.listServices,
  apiRoutes.getPricing,
  apiRoutes.getSettings,
  apiRoutes.listTools,
  apiRoutes.listActiveProviders,
  apiRoutes.listActiveAvailability,
];

/** Whether a GET of this URL (a path below /api, with or without a query) is a public read. */
export function isPublicReadUrl(url: string): boolean {
  return PUBLIC_READS.some((route) => matchApiUrl(route, url) !== null);
}
