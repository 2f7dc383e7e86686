// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingFormControl } from './booking-form-control';
import { BookingFormStore, useFormError, useFormFlags, useFormValues } from './booking-form-store';
import { emptyBookingForm } from './booking-form-values';

afterEach(cleanup);

/** The fields the sections read, as they read them; the typed address registered as the location section does. */
function Fields({ form }: { form: BookingFormStore }) {
  const [serviceIds, location, latitude] = useFormValues(form, ['serviceIds', 'location', 'latitude']);
  const serviceError = useFormError(form, 'serviceIds');
  const locationError = useFormError(form, 'location');
  const { isDirty, isSubmitted } = useFormFlags(form);
  const field = form.register('location', {
    onChange: () => {
      form.setValue('latitude', null);
      form.setValue('longitude', null);
    },
  });
  return (
    <div>
      <input aria-label="Address" {...field} />
      <output data-testid="state">{JSON.stringify({ serviceIds, location, latitude, serviceError, locationError, isDirty, isSubmitted })}</output>
    </div>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as Record<string, unknown>;

function setUp(initial = emptyBookingForm('2026-11-30')) {
  const wanted = vi.fn();
  const form = new BookingFormStore(initial, wanted);
  const view = render(<Fields form={form} />);
  const control = () => view.rerender(
    <>
      <Fields form={form} />
      <BookingFormControl store={form} initial={initial} />
    </>,
  );
  return { form, wanted, control };
}

describe('the booking form before and after react-hook-form comes (ADR 109)', () => {
  it('shows changes at once, asks for the library at the first one, and hands them over with their checks', async () => {
    const { form, wanted, control } = setUp();
    expect(wanted).not.toHaveBeenCalled();
    expect(state()).toMatchObject({ serviceIds: [], isDirty: false });
    expect(state().serviceError).toBeUndefined();

    act(() => form.setValue('serviceIds', ['svc-basic-wash'], { shouldDirty: true, shouldValidate: true }));
    expect(wanted).toHaveBeenCalled();
    expect(state()).toMatchObject({ serviceIds: ['svc-basic-wash'], isDirty: true });
    // Chosen and unchosen again: no longer dirty, and the check it asked for runs once the rules are here.
    act(() => form.setValue('serviceIds', [], { shouldDirty: true, shouldValidate: true }));
    expect(state()).toMatchObject({ serviceIds: [], isDirty: false });
    expect(state().serviceError).toBeUndefined();

    control();
    await waitFor(() => expect(state().serviceError).toBe('At least one service is required'));
    expect(state()).toMatchObject({ isDirty: false, isSubmitted: false });

    act(() => form.setValue('serviceIds', ['svc-basic-wash'], { shouldDirty: true, shouldValidate: true }));
    await waitFor(() => expect(state().serviceError).toBeUndefined());
    expect(state()).toMatchObject({ serviceIds: ['svc-basic-wash'], isDirty: true });
  });

  it('keeps an address typed before the hand-over in its field, and checks it as typed after', async () => {
    const { form, control } = setUp({ ...emptyBookingForm('2026-11-30'), latitude: '12.971600', longitude: '77.594600' });
    const address = screen.getByLabelText<HTMLInputElement>('Address');
    fireEvent.change(address, { target: { value: 'x' } });
    expect(state()).toMatchObject({ location: 'x', latitude: null, isDirty: true });

    control();
    await waitFor(() => expect(state().locationError).toBeTruthy());
    expect(address.value).toBe('x');
    expect(form.getValues('location')).toBe('x');

    fireEvent.change(address, { target: { value: '' } });
    await waitFor(() => expect(state().locationError).toBe('Location is required'));
    fireEvent.change(address, { target: { value: '12th Main, Indiranagar' } });
    await waitFor(() => expect(state().locationError).toBeUndefined());
    expect(state()).toMatchObject({ location: '12th Main, Indiranagar', isDirty: true });
  });

  it('runs a submit made before the hand-over once, with the checks of every field', async () => {
    const { form, control } = setUp();
    const valid = vi.fn();
    const invalid = vi.fn();
    const submit = form.handleSubmit(valid, invalid);
    const event = { preventDefault: vi.fn() };
    act(() => submit(event as never));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(invalid).not.toHaveBeenCalled();

    control();
    await waitFor(() => expect(invalid).toHaveBeenCalledTimes(1));
    expect(valid).not.toHaveBeenCalled();
    expect(Object.keys(invalid.mock.calls[0][0] as object)).toEqual(expect.arrayContaining(['location', 'serviceIds', 'slotHour']));
    await waitFor(() => expect(state()).toMatchObject({ isSubmitted: true, serviceError: 'At least one service is required', locationError: 'Location is required' }));
  });
});
