import { memo, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { apiRoutes } from '../../../shared/api/routes';
import { apiUrl } from '../../../shared/api/route';
import { formatIndianMobile } from '../../../shared/domain/indian-mobile';
import { SUPPORT_ANSWER_MAX } from '../../../shared/domain/support';
import { formatIstDateTime } from '../../../shared/domain/time';
import { supportTicketSchema, type SupportTicket } from '../../../shared/schemas/support-ticket';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { TitledCard } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { answerSupportTicket } from '../../data/mutations/support-mutations';
import { LoadingBlocks } from './load-state';
import { useOnlineRead } from '../../pwa/use-online-read';

/** Tickets arrive while the console is open: read again every 30 s. */
const REFRESH_MS = 30_000;
const ticketsSchema = z.array(supportTicketSchema);
const parse = (body: unknown): SupportTicket[] | null => {
  const parsed = ticketsSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** A grievance must be answered within 30 days (docs/privacy.md); it is marked late from day 25. */
const GRIEVANCE_LATE_DAYS = 25;

/** "3 h old", "4 days old": how long the ticket has waited (or waited until answered). */
export function ticketAge(createdAt: string, until: number): string {
  const ms = Math.max(0, until - Date.parse(createdAt));
  if (ms < 60 * 60 * 1000) return `${Math.max(1, Math.round(ms / 60_000))} min`;
  if (ms < DAY_MS) return `${Math.round(ms / (60 * 60 * 1000))} h`;
  const days = Math.floor(ms / DAY_MS);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * "Support tickets": the complaints the chats passed on and the grievances sent to the grievance
 * officer, newest first, with who to call back, how long each has waited, and the answer (or a
 * box to write it: the person is told and reads it on the contact page).
 */
export const SupportTicketsCard = memo(function SupportTicketsCard() {
  const tickets = useOnlineRead(apiUrl(apiRoutes.listSupportTickets), parse, REFRESH_MS);
  const [answered, setAnswered] = useState<Record<string, SupportTicket>>({});
  const open = tickets.state === 'ready' ? tickets.data.filter((x) => !(answered[x.id] ?? x).answeredAt).length : 0;
  return (
    <TitledCard
      title="Support Tickets"
      as="h2"
      description={`Complaints from the support chats and grievances to the grievance officer, newest first${tickets.state === 'ready' ? ` · ${open} waiting for an answer` : ''}.`}
    >
      {tickets.state === 'loading' ? (
        <LoadingBlocks label="Loading support tickets" shape="users" count={2} />
      ) : tickets.state === 'unavailable' ? (
        <p className="text-sm text-slate-600">Support tickets are read from the server; they show once this device is online.</p>
      ) : tickets.data.length === 0 ? (
        <EmptyState title="No support tickets" description="A complaint made in a support chat, or a grievance from the contact page, appears here." />
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="support-tickets">
          {tickets.data.map((ticket) => (
            <TicketRow key={ticket.id} ticket={answered[ticket.id] ?? ticket} onAnswered={(t) => setAnswered((a) => ({ ...a, [t.id]: t }))} />
          ))}
        </ul>
      )}
    </TitledCard>
  );
});

function TicketRow({ ticket, onAnswered }: { ticket: SupportTicket; onAnswered: (ticket: SupportTicket) => void }) {
  const now = Date.now();
  const waitingDays = (now - Date.parse(ticket.createdAt)) / DAY_MS;
  const late = ticket.kind === 'grievance' && !ticket.answeredAt && waitingDays >= GRIEVANCE_LATE_DAYS;
  return (
    <li className="py-3" data-ticket={ticket.id}>
      <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-medium text-slate-900">
          {ticket.userName || 'Erased account'}
          {ticket.userPhone ? <span className="font-normal text-slate-600"> · {formatIndianMobile(ticket.userPhone)}</span> : null}
        </span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <Badge variant={ticket.kind === 'grievance' ? 'default' : 'secondary'}>{ticket.kind === 'grievance' ? 'Grievance' : 'Complaint'}</Badge>
          {ticket.bookingId ? <span>Booking {ticket.bookingId}</span> : null}
          <time dateTime={ticket.createdAt} title={formatIstDateTime(ticket.createdAt)} className={late ? 'font-semibold text-red-700' : undefined}>
            {ticket.answeredAt ? `answered after ${ticketAge(ticket.createdAt, Date.parse(ticket.answeredAt))}` : `${ticketAge(ticket.createdAt, now)} old`}
          </time>
        </span>
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">{ticket.message}</p>
      {ticket.answer ? (
        <div className="mt-2 rounded-lg bg-slate-50 p-2.5 text-sm">
          <p className="text-xs font-semibold text-slate-600">Answered {ticket.answeredAt ? formatIstDateTime(ticket.answeredAt) : ''}</p>
          <p className="mt-0.5 whitespace-pre-line break-words text-slate-900">{ticket.answer}</p>
        </div>
      ) : (
        <AnswerForm ticket={ticket} onAnswered={onAnswered} />
      )}
    </li>
  );
}

function AnswerForm({ ticket, onAnswered }: { ticket: SupportTicket; onAnswered: (ticket: SupportTicket) => void }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = `answer-${ticket.id}`;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setError('Write the answer');
    setError(null);
    setBusy(true);
    try {
      const result = await answerSupportTicket(ticket.id, text);
      if (result.status === 'done') {
        onAnswered(result.data);
        toast({ title: 'Answer sent', description: 'The person is told and reads it on the contact page.' });
      } else if (result.status === 'queued') {
        toast({ title: 'Answer saved', description: 'It is sent when this device is back online.' });
        setText('');
      } else if (result.status === 'rejected') {
        setError(result.message);
      }
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="mt-2 grid gap-2" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={id} className="sr-only">
        Answer to this {ticket.kind}
      </label>
      <Textarea
        id={id}
        rows={2}
        value={text}
        maxLength={SUPPORT_ANSWER_MAX}
        placeholder="Write the answer the person will read"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" variant="outline" disabled={busy} className="justify-self-start">
        {busy ? 'Sending…' : 'Send answer'}
      </Button>
    </form>
  );
}
