import { useEffect, useState } from 'react';
import { apiUrl } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { payoutAccountAnswerSchema, type PayoutAccount } from '../../../shared/payments/payout-account';
import { apiGet } from '../../sync/http';

/**
 * Where the provider is paid, masked, read from the server while online (it is not kept on the
 * device). undefined while not yet read or offline; null when they have not said.
 */
export function usePayoutAccount(providerId: string, online: boolean, refreshKey = 0): PayoutAccount | null | undefined {
  const [account, setAccount] = useState<PayoutAccount | null | undefined>(undefined);
  useEffect(() => {
    if (!online) return;
    let live = true;
    apiGet(apiUrl(apiRoutes.getPayoutAccount, { providerId }))
      .then((answer) => {
        if (!live || answer.status !== 200) return;
        const parsed = payoutAccountAnswerSchema.safeParse(answer.body);
        if (parsed.success) setAccount(parsed.data.account);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [providerId, online, refreshKey]);
  return online ? account : undefined;
}
