import { bookingFormSchema, type BookingFormValues } from './booking-form-schema';

/**
 * The booking form a visitor filled in, kept while they sign in (ADR 065): the form's submit
 * asks a visitor to sign in, and the form opens with these entries again when they are back.
 * Kept in this tab's sessionStorage only (it ends with the tab), and dropped once a signed-in
 * person's form has it.
 */
const DRAFT_KEY = 'gaadicare.booking-draft';

export function keepBookingDraft(values: BookingFormValues): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage refused (private mode, full): the form is simply empty after signing in.
  }
}

/** The kept entries, if any are kept and still a form's values; `forget` drops them from the tab. */
export function readBookingDraft({ forget }: { forget: boolean }): BookingFormValues | null {
  let text: string | null = null;
  try {
    text = sessionStorage.getItem(DRAFT_KEY);
    if (forget) sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed = bookingFormSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
