import type { AccountCall } from '../../data/mutations/account';

/** How an account call that did not go through is told: offline, or the server's reason. */
export function refusalText(result: AccountCall<unknown>, offline: string): string | null {
  return result.status === 'offline' ? offline : result.status === 'refused' ? result.message : null;
}
