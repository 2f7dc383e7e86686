import { useEffect, useState } from 'react';
import { apiUrl } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { payoutListSchema, type Payout } from '../../../shared/schemas/payment';
import { apiGet } from '../../sync/http';

/**
 * A provider's payouts (ADR 102), newest first, read from the server while online: their state
 * changes at the gateway, so they are not kept on the device. null while offline or not yet read.
 */
export function useProviderPayouts(providerId: string | null | undefined, online: boolean): Payout[] | null {
  const [payouts, setPayouts] = useState<Payout[] | null>(null);
  useEffect(() => {
    if (!providerId || !online) return;
    let live = true;
    apiGet(apiUrl(apiRoutes.listProviderPayouts, { providerId }))
      .then((answer) => {
        if (!live || answer.status !== 200) return;
        const parsed = payoutListSchema.safeParse(answer.body);
        if (parsed.success) setPayouts(parsed.data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [providerId, online]);
  return online ? payouts : null;
}
