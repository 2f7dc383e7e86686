import { useEffect, useState } from 'react';
import { apiUrl } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { providerBalanceSchema, type ProviderBalance } from '../../../shared/schemas/payment';
import { apiGet } from '../../sync/http';

/**
 * A provider's balance (available, pending, owed), read from the server while online: it moves
 * with the clock (the payout hold) and with payments, so it is not kept on the device. null while
 * offline or not yet read; `refreshKey` reads it again.
 */
export function useProviderBalance(providerId: string | null | undefined, online: boolean, refreshKey = 0): ProviderBalance | null {
  const [balance, setBalance] = useState<ProviderBalance | null>(null);
  useEffect(() => {
    if (!providerId || !online) return;
    let live = true;
    apiGet(apiUrl(apiRoutes.getProviderBalance, { providerId }))
      .then((answer) => {
        if (!live || answer.status !== 200) return;
        const parsed = providerBalanceSchema.safeParse(answer.body);
        if (parsed.success) setBalance(parsed.data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [providerId, online, refreshKey]);
  return online ? balance : null;
}
