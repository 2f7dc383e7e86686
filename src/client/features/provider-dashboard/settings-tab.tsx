import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { coordinateText, parseCoordinates, type Coordinates } from '../../../shared/domain/localities';
import { AreaSelect, localityAt } from '../../components/area-select';
import { useCurrentPosition } from '../../components/use-current-position';
import { PROVIDER_PROFILE_DEFAULTS, type ProviderProfile, type ProviderStats } from '../../../shared/schemas/provider';
import { SERVICE_RADIUS_OPTIONS } from '../../../shared/schemas/provider';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { FormField } from '../../components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { saveRates } from '../../data/mutations/provider-settings-mutations';
import { rateFormSchema, type RateFormValues } from './rate-form-schema';
import { StatsStrip } from './stats-strip';
import { useDirtyForm } from '../../components/dirty-forms';
import { useFormText } from '../../i18n/form-text';
import { useT } from '../../i18n/use-t';

interface SettingsTabProps {
  providerId: string;
  profile: ProviderProfile | null | undefined;
  stats: ProviderStats | null | undefined;
}

/** Rate settings and the performance figures. */
export function SettingsTab({ providerId, profile, stats }: SettingsTabProps) {
  const t = useT('forms');
  const word = useFormText();
  const values = useMemo<RateFormValues>(() => {
    const p = profile ?? PROVIDER_PROFILE_DEFAULTS;
    return {
      hourlyRateMin: String(p.hourlyRateMin),
      hourlyRateMax: String(p.hourlyRateMax),
      serviceRadius: String(p.serviceRadius),
      baseLatitude: profile?.baseLatitude ?? '',
      baseLongitude: profile?.baseLongitude ?? '',
    };
  }, [profile]);
  const form = useForm<RateFormValues>({
    resolver: zodResolver(rateFormSchema),
    mode: 'onTouched',
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useDirtyForm('provider-rates', isDirty);

  const submit = form.handleSubmit(async (v) => {
    await saveRates(
      providerId,
      {
        hourlyRateMin: Number(v.hourlyRateMin),
        hourlyRateMax: Number(v.hourlyRateMax),
        serviceRadius: Number(v.serviceRadius),
        ...(v.baseLatitude && v.baseLongitude ? { baseLatitude: v.baseLatitude, baseLongitude: v.baseLongitude } : {}),
      },
      profile,
    );
  });

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('forms.rates.title')}</CardTitle>
          <CardDescription>{t('forms.rates.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="rate-min" label={t('forms.rates.minLabel')} error={word(errors.hourlyRateMin?.message)}>
                {(control) => <Input {...control} inputMode="numeric" {...form.register('hourlyRateMin')} />}
              </FormField>
              <FormField id="rate-max" label={t('forms.rates.maxLabel')} error={word(errors.hourlyRateMax?.message)}>
                {(control) => <Input {...control} inputMode="numeric" {...form.register('hourlyRateMax')} />}
              </FormField>
            </div>
            <FormField id="rate-radius" label={t('forms.rates.radiusLabel')} error={word(errors.serviceRadius?.message)}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="serviceRadius"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger {...control}>
                        <SelectValue placeholder={t('forms.rates.radiusPlaceholder')} />
                      </SelectTrigger>
                      <SelectContent>
                        {SERVICE_RADIUS_OPTIONS.map((km) => (
                          <SelectItem key={km} value={String(km)}>
                            {t('forms.rates.radiusKm', { km })}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
            <BaseField form={form} />
            <div className="flex justify-end">
              <Button type="submit" disabled={isSubmitting}>
                {t(isSubmitting ? 'forms.saving' : 'forms.rates.save')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('forms.performance.title')}</CardTitle>
          <CardDescription>{t('forms.performance.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <StatsStrip stats={stats} />
        </CardContent>
      </Card>
    </div>
  );
}

const dirty = { shouldDirty: true } as const;

/** The base jobs are measured from: a listed area, or the phone's location. */
function BaseField({ form }: { form: UseFormReturn<RateFormValues> }) {
  const t = useT('forms');
  const { locating, locate } = useCurrentPosition(t('forms.base.locationFailed'), t('forms.base.locationErrorTitle'));
  const lat = form.watch('baseLatitude');
  const lng = form.watch('baseLongitude');
  const base = parseCoordinates(lat, lng);
  const set = (point: Coordinates) => {
    form.setValue('baseLatitude', coordinateText(point.lat), dirty);
    form.setValue('baseLongitude', coordinateText(point.lng), dirty);
  };
  const useCurrentLocation = () => locate(set);
  return (
    <FormField
      id="base-area"
      label={t('forms.base.label')}
      after={
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span data-testid="base-point">
            {base ? `${localityAt(base) ?? t('forms.base.yourLocation')} (${base.lat.toFixed(4)}, ${base.lng.toFixed(4)})` : t('forms.base.notSet')}
          </span>
          <Button variant="outline" size="sm" type="button" onClick={useCurrentLocation} disabled={locating}>
            {t(locating ? 'forms.base.locating' : 'forms.base.useCurrent')}
          </Button>
        </div>
      }
    >
      {(control) => <AreaSelect id={control.id} value={base} onChoose={set} placeholder={t('forms.base.placeholder')} />}
    </FormField>
  );
}
