import { useCallback, useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { apiRoutes } from '../../../shared/api/routes';
import { apiUrl } from '../../../shared/api/route';
import { mySupportTicketSchema, type MySupportTicket } from '../../../shared/schemas/support-ticket';
import { useOnlineStatus } from '../../pwa/online-status';
import { apiGet } from '../../sync/http';

const listSchema = z.array(mySupportTicketSchema);
/** Answers come a few times a day at most: read again every two minutes while the page shows. */
const REFRESH_MS = 120_000;

export type MyTickets = { state: 'loading' } | { state: 'unavailable' } | { state: 'ready'; tickets: MySupportTicket[] };

/** The signed-in person's complaints and grievances with the answers (GET /api/me/support-tickets), read live. */
export function useMyTickets(signedIn: boolean): { read: MyTickets; refresh: () => void } {
  const online = useOnlineStatus();
  const [read, setRead] = useState<MyTickets>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    if (!signedIn) return;
    if (!online) {
      setRead((r) => (r.state === 'ready' ? r : { state: 'unavailable' }));
      return;
    }
    let live = true;
    const fetchOnce = async () => {
      try {
        const answer = await apiGet(apiUrl(apiRoutes.listMySupportTickets));
        const parsed = answer.status === 200 ? listSchema.safeParse(answer.body) : null;
        if (live && parsed?.success) setRead({ state: 'ready', tickets: parsed.data });
      } catch {
        if (live) setRead((r) => (r.state === 'ready' ? r : { state: 'unavailable' }));
      }
    };
    void fetchOnce();
    const timer = setInterval(() => void fetchOnce(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [online, signedIn, round]);
  return { read, refresh };
}
