import { apiUrl, type ApiRoute } from '../api/route';
import { apiRoutes } from '../api/routes';
import type { UserType } from '../schemas/common';
import { manifestEntry } from './screen-manifest';

/** The URLs answered in the screen's page for this person (screen-manifest.ts); none for another role or screen. */
export function firstRequestUrls(screen: string, user: { id: string; userType: UserType }): string[] {
  const entry = manifestEntry(screen);
  if (!entry || entry.role !== user.userType) return [];
  return entry.firstRequests.map(({ route, ownId = [] }) => {
    const params = Object.fromEntries(ownId.map((name) => [name, user.id]));
    return (apiUrl as (route: ApiRoute, params?: Record<string, string>) => string)(apiRoutes[route], params);
  });
}
