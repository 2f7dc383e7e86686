import { useEffect, useState } from 'react';
import { apiRoutes } from '../../../shared/api/routes';
import { apiUrl } from '../../../shared/api/route';
import { outboxSummarySchema, type OutboxSummary } from '../../../shared/schemas/outbox';
import { useOnlineStatus } from '../../pwa/online-status';
import { apiGet } from '../../sync/http';

/** Live counts, not a mirror: read while the card shows and the device is online. */
const REFRESH_MS = 15_000;

export type BackgroundWork = { state: 'loading' } | { state: 'unavailable' } | { state: 'ready'; summary: OutboxSummary };

/** The outbox's counts per effect kind (GET /api/admin/outbox, ADR 051), read again every 15 s. */
export function useBackgroundWork(): BackgroundWork {
  const online = useOnlineStatus();
  const [work, setWork] = useState<BackgroundWork>({ state: 'loading' });
  useEffect(() => {
    if (!online) {
      setWork((w) => (w.state === 'ready' ? w : { state: 'unavailable' }));
      return;
    }
    let live = true;
    const read = async () => {
      try {
        const answer = await apiGet(apiUrl(apiRoutes.getOutbox));
        const parsed = answer.status === 200 ? outboxSummarySchema.safeParse(answer.body) : null;
        if (live && parsed?.success) setWork({ state: 'ready', summary: parsed.data });
      } catch {
        if (live) setWork((w) => (w.state === 'ready' ? w : { state: 'unavailable' }));
      }
    };
    void read();
    const timer = setInterval(() => void read(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [online]);
  return work;
}
