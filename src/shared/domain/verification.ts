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

/** The assessment opens only after identity and both trainings. */
export function canStartAssessment(flags: VerificationFlags): boolean {
  return flags.identityVerified && flags.videoTrainingCompleted && flags.etiquetteTrainingCompleted;
}
