import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Availability } from '../../../shared/schemas/provider';
import { DAY_NAMES } from '../../../shared/domain/provider-hours';
import { AVAILABILITY_TIME_OPTIONS } from '../../../shared/domain/slot-rules';
import { slotLabel } from '../../../shared/domain/time';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FieldError, Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/toast';
import { wordingOf } from '../../components/change-messages';
import { saveDayHours, sameHours } from '../../data/mutations/provider-settings-mutations';
import { availabilityFormSchema, toFormValues, type AvailabilityFormValues } from './availability-form';
import { useDirtyForm } from '../../components/dirty-forms';
import { displayLocale } from '../../../shared/domain/display-locale';
import { useFormText } from '../../i18n/form-text';
import { useT } from '../../i18n/use-t';

const timeText = (hhmm: string) => slotLabel(Number(hhmm.slice(0, 2)), Number(hhmm.slice(3)));
/** A weekday's name in the display language (0 Sunday): 2 January 2000 was a Sunday. */
const dayName = (dayOfWeek: number) => new Intl.DateTimeFormat(displayLocale(), { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 2 + dayOfWeek));

/** Weekly hours: which booking slots this provider can take. */
export function AvailabilityTab({ providerId, rows }: { providerId: string; rows: Availability[] | undefined }) {
  const t = useT('forms');
  const word = useFormText();
  const values = useMemo(() => (rows ? toFormValues(rows) : undefined), [rows]);
  const form = useForm<AvailabilityFormValues>({
    resolver: zodResolver(availabilityFormSchema),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useDirtyForm('provider-availability', isDirty);
  const days = form.watch('days');

  const submit = form.handleSubmit(async ({ days: next }) => {
    const changed = next.filter((day) => !sameHours(rows?.find((r) => r.dayOfWeek === day.dayOfWeek), day));
    if (changed.length === 0) {
      toast({ ...wordingOf({ kind: 'saveDayHours' }).success! });
      return;
    }
    for (const day of changed) {
      await saveDayHours(providerId, day, rows?.find((r) => r.dayOfWeek === day.dayOfWeek));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('forms.hours.title')}</CardTitle>
        <CardDescription>{t('forms.hours.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {!rows || !days ? (
          <div className="space-y-2" aria-busy="true">
            <p className="sr-only">{t('forms.hours.loading')}</p>
            {DAY_NAMES.map((d) => <Skeleton key={d} className="h-14" />)}
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-3">
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {DAY_NAMES.map((name, i) => {
                const off = !days[i]?.isAvailable;
                const day = dayName(i);
                const dayErrors = errors.days?.[i];
                return (
                  <li key={name} className="grid grid-cols-2 items-center gap-3 p-3 sm:grid-cols-[8rem_1fr_1fr_8rem]" data-testid={`availability-${name}`}>
                    <p className="order-1 font-medium text-slate-900">{day}</p>
                    {(['startTime', 'endTime'] as const).map((field) => (
                      <div key={field} className={field === 'startTime' ? 'order-3 space-y-1 sm:order-2' : 'order-4 space-y-1 sm:order-3'}>
                        <Label htmlFor={`avail-${i}-${field}`} className="text-xs text-slate-600 sm:sr-only">
                          {t(field === 'startTime' ? 'forms.hours.start' : 'forms.hours.end')}
                        </Label>
                        <Controller
                          control={form.control}
                          name={`days.${i}.${field}`}
                          render={({ field: f }) => (
                            <Select value={f.value} onValueChange={f.onChange} disabled={off}>
                              <SelectTrigger id={`avail-${i}-${field}`} aria-label={t(field === 'startTime' ? 'forms.hours.startOf' : 'forms.hours.endOf', { day })} aria-invalid={dayErrors?.[field] ? true : undefined}>
                                <SelectValue placeholder={t('forms.hours.placeholder')} />
                              </SelectTrigger>
                              <SelectContent>
                                {AVAILABILITY_TIME_OPTIONS.map((time) => (
                                  <SelectItem key={time} value={time}>
                                    {timeText(time)}
                                  </SelectItem>
                                ))}
                              </SelectContent>
                            </Select>
                          )}
                        />
                        <FieldError>{word(dayErrors?.[field]?.message)}</FieldError>
                      </div>
                    ))}
                    <div className="order-2 flex items-center justify-end gap-2 sm:order-4 sm:justify-start">
                      <Controller
                        control={form.control}
                        name={`days.${i}.isAvailable`}
                        render={({ field: f }) => (
                          <Switch id={`avail-${i}-on`} checked={f.value} onCheckedChange={f.onChange} aria-label={t('forms.hours.availableOn', { day })} />
                        )}
                      />
                      <span className="text-sm text-slate-700">{t(off ? 'forms.hours.closed' : 'forms.hours.available')}</span>
                    </div>
                  </li>
                );
              })}
            </ul>
            <div className="flex justify-end">
              <Button type="submit" disabled={isSubmitting}>
                {t(isSubmitting ? 'forms.saving' : 'forms.hours.save')}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
