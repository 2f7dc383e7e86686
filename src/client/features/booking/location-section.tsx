import { lazy, memo, Suspense } from 'react';
import type { LatLng } from '../../../shared/domain/map-location';
import { coordinateText, mapAddress, matchLocality, nearestLocality } from '../../../shared/domain/localities';
import { AreaSelect } from '../../components/area-select';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { FieldError, Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { useCurrentPosition } from '../../components/use-current-position';
import { useFormError, useFormValues, type BookingFormStore } from './booking-form-store';
import { FormSection } from './form-section';
import { loadLaterParts } from './load-later';
import { LocationModeTabs } from './location-mode-tabs';
import { useFormText } from '../../i18n/form-text';
import { useT } from '../../i18n/use-t';

const dirty = { shouldDirty: true, shouldValidate: true } as const;

// The map loads when its tab is chosen (ADR 047); its place is held at the map's own shape (400 × 300).
const BangaloreMap = lazy(() => loadLaterParts().then((m) => ({ default: m.BangaloreMap })));
const MAP_PLACEHOLDER = <Skeleton className="mx-auto aspect-[4/3] max-h-[50vh] w-full max-w-xl rounded-lg" />;

/** With a point picked on the map: the door to come to, and a landmark to find it by. */
const POINT_DETAILS = [
  { field: 'houseFlat', id: 'house-flat', label: 'booking.location.houseFlat', placeholder: 'booking.location.houseFlatPlaceholder', autoComplete: 'address-line1' },
  { field: 'landmark', id: 'landmark', label: 'booking.location.landmark', placeholder: 'booking.location.landmarkPlaceholder', autoComplete: 'address-line2' },
] as const;

/** Where the vehicle is: a typed address (its area shown as understood), an area from the list, or a point on the map. */
export const LocationSection = memo(function LocationSection({ form }: { form: BookingFormStore }) {
  const t = useT('booking');
  const word = useFormText();
  const { locating, locate } = useCurrentPosition(t('booking.location.locationFailed'), t('forms.base.locationErrorTitle'));
  const [mode, lat, lng, location, houseFlat, landmark] = useFormValues(form, ['locationMode', 'latitude', 'longitude', 'location', 'houseFlat', 'landmark']);
  const errors = { houseFlat: useFormError(form, 'houseFlat'), landmark: useFormError(form, 'landmark') };
  const error = word(useFormError(form, 'location'));
  const selected: LatLng | null = lat && lng ? { lat: Number(lat), lng: Number(lng) } : null;
  const details = { houseFlat, landmark };
  const pickedArea = mode === 'map' && selected ? nearestLocality(selected) : null;
  // The area a typed address names, shown so the person sees what was understood.
  const understood = !selected && location.trim() ? matchLocality(location) : null;

  function choosePoint(point: LatLng) {
    form.setValue('latitude', point.lat.toFixed(6), dirty);
    form.setValue('longitude', point.lng.toFixed(6), dirty);
    form.setValue('location', mapAddress(point, form.getValues('houseFlat'), form.getValues('landmark')), dirty);
  }

  // House, flat and landmark become part of the address the provider reads.
  function describePoint(field: 'houseFlat' | 'landmark', value: string) {
    form.setValue(field, value, dirty);
    const point = [form.getValues('latitude'), form.getValues('longitude')];
    if (point[0] && point[1]) {
      const values = { houseFlat: form.getValues('houseFlat'), landmark: form.getValues('landmark'), [field]: value };
      form.setValue('location', mapAddress({ lat: Number(point[0]), lng: Number(point[1]) }, values.houseFlat, values.landmark), dirty);
    }
  }

  const useCurrentLocation = () => locate(choosePoint);

  const locationField = form.register('location', {
    // Typing an address replaces coordinates picked earlier.
    onChange: () => {
      form.setValue('latitude', null);
      form.setValue('longitude', null);
    },
  });

  return (
    <FormSection title={t('booking.location.title')}>
      <LocationModeTabs
        mode={mode}
        onMode={(m) => form.setValue('locationMode', m)}
        panels={{
          address: (
            <>
              <Label htmlFor="location">{t('booking.location.address')}</Label>
              <Input
                id="location"
                placeholder={t('booking.location.addressPlaceholder')}
                autoComplete="street-address"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'location-error' : undefined}
                {...locationField}
              />
              {understood ? (
                <p className="text-sm text-slate-700" data-testid="understood-area">
                  <span className="font-medium">{t('booking.location.area')}</span> {understood.name} ({understood.pin})
                </p>
              ) : null}
              <Label htmlFor="location-area">{t('booking.location.orChoose')}</Label>
              <AreaSelect
                id="location-area"
                placeholder={t('booking.location.areaPlaceholder')}
                value={selected}
                onChoose={(area) => {
                  form.setValue('latitude', coordinateText(area.lat), dirty);
                  form.setValue('longitude', coordinateText(area.lng), dirty);
                  if (!location.trim()) form.setValue('location', area.name, dirty);
                  else void form.trigger('location');
                  }}
                />
                <div>
                  <Button variant="outline" size="sm" onClick={useCurrentLocation} disabled={locating}>
                    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
                      <circle cx="12" cy="12" r="3" />
                      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" strokeLinecap="round" />
                    </svg>
                    {t(locating ? 'booking.location.locating' : 'booking.location.useCurrent')}
                  </Button>
                </div>
            </>
          ),
          map: (
            <>
                <p className="text-sm text-slate-600">{t('booking.location.mapHint')}</p>
                <Suspense fallback={MAP_PLACEHOLDER}>
                  <BangaloreMap selected={selected} onPick={choosePoint} />
                </Suspense>
                {selected ? (
                  <p className="text-sm text-slate-700" data-testid="map-area">
                    <span className="font-medium">{t('booking.location.area')}</span> {pickedArea ? `${pickedArea.name} (${pickedArea.pin})` : t('booking.location.noNamedArea')}
                  </p>
                ) : null}
                <div className="grid gap-3 sm:grid-cols-2">
                  {POINT_DETAILS.map((d) => (
                    <FormField key={d.id} id={d.id} label={t(d.label)} error={word(errors[d.field])} className="grid gap-1.5">
                      {(control) => (
                        <Input
                          {...control}
                          placeholder={t(d.placeholder)}
                          autoComplete={d.autoComplete}
                          value={details[d.field]}
                          onChange={(e) => describePoint(d.field, e.target.value)}
                        />
                      )}
                    </FormField>
                  ))}
                </div>
            </>
          ),
        }}
      />
      {mode === 'map' || selected ? (
        <p className="mt-3 text-sm text-slate-700" data-testid="selected-location">
          <span className="font-medium">{t('booking.location.selected')}</span> {location || t('booking.location.noneYet')}
        </p>
      ) : null}
      <div className="mt-2">
        <FieldError id="location-error">{error}</FieldError>
      </div>
    </FormSection>
  );
});
