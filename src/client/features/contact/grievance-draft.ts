/**
 * A visitor's grievance, kept in the tab while they sign in (like the booking form's draft) and
 * taken back by the form once they return signed in.
 */
const KEY = 'gaadicare:grievance-draft';

export function keepGrievanceDraft(text: string): void {
  try {
    sessionStorage.setItem(KEY, text);
  } catch {
    // Storage refused (private mode): the visitor types it again.
  }
}

export function takeGrievanceDraft(): string {
  try {
    const text = sessionStorage.getItem(KEY) ?? '';
    sessionStorage.removeItem(KEY);
    return text;
  } catch {
    return '';
  }
}
