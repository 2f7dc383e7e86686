import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BRAND, BRAND_PHONE_HREF } from '../../../shared/catalog/brand';
import { formatIndianMobile, telUrl } from '../../../shared/domain/indian-mobile';
import { bookingReferenceText } from '../../../shared/domain/booking-reference';
import { formatIstDateTime } from '../../../shared/domain/time';
import { SUPPORT_TICKET_MESSAGE_MAX, type MySupportTicket } from '../../../shared/schemas/support-ticket';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { TitledCard } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { useTypedBeforeLive } from '../../components/use-typed-before-live';
import { useSettings } from '../../data/hooks/use-admin';
import { useBookingsForCustomer, useBookingsForProvider } from '../../data/hooks/use-bookings';
import { useSession } from '../../data/hooks/use-session';
import { useSyncJobs } from '../../data/hooks/use-sync-jobs';
import { fileGrievance } from '../../data/mutations/support-mutations';
import { useT, type Translate } from '../../i18n/use-t';
import { keepGrievanceDraft, takeGrievanceDraft } from './grievance-draft';
import { useMyTickets } from './use-my-tickets';

const SIGN_IN_FROM_CONTACT = `/sign-in?next=${encodeURIComponent('/contact#grievance')}`;

/**
 * The grievance officer named in the settings (or the support team until one is), a form to write
 * to them, and the person's messages with the answers (docs/privacy.md, "Grievances"). A visitor
 * writes first and is asked to sign in at "Send"; the text waits in the tab.
 */
