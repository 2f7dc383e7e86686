import { memo, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { bookingDates } from '../../../shared/domain/time';
import type { PricingConfig } from '../../../shared/schemas/admin';
import type { Service } from '../../../shared/schemas/service';
import type { ProviderHours } from '../../data/hooks/booking-hooks';
import { useDirtyForm } from '../../components/dirty-forms';
import { Button } from '../../components/ui/button';
import { priceToWire } from '../../../shared/pricing/price-model';
import { storedVehicleCategory } from '../../../shared/pricing/quote';
import { previewQuote, servicesFor, toCreateBody, type BookingFormValues } from './booking-form-values';
import { loadBookingFormControl, loadBookingMutations, preloadLaterCode } from './load-later';
import { BookingFormStore, useFormFlags, useFormValues } from './booking-form-store';
import { LocationSection } from './location-section';
import { MaintenanceNotice } from './maintenance-notice';
import { PricingSummary } from './pricing-summary';
import { revealFirstErrorSoon } from './reveal-first-error';
import { ServicesSection } from './services-section';
import { TimeSlotSection } from './time-slot-section';
import { useNow } from '../../components/use-now';
import { VehicleSection } from './vehicle-section';
import { useT } from '../../i18n/use-t';
import { bookingRefusalText } from '../../components/booking-refusals';

interface Props {
  initial: BookingFormValues;
  services: Service[] | undefined;
  pricing: PricingConfig;
  providers: ProviderHours[] | undefined;
  customer: { id: string; name: string };
  maintenance: boolean;
  onCreated: (bookingId: string) => void;
  /** Set for a visitor: the submit keeps the entries and asks them to sign in instead of booking. */
  onSignIn?: (values: BookingFormValues) => void;
}

type Control = ComponentType<{ store: BookingFormStore; initial: BookingFormValues }>;

/**
 * The form's store, and react-hook-form with the form's rules beside it once the form has changed
 * (ADR 109): the first view renders without either; the person starting on the page has usually
 * loaded them already (load-later.ts), and the store hands them what was done meanwhile.
 */
function useBookingForm(initial: BookingFormValues): { form: BookingFormStore; control: ReactNode } {
  const [wanted, setWanted] = useState(false);
  const [form] = useState(() => new BookingFormStore(initial, () => setWanted(true)));
  const [Control, setControl] = useState<Control | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadBookingFormControl().then(
      (m) => live && setControl(() => m.BookingFormControl),
      // Offline before the app's worker serves it: tried again at the next change or submit.
      () => live && setWanted(false),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return { form, control: Control ? <Control store={form} initial={initial} /> : null };
}

/** The booking form; memoised so the wizard's own updates (sync status, the URL) do not re-render it. */
export const BookingFormStep = memo(function BookingFormStep({ initial, services, pricing, providers, customer, maintenance, onCreated, onSignIn }: Props) {
  const t = useT('booking');
  const now = useNow();
  const dates = useMemo(() => bookingDates(now), [now]);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<{ status: number; message: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { form, control } = useBookingForm(initial);
  const { isDirty } = useFormFlags(form);

  // Each section watches only its own fields; this level re-renders on a car <-> bike switch.
  const [vehicleType] = useFormValues(form, ['vehicleType']);
  const lists = useMemo(() => (services ? servicesFor(services, vehicleType) : undefined), [services, vehicleType]);

  // An app update must not reload over a half-filled booking.
  useDirtyForm('book-service', isDirty);

  // What a submit needs loads once the person starts on the form, not with its first render nor
  // when the browser is idle (ADR 085).
  const started = isDirty;
  useEffect(() => {
    if (started) preloadLaterCode();
  }, [started]);

  // Switching car <-> bike drops choices the other vehicle is not offered. Only on a switch: the
  // catalogue may still be arriving (e.g. "Book Again" on a fresh device) and must not clear them.
  const shownFor = useRef(vehicleType);
  useEffect(() => {
    if (!lists || shownFor.current === vehicleType) return;
    shownFor.current = vehicleType;
    const main = new Set(lists.main.map((s) => s.id));
    const extra = new Set(lists.addOns.map((s) => s.id));
    form.setValue('serviceIds', form.getValues('serviceIds').filter((id) => main.has(id)), { shouldValidate: form.isSubmitted() });
    form.setValue('addOnIds', form.getValues('addOnIds').filter((id) => extra.has(id)));
  }, [lists, vehicleType, form]);

  // A chosen date that has rolled out of the 7-day window moves to today.
  useEffect(() => {
    if (!dates.includes(form.getValues('date'))) form.setValue('date', dates[0]);
  }, [dates, form]);

  async function submit(values: BookingFormValues) {
    if (!services) return;
    if (onSignIn) {
      onSignIn(values);
      return;
    }
    setPending(true);
    setRefusal(null);
    try {
      const { createBooking } = await loadBookingMutations();
      const result = await createBooking({
        body: toCreateBody(values, { customerId: customer.id }),
        services,
        customerName: customer.name,
        price: priceToWire(previewQuote(values, services, pricing)),
      });
      if (result.status === 'rejected') {
        setRefusal({ status: result.httpStatus, message: result.message });
        return;
      }
      onCreated(result.id);
    } finally {
      setPending(false);
    }
  }


  return (
    <form ref={formRef} onSubmit={form.handleSubmit(submit, () => revealFirstErrorSoon(formRef.current))} noValidate className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="grid grid-cols-1 gap-5">
        {maintenance || refusal?.status === 503 ? <MaintenanceNotice message={refusal?.status === 503 ? bookingRefusalText(t, refusal.message) : undefined} /> : null}
        <VehicleSection form={form} pricing={pricing} />
        <LocationSection form={form} />
        <ServicesSection form={form} main={lists?.main} addOns={lists?.addOns} pricing={pricing} />
        <TimeSlotSection form={form} dates={dates} now={now} providers={providers} />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:sticky lg:top-20">
        <ChosenPrice form={form} services={services} pricing={pricing} />
        {refusal && refusal.status !== 503 ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {bookingRefusalText(t, refusal.message)}
          </p>
        ) : null}
        <SubmitButton form={form} pending={pending} blocked={maintenance || !services} visitor={!!onSignIn} />
      </div>
      {control}
    </form>
  );
});

const NO_SERVICES: Service[] = [];

/** The price preview of what is chosen so far: re-rendered by the choices that change it, not by typing an address. */
const ChosenPrice = memo(function ChosenPrice({ form, services = NO_SERVICES, pricing }: { form: BookingFormStore; services: Service[] | undefined; pricing: PricingConfig }) {
  const [vehicleType, vehicleCategory, serviceIds, addOnIds] = useFormValues(form, ['vehicleType', 'vehicleCategory', 'serviceIds', 'addOnIds']);
  const category = storedVehicleCategory(vehicleType, vehicleCategory);
  const quote = useMemo(
    () => previewQuote({ vehicleType, vehicleCategory: category, serviceIds, addOnIds }, services, pricing),
    [vehicleType, category, serviceIds, addOnIds, services, pricing],
  );
  return <PricingSummary quote={quote} services={services} vehicleType={vehicleType} vehicleCategory={category} pricing={pricing} />;
});

function SubmitButton({ form, pending, blocked, visitor }: { form: BookingFormStore; pending: boolean; blocked: boolean; visitor: boolean }) {
  const t = useT('booking');
  const none = useFormValues(form, ['serviceIds'])[0].length === 0;
  return (
    <>
      <Button type="submit" size="lg" disabled={pending || none || blocked} className="w-full">
        {t(pending ? 'booking.submit.creating' : 'booking.submit.quotes')}
      </Button>
      {none ? <p className="text-center text-sm text-slate-600">{t('booking.submit.chooseService')}</p> : null}
      {visitor && !none ? <p className="text-center text-sm text-slate-600">{t('booking.submit.signInNext')}</p> : null}
    </>
  );
}
