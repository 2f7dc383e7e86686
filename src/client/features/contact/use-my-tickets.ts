import { useCallback, useState } from 'react';
import * as z from 'zod/mini';
import { apiRoutes } from '../../../shared/api/routes';
import { apiUrl } from '../../../shared/api/route';
import { mySupportTicketSchema, type MySupportTicket } from '../../../shared/schemas/support-ticket';
import { useOnlineRead, type OnlineRead } from '../../pwa/use-online-read';

const listSchema = z.array(mySupportTicketSchema);
const parseTickets = (body: unknown) => {
  const parsed = listSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
};
/** Answers come a few times a day at most: read again every two minutes while the page shows. */
const REFRESH_MS = 120_000;

export type MyTickets = OnlineRead<MySupportTicket[]>;

/** The signed-in person's complaints and grievances with the answers (GET /api/me/support-tickets), read live. */
export function useMyTickets(signedIn: boolean): { read: MyTickets; refresh: () => void } {
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  const read = useOnlineRead(signedIn ? apiUrl(apiRoutes.listMySupportTickets) : null, parseTickets, REFRESH_MS, round);
  return { read, refresh };
}
