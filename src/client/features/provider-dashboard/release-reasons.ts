/** Emergency release choices (spec §5), in the order shown. */
export const RELEASE_REASONS = [
  'Vehicle breakdown/malfunction',
  'Medical emergency',
  'Family emergency',
  'Severe weather conditions',
  'Traffic accident/road closure',
  'Equipment failure',
  'Personal safety concern',
  'Other urgent matter',
] as const;

export const OTHER_REASON = 'Other urgent matter';

/**
 * The reason sent to the server: the chosen one, or for 'Other urgent matter' the typed text,
 * which then must not be blank. Null means "Reason Required".
 */
export function resolveReleaseReason(choice: string, otherText: string): string | null {
  if (!choice) return null;
  if (choice === OTHER_REASON) {
    const text = otherText.trim();
    return text ? text : null;
  }
  return (RELEASE_REASONS as readonly string[]).includes(choice) ? choice : null;
}
