import { useLayoutEffect } from 'react';
import { useForm } from 'react-hook-form';
import { bookingFormResolver } from './booking-form-schema';
import type { BookingFormStore } from './booking-form-store';
import type { BookingFormValues } from './booking-form-values';

/**
 * react-hook-form with the booking form's rules, loaded with them once the person starts on the
 * page (load-later.ts; ADR 109). Rendered beside the form once it is here, it takes the form over
 * from the store its first view rendered with (`BookingFormStore.attach`); it renders nothing.
 */
export function BookingFormControl({ store, initial }: { store: BookingFormStore; initial: BookingFormValues }) {
  const form = useForm<BookingFormValues>({ resolver: bookingFormResolver, mode: 'onChange', defaultValues: initial });
  useLayoutEffect(() => store.attach(form), [store, form]);
  return null;
}
