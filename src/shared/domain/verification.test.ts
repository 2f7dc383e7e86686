import { describe, expect, it } from 'vitest';
import { canActivateProfile, canStartAssessment, onboardingProgress, onboardingWait, type VerificationFlags } from './verification';

const none: VerificationFlags = {
  identityVerified: false,
  videoTrainingCompleted: false,
  etiquetteTrainingCompleted: false,
  assessmentPassed: false,
};

describe('verification', () => {
  it('progresses in quarters', () => {
    expect(onboardingProgress(none)).toBe(0);
    expect(onboardingProgress({ ...none, identityVerified: true })).toBe(25);
    expect(onboardingProgress({ ...none, identityVerified: true, assessmentPassed: true })).toBe(50);
    expect(onboardingProgress({ ...none, identityVerified: true, videoTrainingCompleted: true, etiquetteTrainingCompleted: true })).toBe(75);
    expect(
      onboardingProgress({ identityVerified: true, videoTrainingCompleted: true, etiquetteTrainingCompleted: true, assessmentPassed: true }),
    ).toBe(100);
  });

  it('activates only with all four', () => {
    const all = { identityVerified: true, videoTrainingCompleted: true, etiquetteTrainingCompleted: true, assessmentPassed: true };
    expect(canActivateProfile(all)).toBe(true);
    for (const key of Object.keys(all) as (keyof VerificationFlags)[]) {
      expect(canActivateProfile({ ...all, [key]: false })).toBe(false);
    }
  });

  it('opens the assessment after identity and both trainings', () => {
    const three = { ...none, identityVerified: true, videoTrainingCompleted: true, etiquetteTrainingCompleted: true };
    expect(canStartAssessment(three)).toBe(true);
    expect(canStartAssessment({ ...three, videoTrainingCompleted: false })).toBe(false);
    expect(canStartAssessment({ ...three, identityVerified: false })).toBe(false);
    expect(canStartAssessment({ ...three, etiquetteTrainingCompleted: false })).toBe(false);
    expect(canStartAssessment({ ...none, assessmentPassed: true })).toBe(false);
  });
});

describe('what an onboarding provider waits on', () => {
  const start = { identityVerified: false, identityPending: false, videoTrainingCompleted: false, etiquetteTrainingCompleted: false, assessmentPassed: false };
  it("names the provider's own steps first, then the operator's approval, then the assessment", () => {
    expect(onboardingWait(start)).toBe('identity');
    expect(onboardingWait({ ...start, identityPending: true })).toBe('training');
    expect(onboardingWait({ ...start, identityPending: true, videoTrainingCompleted: true, etiquetteTrainingCompleted: true })).toBe('approval');
    expect(onboardingWait({ ...start, identityVerified: true, videoTrainingCompleted: true, etiquetteTrainingCompleted: true })).toBe('assessment');
    expect(onboardingWait({ ...start, identityVerified: true, videoTrainingCompleted: true, etiquetteTrainingCompleted: true, assessmentPassed: true })).toBeNull();
  });
});
