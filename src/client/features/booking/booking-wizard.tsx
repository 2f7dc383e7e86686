import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bookingDates } from '../../../shared/domain/time';
import type { Booking } from '../../../shared/schemas/booking';
import { useActiveProviderHours, useAnswerStored, useBookingCreationPending } from '../../data/hooks/booking-hooks';
import { useOnlineStatus } from '../../pwa/online-status';
import { useSettings, usePricing } from '../../data/hooks/use-admin';
import { useBooking } from '../../data/hooks/use-bookings';
import { useServices } from '../../data/hooks/use-catalog';
import { useSession } from '../../data/hooks/use-session';
import { PersonaGate } from '../../components/persona-gate';
import { useSyncJobsOnceStarted } from '../../data/hooks/use-sync-jobs-once-started';
import { startSyncEngine } from '../../data/engine/load-sync-runtime';
import type { JobRef } from '../../data/engine/sync-jobs';
import { emptyBookingForm, type BookingFormValues } from './booking-form-values';
import { keepBookingDraft, takeBookingDraftText } from './booking-draft';
import { BookingFormStep } from './step-booking-form';
import { StepIndicator } from './step-indicator';
import { loadBookingFormRules, loadLaterParts, preloadLaterCode } from './load-later';
import { wizardView, type WizardView } from './wizard-step';
import { PanelSkeleton, WizardSkeleton } from './wizard-skeleton';
import type { MessageId } from '../../i18n/areas';
import { useT } from '../../i18n/use-t';

// The steps after the form load when a booking reaches them.
const BidsStep = lazy(() => import('./step-bids').then((m) => ({ default: m.BidsStep })));
const ProgressStep = lazy(() => import('./step-progress').then((m) => ({ default: m.ProgressStep })));
const FeedbackStep = lazy(() => import('./step-feedback').then((m) => ({ default: m.FeedbackStep })));
// So do the panels of a booking waiting to sync, not found, or closed (ADR 047).
const SyncingPanel = lazy(() => loadLaterParts().then((m) => ({ default: m.SyncingPanel })));
const MissingPanel = lazy(() => loadLaterParts().then((m) => ({ default: m.MissingBookingPanel })));
const ClosedPanel = lazy(() => loadLaterParts().then((m) => ({ default: m.ClosedPanel })));

const STEP_HEADINGS: Record<WizardView['kind'], MessageId> = {
  form: 'booking.step.book',
  syncing: 'booking.step.book',
  missing: 'booking.step.book',
  cancelled: 'booking.step.cancelled',
  expired: 'booking.step.expired',
  bids: 'booking.step.choose',
  progress: 'booking.step.progress',
  feedback: 'booking.step.feedback',
  done: 'booking.step.feedback',
};

/** Form values for "Book Again": the same vehicle, services and place; a new date and slot. */
function againValues(source: Booking, today: string): BookingFormValues {
  return {
    ...emptyBookingForm(today),
    vehicleType: source.vehicleType,
    vehicleModel: source.vehicleModel ?? '',
    vehicleCategory: source.vehicleCategory,
    location: source.location,
    latitude: source.latitude,
    longitude: source.longitude,
    serviceIds: source.serviceIds,
    addOnIds: source.addOnIds,
  };
}

/** What the person does first on the page: they have started on the form (ADR 107). */
const FIRST_TOUCH_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * The sync engine and the form's rules (zod's core, the row and booking schemas, ≈ 45 KiB gzip)
 * are not part of the form's first view (ADR 107), nor is react-hook-form (ADR 109). The engine
 * starts at once where a booking is shown (`now`), else once the person first touches, types,
 * scrolls or focuses anything on the page, when the form's later code starts loading too
 * (`preloadLaterCode`); before that it starts as on every page: when the page is idle on a device
 * that holds data, with the first-visit download on one that holds nothing (start-sync.ts, ADR
 * 094). The form's jobs are declared once it runs, whoever started it.
 */
function useFormSync(jobs: readonly JobRef[], now: boolean): void {
  useSyncJobsOnceStarted(jobs);
  useEffect(() => {
    if (now) void startSyncEngine().catch((error) => console.error('Sync could not start', error));
  }, [now]);
  useEffect(() => {
    const started = () => {
      stop();
      void startSyncEngine().catch((error) => console.error('Sync could not start', error));
      // The form's later code (its rules with react-hook-form, the booking writes, the panels),
      // named in load-later.ts; offline without the app's worker each loads when first needed.
      preloadLaterCode();
    };
    const stop = () => FIRST_TOUCH_EVENTS.forEach((type) => window.removeEventListener(type, started, true));
    FIRST_TOUCH_EVENTS.forEach((type) => window.addEventListener(type, started, { capture: true, passive: true }));
    return stop;
  }, []);
}

/**
 * A visitor's entries kept over the sign-in (booking-draft.ts), checked by the form's rules, which
 * load only when there is one: undefined while they load, null when there is none (or it no longer
 * is a form's values).
 */
