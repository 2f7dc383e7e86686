import { memo } from 'react';
import * as z from 'zod/mini';
import { apiRoutes } from '../../../shared/api/routes';
import { apiUrl } from '../../../shared/api/route';
import { formatIndianMobile } from '../../../shared/domain/indian-mobile';
import { formatIstDateTime } from '../../../shared/domain/time';
import { supportTicketSchema, type SupportTicket } from '../../../shared/schemas/support-ticket';
import { TitledCard } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadingBlocks } from './load-state';
import { useOnlineRead } from './use-online-read';

/** Tickets arrive while the console is open: read again every 30 s. */
const REFRESH_MS = 30_000;
const ticketsSchema = z.array(supportTicketSchema);
const parse = (body: unknown): SupportTicket[] | null => {
  const parsed = ticketsSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
};

/** "Support tickets": the complaints the chats passed on, newest first, with who to call back. */
export const SupportTicketsCard = memo(function SupportTicketsCard() {
  const tickets = useOnlineRead(apiUrl(apiRoutes.listSupportTickets), parse, REFRESH_MS);
  return (
    <TitledCard title="Support Tickets" as="h2" description="Complaints customers and providers made in the support chats, newest first.">
      {tickets.state === 'loading' ? (
        <LoadingBlocks label="Loading support tickets" shape="users" count={2} />
      ) : tickets.state === 'unavailable' ? (
        <p className="text-sm text-slate-600">Support tickets are read from the server; they show once this device is online.</p>
      ) : tickets.data.length === 0 ? (
        <EmptyState title="No support tickets" description="A complaint made in a support chat appears here." />
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="support-tickets">
          {tickets.data.map((ticket) => (
            <li key={ticket.id} className="py-2.5">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium text-slate-900">
                  {ticket.userName}
                  {ticket.userPhone ? <span className="font-normal text-slate-600"> · {formatIndianMobile(ticket.userPhone)}</span> : null}
                </span>
                <time dateTime={ticket.createdAt} className="text-xs text-slate-600">
                  {formatIstDateTime(ticket.createdAt)}
                </time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">{ticket.message}</p>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
});
