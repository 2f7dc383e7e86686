import { Suspense, useState } from 'react';
import type { Booking } from '../../../shared/schemas/booking';
import type { SystemSettings } from '../../../shared/schemas/admin';
import { canPerform } from '../../../shared/domain/booking-machine';
import { completeRefusal } from '../../../shared/domain/action-refusals';
import { startRefusal } from '../../../shared/domain/slot-rules';
import { BOOKING_STATUS_TEXT, BookingStatusBadge } from '../../components/booking-status-badge';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { BlockedReason } from '../../components/blocked-reason';
import { JobCardsSkeleton } from '../../components/ui/skeleton';
import { completeJob } from '../../data/mutations/provider-job-mutations';
import type { LostJob } from '../../data/hooks/provider-queries';
import { dismissRejected } from '../../data/mutations/outbox-actions';
import { usePendingKeys } from '../../data/hooks/use-outbox';
import { NotSyncedState, useListState } from '../../pwa/list-state';
import { jobOfChange } from '../../components/change-messages';
import { useLocale, useT } from '../../i18n/use-t';
import { jobRefusalText } from '../../components/job-refusals';
import { AfterPhotos } from './after-photos';
import { JobDetails } from './job-details';
import { ReleaseDialog } from './release-dialog';
import { StartJobDialog } from './start-job-dialog';
import { CompleteJobDialog } from './complete-job-dialog';
import { catalogueAreas, catalogueNames } from '../../i18n/catalogue-text';

interface ActiveJobsTabProps {
  providerId: string;
  jobs: Booking[] | undefined;
  lost: LostJob[];
  settings: SystemSettings;
  /** Whether `settings` are the server's (else the defaults until they arrive). */
  settingsKnown: boolean;
  now: Date;
}

export function ActiveJobsTab({ providerId, jobs, lost, settings, settingsKnown, now }: ActiveJobsTabProps) {
  const waiting = usePendingKeys('bookings');
  const state = useListState('providerBookings', jobs);
  const t = useT('jobs', 'dashboard');
  return (
    <div className="space-y-4">
      {lost.length > 0 ? (
        <Suspense fallback={null}>
          <LostJobs lost={lost} />
        </Suspense>
      ) : null}
      {state === 'not-synced' ? (
        <NotSyncedState />
      ) : jobs === undefined || state === 'loading' ? (
        <JobCardsSkeleton label={t('dashboard.jobs.loading')} count={1} />
      ) : jobs.length === 0 ? (
        <EmptyState title={t('jobs.active.empty')} description={t('jobs.active.emptyBody')} />
      ) : (
        <ul className="space-y-4">
          {jobs.map((job) => (
            <li key={job.id}>
              <ActiveJobCard job={job} providerId={providerId} waiting={waiting.has(job.id)} settings={settings} settingsKnown={settingsKnown} now={now} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface ActiveJobCardProps {
  job: Booking;
  providerId: string;
  waiting: boolean;
  settings: SystemSettings;
  settingsKnown: boolean;
  now: Date;
}

function ActiveJobCard({ job, providerId, waiting, settings, settingsKnown, now }: ActiveJobCardProps) {
  const t = useT('jobs', 'dashboard', 'common', ...catalogueAreas(useLocale()));
  const [busy, setBusy] = useState(false);
  const reasonId = `job-${job.id}-blocked`;
  // The server refuses these at this moment (and says why); offer them only when it would not.
  const startBlocked = canPerform(job.status, 'start') ? startRefusal(new Date(job.scheduledTime), now, settings.earlyStartMinutes) : null;
  const afterPhotos = job.photos.filter((p) => p.type === 'after').length;
  const completeBlocked = canPerform(job.status, 'complete') ? completeRefusal(afterPhotos, settings, { supplierKnown: settingsKnown }) : null;
  const blocked = startBlocked ?? completeBlocked;
  async function run(action: (b: Booking) => Promise<unknown>) {
    setBusy(true);
    try {
      await action(job);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card data-testid="active-job">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <CardTitle as="h3" className="text-base">
          {catalogueNames(t, job.services) || t('dashboard.jobs.service')}
        </CardTitle>
        <div className="flex items-center gap-2">
          {waiting ? <Badge variant="warning">{t('jobs.active.waiting')}</Badge> : null}
          <BookingStatusBadge status={job.status} label={t(BOOKING_STATUS_TEXT[job.status])} />
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <JobDetails booking={job} />
        {canPerform(job.status, 'uploadAfterPhotos') ? <AfterPhotos booking={job} disabled={busy} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          {canPerform(job.status, 'emergencyRelease') ? <ReleaseDialog booking={job} providerId={providerId} disabled={busy} /> : null}
          <StartJobDialog
            booking={job}
            startable={canPerform(job.status, 'start')}
            disabled={busy || startBlocked !== null}
            describedBy={startBlocked ? reasonId : undefined}
          />
          {canPerform(job.status, 'complete') ? (
            <CompleteJobDialog
              booking={job}
              disabled={busy || completeBlocked !== null}
              describedBy={completeBlocked ? reasonId : undefined}
              onConfirm={() => void run(completeJob)}
            />
          ) : null}
        </div>
        <div className="flex justify-end text-right">
          <BlockedReason id={reasonId} reason={blocked && jobRefusalText(t, blocked)} />
        </div>
      </CardContent>
    </Card>
  );
}

/** Offline actions the server refused: the job went to someone else (or changed) meanwhile, or the start code was wrong. */
function LostJobs({ lost }: { lost: LostJob[] }) {
  const t = useT('jobs', 'changes', 'sync');
  return (
    <section aria-labelledby="lost-jobs-title" className="rounded-xl border border-red-300 bg-red-50 p-4">
      <h3 id="lost-jobs-title" className="font-semibold text-red-900">
        {t('jobs.lost.title', { count: lost.length })}
      </h3>
      <ul className="mt-2 space-y-2">
        {lost.map((job) => (
          <li key={job.key} className="flex flex-wrap items-start justify-between gap-2 text-sm text-red-900" data-testid="lost-job">
            <p className="min-w-0 flex-1">
              <span className="font-medium">{jobOfChange(job) ?? job.label.replace(/^[^:]+:\s*/, '')}</span> —{' '}
              {t('jobs.lost.action', { action: job.action === 'emergency-release' ? 'release' : job.action, reason: jobRefusalText(t, job.reason) })}
            </p>
            <Button size="sm" variant="outline" onClick={() => void dismissRejected(job.key)}>
              {t('sync.dismiss')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
