import type { BookingFormValues } from './booking-form-values';

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

/**
 * The kept entries' text, if any are kept; `forget` drops them from the tab. Checked against the
 * form's rules (booking-form-schema.ts `parseBookingDraft`) by the wizard, which loads them only
 * when there is a draft (ADR 107).
 */
export function takeBookingDraftText({ forget }: { forget: boolean }): string | null {
  try {
    const text = sessionStorage.getItem(DRAFT_KEY);
    if (forget) sessionStorage.removeItem(DRAFT_KEY);
    return text || null;
  } catch {
    return null;
  }
}