export function GrievanceCard() {
  const t = useT('privacy');
  useSyncJobs(['settings']);
  const settings = useSettings()?.settings;
  const { user, loaded } = useSession();
  const signedIn = loaded && user !== null && user.userType !== 'admin';
  const navigate = useNavigate();
  const [text, setText] = useState(() => takeGrievanceDraft());
  const textBox = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeLive(textBox, setText);
  const [bookingId, setBookingId] = useState('');
  const bookings = useOwnBookings(signedIn ? user : null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = useMyTickets(signedIn);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (!message) return setError(t('privacy.grievance.empty'));
    if (message.length > SUPPORT_TICKET_MESSAGE_MAX) return setError(t('privacy.grievance.tooLong', { max: SUPPORT_TICKET_MESSAGE_MAX }));
    setError(null);
    if (!signedIn) {
      keepGrievanceDraft(text);
      void navigate(SIGN_IN_FROM_CONTACT);
      return;
    }
    setBusy(true);
    try {
      const result = await fileGrievance(message, bookingId || undefined);
      if (result.status === 'done' || result.status === 'queued') {
        setText('');
        setBookingId('');
        toast({ title: t(result.status === 'done' ? 'privacy.grievance.sent' : 'privacy.grievance.queued') });
        mine.refresh();
      } else if (result.status === 'rejected') {
        toast({ title: t('privacy.grievance.failed'), description: result.message, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  }

  const officer = settings && settings.grievanceOfficerName ? settings : null;
  return (
    <TitledCard title={t('privacy.grievance.title')} as="h2">
      <p className="text-sm text-slate-700">{t('privacy.grievance.intro')}</p>
      {officer ? (
        <dl className="mt-3 grid gap-2 text-sm" data-testid="grievance-officer">
          <Detail term={t('privacy.grievance.name')}>{officer.grievanceOfficerName}</Detail>
          {officer.grievanceOfficerEmail ? (
            <Detail term={t('privacy.grievance.email')} href={`mailto:${officer.grievanceOfficerEmail}`}>
              {officer.grievanceOfficerEmail}
            </Detail>
          ) : null}
          {officer.grievanceOfficerPhone ? (
            <Detail term={t('privacy.grievance.phone')} href={telUrl(officer.grievanceOfficerPhone)}>
              {formatIndianMobile(officer.grievanceOfficerPhone)}
            </Detail>
          ) : null}
        </dl>
      ) : (
        <div className="mt-3 text-sm">
          <p className="text-slate-600">{t('privacy.grievance.notNamed')}</p>
          <dl className="mt-2 grid gap-2">
            <Detail term={t('privacy.grievance.email')} href={`mailto:${BRAND.email}`}>
              {BRAND.email}
            </Detail>
            <Detail term={t('privacy.grievance.phone')} href={BRAND_PHONE_HREF}>
              {BRAND.phone}
            </Detail>
          </dl>
        </div>
      )}

      <form className="mt-4 grid gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <FormField id="grievance-text" label={t('privacy.grievance.formLabel')} hint={t('privacy.grievance.formHint')} error={error}>
          {(control) => <Textarea {...control} ref={textBox} rows={4} value={text} maxLength={SUPPORT_TICKET_MESSAGE_MAX} onChange={(e) => setText(e.target.value)} />}
        </FormField>
        {signedIn && bookings.length > 0 ? (
          <FormField id="grievance-booking" label={t('privacy.grievance.booking')} hint={t('privacy.grievance.bookingHint')}>
            {(control) => (
              <NativeSelect {...control} value={bookingId} onChange={(e) => setBookingId(e.target.value)}>
                <option value="">{t('privacy.grievance.noBooking')}</option>
                {bookings.map((b) => (
                  <option key={b.id} value={b.id}>
                    {`${bookingReferenceText(b.id)} · ${formatIstDateTime(b.scheduledTime)}`}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        ) : null}
        {!signedIn && loaded ? <p className="text-xs text-slate-600">{t('privacy.grievance.signInNote')}</p> : null}
        <Button type="submit" disabled={busy} className="justify-self-start">
          {t(busy ? 'privacy.grievance.sending' : signedIn ? 'privacy.grievance.send' : 'privacy.grievance.signInToSend')}
        </Button>
      </form>

      {signedIn ? <MyMessages read={mine.read} t={t} /> : null}
    </TitledCard>
  );
}

/** The person's own bookings, as customer or provider, newest first: a grievance may be about one. */
function useOwnBookings(user: { id: string; userType: string } | null) {
  useSyncJobs(user ? ['customerBookings', 'customerHistory', 'providerBookings', 'providerHistory'] : []);
  const asCustomer = useBookingsForCustomer(user?.userType === 'customer' ? user.id : null);
  const asProvider = useBookingsForProvider(user?.userType === 'provider' ? user.id : null);
  return (user?.userType === 'provider' ? asProvider : asCustomer) ?? [];
}

function Detail({ term, href, children }: { term: string; href?: string; children: string }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="break-words font-medium text-slate-900">
        {href ? (
          <a href={href} className="text-brand-800 underline-offset-2 hover:underline">
            {children}
          </a>
        ) : (
          children
        )}
      </dd>
    </div>
  );
}

function MyMessages({ read, t }: { read: ReturnType<typeof useMyTickets>['read']; t: Translate }) {
  if (read.state === 'loading') return null;
  if (read.state === 'unavailable') return <p className="mt-4 text-sm text-slate-600">{t('privacy.grievance.offline')}</p>;
  if (read.data.length === 0) return null;
  return (
    <section className="mt-6 border-t border-slate-200 pt-4" aria-labelledby="my-messages">
      <h3 id="my-messages" className="text-base font-semibold text-slate-900">
        {t('privacy.grievance.yours')}
      </h3>
      <ul className="mt-2 divide-y divide-slate-200" data-testid="my-grievances">
        {[...read.data].reverse().map((ticket) => (
          <TicketItem key={ticket.id} ticket={ticket} t={t} />
        ))}
      </ul>
    </section>
  );
}

function TicketItem({ ticket, t }: { ticket: MySupportTicket; t: Translate }) {
  return (
    <li className="py-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge variant={ticket.kind === 'grievance' ? 'default' : 'secondary'}>{t(`privacy.grievance.kind.${ticket.kind}`)}</Badge>
        <time dateTime={ticket.createdAt} className="text-xs text-slate-600">
          {t('privacy.grievance.sentOn', { at: formatIstDateTime(ticket.createdAt) })}
        </time>
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-slate-800">{ticket.message}</p>
      {ticket.answer && ticket.answeredAt ? (
        <div className="mt-2 rounded-lg bg-brand-50 p-3">
          <p className="text-xs font-semibold text-brand-800">{t('privacy.grievance.answer', { at: formatIstDateTime(ticket.answeredAt) })}</p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-900">{ticket.answer}</p>
        </div>
      ) : (
        <p className="mt-1 text-xs text-amber-800">{t('privacy.grievance.waiting')}</p>
      )}
    </li>
  );
}
