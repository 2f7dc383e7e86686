import { memo, useMemo } from 'react';
import { slotStates } from '../../../shared/domain/provider-hours';
import { resolveCoordinates } from '../../../shared/domain/localities';
import { providersServing } from '../../../shared/domain/service-area';
import { formatIstDate } from '../../../shared/domain/time';
import type { ProviderHours } from '../../data/hooks/booking-hooks';
import { cn } from '../../components/ui/cn';
import { FieldError } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { useFormError, useFormValues, type BookingFormStore } from './booking-form-store';
import { FormSection } from './form-section';
import type { MessageId } from '../../i18n/areas';
import { useFormText } from '../../i18n/form-text';
import { LOCALE_TAGS } from '../../i18n/locales';
import { useLocale, useT } from '../../i18n/use-t';

/** A day's short weekday name in the language shown ("Mon", "ಸೋಮ", "सोम"). */
function shortDay(tag: string, ymd: string): string {
  return new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${ymd}T00:00:00Z`));
}

const NOBODY_TEXT = {
  noProviders: 'booking.slot.noProviders',
  outsideArea: 'booking.slot.outsideArea',
  noHours: 'booking.slot.noHours',
} as const satisfies Record<string, MessageId>;

/**
 * Why no day of the week can be booked at all, or null when some slot is open: nobody taking
 * bookings, nobody serving the address (`serving`: the providers whose area covers it, the rule
 * the server refuses a booking by), or nobody with hours.
 */
function nobodyTakingBookings(providers: ProviderHours[], serving: ProviderHours[], dates: string[], now: Date): keyof typeof NOBODY_TEXT | null {
  if (providers.length === 0) return 'noProviders';
  if (serving.length === 0) return 'outsideArea';
  return dates.every((ymd) => slotStates({ ymd, now, providers: serving }).every((s) => s.disabled)) ? 'noHours' : null;
}

interface Props {
  form: BookingFormStore;
  dates: string[];
  now: Date;
  providers: ProviderHours[] | undefined;
}

/** The next seven days and the chosen day's hourly slots, each open only when a provider works then. */
export const TimeSlotSection = memo(function TimeSlotSection({ form, dates, now, providers }: Props) {
  const [date, slotHour, location, lat, lng] = useFormValues(form, ['date', 'slotHour', 'location', 'latitude', 'longitude']);
  const t = useT('booking');
  const word = useFormText();
  const tag = LOCALE_TAGS[useLocale()];
  const error = word(useFormError(form, 'slotHour'));
  // The place as the booking will carry it (a picked point, else the locality the address names); only the providers serving it open slots.
  const point = useMemo(() => resolveCoordinates(location, lat, lng), [location, lat, lng]);
  const serving = useMemo(() => (providers ? providersServing(providers, point) : undefined), [providers, point]);
  const slots = useMemo(() => (serving ? slotStates({ ymd: date, now, providers: serving }) : undefined), [serving, date, now]);
  const nobody = useMemo(() => (providers && serving ? nobodyTakingBookings(providers, serving, dates, now) : null), [providers, serving, dates, now]);

  return (
    <FormSection title={t('booking.slot.title')} description={nobody ? t('booking.slot.descriptionNoGrid') : t('booking.slot.description')}>
      <div role="radiogroup" aria-label={t('booking.slot.date')} className="grid grid-cols-7 gap-1 sm:gap-2">
        {dates.map((ymd, i) => {
          const chosen = ymd === date;
          const [, , day] = ymd.split('-');
          return (
            <button
              key={ymd}
              type="button"
              role="radio"
              aria-checked={chosen}
              aria-label={i === 0 ? t('booking.slot.todayDate', { date: formatIstDate(ymd) }) : i === 1 ? t('booking.slot.tomorrowDate', { date: formatIstDate(ymd) }) : formatIstDate(ymd)}
              onClick={() => {
                form.setValue('date', ymd, { shouldDirty: true });
                form.setValue('slotHour', null, { shouldDirty: true });
              }}
              className={cn(
                'flex min-w-0 flex-col items-center rounded-lg border px-0.5 py-2 text-sm',
                chosen ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500',
              )}
            >
              <span className="text-[11px] sm:text-xs">{i === 0 ? t('booking.slot.today') : shortDay(tag, ymd)}</span>
              <span className="text-lg font-semibold">{Number(day)}</span>
            </button>
          );
        })}
      </div>

      {nobody ? null : slots === undefined ? (
        <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      ) : (
        <div role="radiogroup" aria-label={t('booking.slot.label')} aria-describedby={error ? 'slot-error' : undefined} className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          {slots.map((slot) => {
            const chosen = slot.hour === slotHour;
            return (
              <button
                key={slot.hour}
                type="button"
                role="radio"
                aria-checked={chosen}
                disabled={slot.disabled}
                title={slot.reason === 'past' ? t('booking.slot.past') : slot.reason === 'no-provider' ? t('booking.slot.noProvider') : undefined}
                onClick={() => form.setValue('slotHour', slot.hour, { shouldDirty: true, shouldValidate: true })}
                className={cn(
                  'h-10 rounded-lg border text-sm font-medium',
                  chosen ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500',
                  'disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-500 disabled:line-through',
                )}
              >
                {slot.label}
              </button>
            );
          })}
        </div>
      )}
      {nobody ? (
        // An empty city says so plainly, in place of a week of greyed-out slots.
        <p role="status" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="no-provider-notice">
          {t(NOBODY_TEXT[nobody])}
        </p>
      ) : slots && slots.every((s) => s.disabled) ? (
        <p className="mt-2 text-sm text-slate-600">{t('booking.slot.dayFull')}</p>
      ) : null}
      <div className="mt-2">
        <FieldError id="slot-error">{error}</FieldError>
      </div>
    </FormSection>
  );
});
