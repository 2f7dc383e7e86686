import { Link } from 'react-router-dom';
import type { User } from '../../../shared/schemas/user';
import { canActivateProfile, onboardingProgress } from '../../../shared/domain/verification';
import { PersonaGate } from '../../components/persona-gate';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useTrainingModules } from '../../data/hooks/use-catalog';
import { useVerificationStatus } from '../../data/hooks/use-provider';
import { useSession } from '../../data/hooks/use-session';
import { useJobSyncedAt, useSyncJobs } from '../../data/hooks/use-sync-jobs';
import { useOnlineStatus } from '../../pwa/online-status';
import { OnboardingSkeleton } from './onboarding-skeleton';
import { AssessmentTab } from './assessment-tab';
import { IdentityTab } from './identity-tab';
import { TrainingTab } from './training-tab';
import { useT } from '../../i18n/use-t';

const ONBOARDING_JOBS = ['verification', 'trainingModules'] as const;

export function ProviderOnboardingPage() {
  const t = useT('onboarding');
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('onboarding.title')}</h1>
      {/* Rendered at build time with the heading: the first paint shows the screen's own words. */}
      <p className="mt-2 text-slate-600">{t('onboarding.intro')}</p>
      <PersonaGate role="provider" preferUnverified>
        <OnboardingForSession />
      </PersonaGate>
    </div>
  );
}

function OnboardingForSession() {
  const { user } = useSession();
  if (!user || user.userType !== 'provider') return null;
  return <Onboarding provider={user} />;
}

const NO_FLAGS = { identityVerified: false, videoTrainingCompleted: false, etiquetteTrainingCompleted: false, assessmentPassed: false };

function Onboarding({ provider }: { provider: User }) {
  useSyncJobs(ONBOARDING_JOBS);
  const status = useVerificationStatus(provider.id);
  const videoModules = useTrainingModules('video');
  const etiquetteModules = useTrainingModules('etiquette');
  const flags = status ?? NO_FLAGS;
  const progress = onboardingProgress(flags);
  const activated = status ? status.canActivateProfile && canActivateProfile(status) : false;
  const syncedAt = useJobSyncedAt('verification');
  const online = useOnlineStatus();
  const t = useT('onboarding');

  const steps = [
    { value: 'identity', label: t('onboarding.step.identity'), done: flags.identityVerified },
    { value: 'video', label: t('onboarding.step.video'), done: flags.videoTrainingCompleted },
    { value: 'etiquette', label: t('onboarding.step.etiquette'), done: flags.etiquetteTrainingCompleted },
    { value: 'assessment', label: t('onboarding.step.assessment'), done: flags.assessmentPassed },
  ];

  // Not on the device yet and on its way: the steps' shapes, not a provider with nothing done.
  if (status === undefined || (status === null && syncedAt === null && online)) return <OnboardingSkeleton />;

  return (
    <>
      <Card className="mt-6 p-5">
        <div className="flex items-center justify-between text-sm">
          <p id="onboarding-progress-label" className="font-medium text-slate-900">
            {t('onboarding.progress')}
          </p>
          <p className="text-slate-700" data-testid="onboarding-progress">
            {t('onboarding.progressValue', { progress })}
          </p>
        </div>
        <Progress className="mt-2" value={progress} aria-labelledby="onboarding-progress-label" />
      </Card>

      {activated ? (
        <section className="mt-6 rounded-xl border border-green-300 bg-green-50 p-5 shadow-sm" data-testid="congratulations">
          <h2 className="text-lg font-semibold text-green-900">{t('onboarding.activated')}</h2>
          <p className="mt-1 text-sm text-green-900">
            {t('onboarding.activatedBody')}
          </p>
          <Link to="/provider-dashboard" className={buttonClasses({ className: 'mt-3' })}>
            {t('onboarding.toDashboard')}
          </Link>
        </section>
      ) : null}

      <Tabs defaultValue="identity" className="mt-8">
        <TabsList aria-label={t('onboarding.steps')} className="w-full flex-wrap sm:w-auto">
          {steps.map((s) => (
            <TabsTrigger key={s.value} value={s.value} className="flex-1 sm:flex-none">
              {s.done ? (
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 text-green-700" fill="none" stroke="currentColor" strokeWidth="3">
                  <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              ) : null}
              {s.label}
              {s.done ? <span className="sr-only">{t('onboarding.step.done')}</span> : null}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="identity">
          <IdentityTab providerId={provider.id} status={status} />
        </TabsContent>
        <TabsContent value="video">
          <TrainingTab providerId={provider.id} type="video" modules={videoModules} done={flags.videoTrainingCompleted} />
        </TabsContent>
        <TabsContent value="etiquette">
          <TrainingTab providerId={provider.id} type="etiquette" modules={etiquetteModules} done={flags.etiquetteTrainingCompleted} />
        </TabsContent>
        <TabsContent value="assessment">
          <AssessmentTab providerId={provider.id} status={status} />
        </TabsContent>
      </Tabs>
    </>
  );
}
