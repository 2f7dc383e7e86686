import { offlinePolicyLookup, writeRulesOf } from '../../../shared/api/offline-policy';
import { apiRoutes } from '../../../shared/api/routes';

/**
 * A write's offline policy from the route table, by its method and URL: the same lookup the
 * service worker makes, so the page and the worker never disagree about what may wait. Null for
 * a read or a URL no route has.
 */
export const offlinePolicyOf = offlinePolicyLookup(writeRulesOf(apiRoutes));
