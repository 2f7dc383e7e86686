import { pathPattern } from './path-pattern';

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type WriteMethod = (typeof WRITE_METHODS)[number];

/**
 * Whether a write may wait for a signal: every write route of the table (routes.ts) names one of
 * these, and the service worker and the client's mutation runner both read it from there.
 * `queue` may wait: kept on the device while offline, shown as waiting, sent once when the signal
 * returns. Every other value needs a connection: the write is never stored for later (a payment
 * or a refund replayed a day later is wrong), and offline the person is told what needs the
 * connection; the value names it, so the words can say it.
 */
export const OFFLINE_POLICIES = {
  queue: 'may wait: kept while offline, shown as waiting, sent once when the signal returns',
  signIn: 'needs a connection: signing in (a code is sent and checked now)',
  signOut: 'needs a connection: signing out ends the session on the server',
  personaSwitch: "needs a connection: the persona switch (demo mode) answers with the new persona's session",
  account: 'needs a connection: the account (name, joining as a provider) answers with the new session',
  serverAnswer: 'needs a connection: the server answers now (the assessment is drawn and graded, the film timed, there)',
  payment: 'needs a connection: a payment is taken now or not at all',
  refund: 'needs a connection: a refund is made now or not at all',
  payout: "needs a connection: a payout to a provider's account is made now or not at all",
  accountDeletion: 'needs a connection: deleting an account happens now or not at all',
} as const;

export type OfflinePolicy = keyof typeof OFFLINE_POLICIES;
/** The writes that need a connection, by what needs it. */
export type NeedsConnection = Exclude<OfflinePolicy, 'queue'>;

/** A write route as the policy lookup needs it: no schemas, so the service worker carries only this. */
export interface WriteRule {
  method: WriteMethod;
  /** Below the API prefix, with `:name` for each parameter. */
  path: string;
  offline: OfflinePolicy;
}

/** The write routes of a route table with their policies (its reads left out). */
export function writeRulesOf(routes: Record<string, { method: string; path: string; offline?: OfflinePolicy }>): WriteRule[] {
  return Object.values(routes).flatMap((r) =>
    (WRITE_METHODS as readonly string[]).includes(r.method) && r.offline ? [{ method: r.method as WriteMethod, path: r.path, offline: r.offline }] : [],
  );
}

/**
 * Looks a request up in the write rules: the policy of the write route its method and path
 * (`:params` matching one segment; a query ignored) belong to, or null for a read or a path no
 * route has (neither is ever queued).
 */
export function offlinePolicyLookup(rules: readonly WriteRule[]): (method: string, url: string) => OfflinePolicy | null {
  const compiled = rules.map((rule) => ({ ...rule, regex: pathPattern(rule.path).regex }));
  return (method, url) => {
    const path = url.split('?')[0];
    return compiled.find((rule) => rule.method === method && rule.regex.test(path))?.offline ?? null;
  };
}
