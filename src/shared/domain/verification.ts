/** The four onboarding steps a provider must pass before the profile can go live. */
export type VerificationFlags = {
  identityVerified: boolean;
  videoTrainingCompleted: boolean;
  etiquetteTrainingCompleted: boolean;
  assessmentPassed: boolean;
};

const STEPS: (keyof VerificationFlags)[] = [
  'identityVerified',
  'videoTrainingCompleted',
  'etiquetteTrainingCompleted',
  'assessmentPassed',
];

export function canActivateProfile(flags: VerificationFlags): boolean {
  return STEPS.every((step) => flags[step]);
}

/** Share of the four steps done, in quarters: 0, 25, 50, 75 or 100. */
export function onboardingProgress(flags: VerificationFlags): number {
  return STEPS.filter((step) => flags[step]).length * 25;
}

/**
 * What stands between a provider and going live, in the order they can act on it: their own
 * steps first (identity documents, both trainings), then the operator's approval of the
 * documents, then the assessment (which opens only after approval). Null when live.
 */
export type OnboardingWait = 'identity' | 'training' | 'approval' | 'assessment' | null;

export function onboardingWait(status: VerificationFlags & { identityPending: boolean }): OnboardingWait {
  if (!status.identityVerified && !status.identityPending) return 'identity';
  if (!status.videoTrainingCompleted || !status.etiquetteTrainingCompleted) return 'training';
  if (!status.identityVerified) return 'approval';
  if (!status.assessmentPassed) return 'assessment';
  return null;
}

/** The assessment opens only after identity and both trainings. */
export function canStartAssessment(flags: VerificationFlags): boolean {
  return flags.identityVerified && flags.videoTrainingCompleted && flags.etiquetteTrainingCompleted;
}
