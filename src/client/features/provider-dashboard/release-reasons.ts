import type { MessageId } from '../../i18n/areas';

/** Emergency release choices (spec §5), in the order shown; the English text is what the server stores and the customer reads. */
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

/** How each choice reads on the provider's screen, in the chosen language. */
export const RELEASE_REASON_TEXT: Record<(typeof RELEASE_REASONS)[number], MessageId> = {
  'Vehicle breakdown/malfunction': 'jobs.release.breakdown',
  'Medical emergency': 'jobs.release.medical',
  'Family emergency': 'jobs.release.family',
  'Severe weather conditions': 'jobs.release.weather',
  'Traffic accident/road closure': 'jobs.release.accident',
  'Equipment failure': 'jobs.release.equipment',
  'Personal safety concern': 'jobs.release.safety',
  'Other urgent matter': 'jobs.release.other',
};

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
