/**
 * Code the booking form's first render does not need (ADR 047, 107, 109): the booking writes
 * (needed on submit), the panels shown once a booking exists and the map (needed when its tab is
 * chosen), which share one chunk, the form's rules (zod's core and the booking schemas: needed for
 * a kept draft) and react-hook-form with them (needed at the form's first change or submit). Each
 * loads when first needed; all as soon as the person starts on the page, so a submit made after
 * the connection drops finds them loaded. Not when the browser is first idle: that put them, and
 * the shared file they import (≈ 12 KiB gzip), in the route's first code for everyone who only
 * looks (ADR 085).
 */

export const loadBookingMutations = () => import('../../data/mutations/booking-mutations');
export const loadLaterParts = () => import('./later-parts');
export const loadBookingFormRules = () => import('./booking-form-schema');
export const loadBookingFormControl = () => import('./booking-form-control');

let started = false;

/** Starts loading what the form needs after its first render; later calls do nothing. */
export function preloadLaterCode(): void {
  if (started) return;
  started = true;
  for (const load of [loadBookingFormControl, loadBookingMutations, loadLaterParts]) {
    load().catch(() => {
      // Offline without the app's worker: the module loads when it is used instead.
      started = false;
    });
  }
}