function useKeptDraft(text: string | null): BookingFormValues | null | undefined {
  const [draft, setDraft] = useState<BookingFormValues | null | undefined>(text ? undefined : null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    loadBookingFormRules().then(
      (rules) => live && setDraft(rules.parseBookingDraft(text)),
      () => live && setDraft(null),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return draft;
}

/**
 * Rows still to come: none on the device and no answer for their table stored yet, while online
 * (undefined, so the form shows its skeleton rather than "none"); offline, the rows as they are.
 */
function stillToCome<T>(rows: T[] | undefined, stored: boolean | undefined, online: boolean): T[] | undefined {
  return rows?.length === 0 && stored !== true && online ? undefined : rows;
}

/** Where a visitor signs in from the form, and comes back to it. */
const SIGN_IN_FROM_FORM = `/sign-in?next=${encodeURIComponent('/book-service')}`;

/**
 * The booking wizard for the acting customer (or the offer to continue as one). A visitor fills
 * the form and sees the quote from the public reads, and signs in at its submit (ADR 065).
 */
export function BookingWizard() {
  return (
    <PersonaGate role="customer" visitors>
      <Wizard />
    </PersonaGate>
  );
}

function Wizard() {
  const t = useT('booking');
  const { user } = useSession();
  const customerId = user?.id ?? '';
  const customerName = user?.name ?? '';
  const customer = useMemo(() => ({ id: customerId, name: customerName }), [customerId, customerName]);
  const [params, setParams] = useSearchParams();
  const bookingId = params.get('booking');
  const againId = params.get('again');

  const creationPending = useBookingCreationPending(bookingId);
  const jobs: JobRef[] = [
    'services',
    'pricing',
    'settings',
    'activeProviders',
    'activeAvailability',
  ];
  // The booking on show arrives with the customer's other bookings, as changes since the last pull.
  if ((bookingId && creationPending === false) || againId) jobs.push('customerBookings');
  useFormSync(jobs, !!bookingId || !!againId);

  // The form's data as deferred values: the form first renders once all of it has been read from
  // IndexedDB, and each later arrival (the first sync answers, one table at a time) re-renders it
  // in a transition React splits into short tasks, not one long one per answer (ADR 039).
  const online = useOnlineStatus();
  const services = useDeferredValue(stillToCome(useServices(), useAnswerStored('services'), online));
  const pricing = useDeferredValue(usePricing());
  const settings = useDeferredValue(useSettings());
  const providers = useDeferredValue(stillToCome(useActiveProviderHours(), useAnswerStored('providerProfiles'), online));
  const booking = useBooking(bookingId);
  const again = useBooking(againId);

  const today = useMemo(() => bookingDates(new Date())[0], []);

  // A visitor's entries, kept over the sign-in; the signed-in form takes them over (and the tab forgets them).
  const [draftText] = useState(() => (againId || bookingId ? null : takeBookingDraftText({ forget: user !== null })));
  const draft = useKeptDraft(draftText);
  const initial = useMemo(() => (again ? againValues(again, today) : (draft ?? emptyBookingForm(today))), [again, draft, today]);

  const startOver = useCallback(() => setParams({}), [setParams]);
  const onCreated = useCallback((id: string) => setParams({ booking: id }), [setParams]);
  const navigate = useNavigate();
  const signIn = useCallback(
    (values: BookingFormValues) => {
      keepBookingDraft(values);
      void navigate(SIGN_IN_FROM_FORM);
    },
    [navigate],
  );

  if (booking === undefined || creationPending === undefined || pricing === undefined || draft === undefined || (againId && again === undefined)) {
    return <WizardSkeleton label={t(bookingId ? 'booking.loading.booking' : 'booking.loading.form')} />;
  }
  const view = wizardView(bookingId, booking, creationPending);

  return (
    <div className="grid grid-cols-1 gap-6">
      <StepIndicator current={view.step} allDone={view.kind === 'done'} />
      <h2 className="text-xl font-semibold text-slate-900">{t(STEP_HEADINGS[view.kind])}</h2>
      {view.kind === 'form' ? (
        <BookingFormStep
          key={again?.id ?? 'new'}
          initial={initial}
          services={services}
          pricing={pricing.pricing}
          providers={providers}
          customer={customer}
          maintenance={settings?.settings.maintenanceMode ?? false}
          onCreated={onCreated}
          onSignIn={user ? undefined : signIn}
        />
      ) : null}
      <Suspense fallback={<PanelSkeleton label={t(view.kind === 'missing' ? 'booking.loading.booking' : 'booking.loading.step')} />}>
        {view.kind === 'missing' ? <MissingPanel onBookAnother={startOver} /> : null}
        {view.kind === 'syncing' && booking ? <SyncingPanel booking={booking} /> : null}
        {(view.kind === 'cancelled' || view.kind === 'expired') && booking ? <ClosedPanel booking={booking} onBookAnother={startOver} /> : null}
        {view.kind === 'bids' && booking ? <BidsStep booking={booking} /> : null}
        {view.kind === 'progress' && booking ? <ProgressStep booking={booking} /> : null}
        {(view.kind === 'feedback' || view.kind === 'done') && booking ? <FeedbackStep booking={booking} onBookAnother={startOver} /> : null}
      </Suspense>
    </div>
  );
}
