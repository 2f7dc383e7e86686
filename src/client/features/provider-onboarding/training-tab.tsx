import { useState } from 'react';
import type { TrainingModule, TrainingType } from '../../../shared/schemas/onboarding';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadingRegion, SkeletonLines } from '../../components/ui/skeleton';
import { completeTraining, startTrainingVideo } from '../../data/mutations/onboarding-mutations';
import { TrainingVideo } from './training-video';
import type { MessageId } from '../../i18n/areas';
import { useT } from '../../i18n/use-t';
import { useTrainingText } from './coursework';

const COPY: Record<TrainingType, { title: MessageId; description: MessageId; button: MessageId; until: MessageId }> = {
  video: {
    title: 'onboarding.training.videoTitle',
    description: 'onboarding.training.videoDescription',
    button: 'onboarding.training.done',
    until: 'onboarding.training.videoUntil',
  },
  etiquette: {
    title: 'onboarding.training.etiquetteTitle',
    description: 'onboarding.training.etiquetteDescription',
    button: 'onboarding.training.etiquetteButton',
    until: 'onboarding.training.etiquetteUntil',
  },
};

/**
 * Steps 2 and 3: the video step completes when its film has been watched to the end, the
 * etiquette step when the person confirms having read its rules.
 */
export function TrainingTab({ providerId, type, modules, done }: { providerId: string; type: TrainingType; modules: TrainingModule[] | undefined; done: boolean }) {
  const [busy, setBusy] = useState(false);
  const [readConfirmed, setReadConfirmed] = useState(false);
  const copy = COPY[type];
  const t = useT('onboarding');
  const text = useTrainingText();
  async function markDone() {
    setBusy(true);
    try {
      await completeTraining(providerId, type);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h2">{t(copy.title)}</CardTitle>
          {done ? <Badge variant="success">{t('onboarding.training.completed')}</Badge> : <Badge variant="secondary">{t('onboarding.training.pending')}</Badge>}
        </div>
        <CardDescription>{t(copy.description)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {type === 'video' ? (
          <TrainingVideo done={done} onStarted={() => startTrainingVideo(providerId)} onWatched={() => (done || busy ? undefined : void markDone())} />
        ) : null}
        {modules === undefined ? (
          <LoadingRegion label="Loading the training modules" className="space-y-3" testId="modules-skeleton">
            {[0, 1].map((i) => (
              <div key={i} className="rounded-lg border border-slate-200 p-4">
                <SkeletonLines lines={['h-5 w-1/2', 'h-4 w-3/4', 'h-4 w-full', 'h-4 w-5/6']} />
              </div>
            ))}
          </LoadingRegion>
        ) : modules.length === 0 ? (
          <p className="text-sm text-slate-600">{t('onboarding.training.notLoaded')}</p>
        ) : (
          <ol className="space-y-3">
            {modules.map((m, i) => (
              <li key={m.id} className="rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">
                    {i + 1}. {text.module(m, 'title')}
                  </h3>
                  {/* The video step's modules are what its one film covers: its real length is on the film, not here. */}
                  {type === 'video' ? null : <Badge variant="outline">{t('onboarding.training.minutes', { minutes: m.duration })}</Badge>}
                </div>
                <p className="mt-1 text-sm text-slate-600">{text.module(m, 'description')}</p>
                <p className="mt-3 whitespace-pre-line text-sm text-slate-800">{text.module(m, 'content')}</p>
              </li>
            ))}
          </ol>
        )}
        {type === 'etiquette' && !done ? (
          <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
            <Checkbox id="etiquette-read" checked={readConfirmed} onCheckedChange={(v) => setReadConfirmed(v === true)} />
            <Label htmlFor="etiquette-read" className="font-normal">
              {t('onboarding.training.confirmRead')}
            </Label>
          </div>
        ) : null}
        <div className="flex flex-col items-end gap-1">
          {type === 'video' ? (
            done ? (
              <Button disabled>{t('onboarding.training.done')}</Button>
            ) : (
              <p className="text-sm text-slate-600" data-testid="training-until">
                {busy ? t('onboarding.training.saving') : t(copy.until)}
              </p>
            )
          ) : (
            <>
              <Button onClick={() => void markDone()} disabled={done || busy || !readConfirmed}>
                {done ? t('onboarding.training.done') : t(copy.button)}
              </Button>
              {!done && !readConfirmed ? <p className="text-sm text-slate-600">{t(copy.until)}</p> : null}
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
