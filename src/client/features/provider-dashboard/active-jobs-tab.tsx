import { useState } from 'react';
import type { Booking } from '../../../shared/schemas/booking';
import { JOBS_IN_HAND, canPerform, inGroupOrder } from '../../../shared/domain/booking-machine';
import { BookingStatusBadge } from '../../components/booking-status-badge';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { completeJob } from '../../data/provider-job-mutations';
import type { LostJob } from '../../data/provider-queries';
import { dismissRejected } from '../../data/outbox-actions';
import { usePendingKeys } from '../../data/use-outbox';
import { AfterPhotos } from './after-photos';
import { JobDetails } from './job-details';
import { ReleaseDialog } from './release-dialog';
import { StartJobDialog } from './start-job-dialog';

/** Jobs in hand: in progress first, then confirmed. */
export function activeJobsOf(bookings: readonly Booking[]): Booking[] {
  return inGroupOrder(JOBS_IN_HAND, bookings, (a, b) => a.timeSlot.localeCompare(b.timeSlot));
}

interface ActiveJobsTabProps {
  providerId: string;
  jobs: Booking[] | undefined;
  lost: LostJob[];
}

export function ActiveJobsTab({ providerId, jobs, lost }: ActiveJobsTabProps) {
  const waiting = usePendingKeys('bookings');
  return (
    <div className="space-y-4">
      {lost.length > 0 ? <LostJobs lost={lost} /> : null}
      {jobs === undefined ? (
        <div className="space-y-3" aria-busy="true">
          <p className="sr-only">Loading jobs…</p>
          <Skeleton className="h-48" />
        </div>
      ) : jobs.length === 0 ? (
        <EmptyState title="No active jobs" description="Jobs you win appear here. Place bids under Available Jobs." />
      ) : (
        <ul className="space-y-4">
          {jobs.map((job) => (
            <li key={job.id}>
              <ActiveJobCard job={job} providerId={providerId} waiting={waiting.has(job.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ActiveJobCard({ job, providerId, waiting }: { job: Booking; providerId: string; waiting: boolean }) {
  const [busy, setBusy] = useState(false);
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
          {job.services.map((s) => s.name).join(', ') || 'Service'}
        </CardTitle>
        <div className="flex items-center gap-2">
          {waiting ? <Badge variant="warning">waiting to sync</Badge> : null}
          <BookingStatusBadge status={job.status} />
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <JobDetails booking={job} />
        {canPerform(job.status, 'uploadAfterPhotos') ? <AfterPhotos booking={job} disabled={busy} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          {canPerform(job.status, 'emergencyRelease') ? <ReleaseDialog booking={job} providerId={providerId} disabled={busy} /> : null}
          {canPerform(job.status, 'start') ? <StartJobDialog booking={job} disabled={busy} /> : null}
          {canPerform(job.status, 'complete') ? (
            <Button onClick={() => void run(completeJob)} disabled={busy}>
              Mark Complete
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

const ACTION_TEXT: Record<LostJob['action'], string> = {
  start: 'Your start',
  complete: 'Your completion',
  'emergency-release': 'Your release',
};

/** Offline actions the server refused: the job went to someone else (or changed) meanwhile, or the start code was wrong. */
function LostJobs({ lost }: { lost: LostJob[] }) {
  return (
    <section aria-labelledby="lost-jobs-title" className="rounded-xl border border-red-300 bg-red-50 p-4">
      <h3 id="lost-jobs-title" className="font-semibold text-red-900">
        {lost.length === 1 ? 'A job action made offline was refused' : 'Job actions made offline were refused'}
      </h3>
      <ul className="mt-2 space-y-2">
        {lost.map((job) => (
          <li key={job.key} className="flex flex-wrap items-start justify-between gap-2 text-sm text-red-900" data-testid="lost-job">
            <p className="min-w-0 flex-1">
              <span className="font-medium">{job.label.replace(/^[^:]+:\s*/, '')}</span> — {ACTION_TEXT[job.action]} made offline was
              refused: {job.reason}
            </p>
            <Button size="sm" variant="outline" onClick={() => void dismissRejected(job.key)}>
              Dismiss
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
