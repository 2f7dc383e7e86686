import { Link } from 'react-router-dom';
import type { Bid } from '../../../shared/schemas/bid';
import type { OnboardingWait } from '../../../shared/domain/verification';
import type { Booking } from '../../../shared/schemas/booking';
import type { User } from '../../../shared/schemas/user';
import { formatAmount } from '../../../shared/pricing/money';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { JobCardsSkeleton } from '../../components/ui/skeleton';
import { useMyBids, type NearbyJob } from '../../data/hooks/provider-queries';
import { formatDistance } from '../../../shared/domain/localities';
import { usePendingKeys } from '../../data/hooks/use-outbox';
import { NotSyncedState, type ListState } from '../../pwa/list-state';
import { BidDialog } from './bid-dialog';
import { JobDetails } from './job-details';
import { useLocale, useT } from '../../i18n/use-t';
import { catalogueAreas, catalogueNames } from '../../i18n/catalogue-text';

interface AvailableJobsTabProps {
  provider: User;
  jobs: NearbyJob[] | undefined;
  /** The list's state, read with the jobs (useAvailableJobs). */
  state: ListState;
  canBid: boolean;
  /** Whether canBid comes from the provider's stored verification or profile (not a default). */
  verificationKnown: boolean;
  /** At most this many cards, the first in the list's order; all when unset. */
  cardLimit?: number;
  /** What an unverified provider waits on (shared/domain/verification.ts), when known. */
  wait?: OnboardingWait;
}

/** Open jobs near the provider (emergency-released first, then nearest), each with the provider's own bid if it has one. */
export function AvailableJobsTab({ provider, jobs, state, canBid, verificationKnown, cardLimit, wait }: AvailableJobsTabProps) {
  const t = useT('dashboard');
  // The provider's own bids come with the page's later pulls (provider-dashboard-page.tsx).
  const myBids = useMyBids(provider.id);
  const pendingBids = usePendingKeys('bids');

  if (state === 'not-synced') return <NotSyncedState />;
  if (jobs === undefined || state === 'loading') return <JobCardsSkeleton label={t('dashboard.jobs.loading')} />;
  // A provider who cannot bid yet is told what they wait on, not to check back for jobs.
  const notLive = !canBid && verificationKnown;
  const waitText = t(wait === 'approval' ? 'dashboard.jobs.waitingApproval' : 'dashboard.jobs.finishOnboarding');
  if (jobs.length === 0) {
    return notLive ? (
      <EmptyState title={t('dashboard.jobs.noneToBid')} description={waitText} />
    ) : (
      <EmptyState title={t('dashboard.jobs.empty')} description={t('dashboard.jobs.emptyBody')} />
    );
  }
  return (
    <div className="space-y-4">
      {notLive ? (
        <p className="rounded-lg border border-orange-200 bg-orange-50 p-3 text-sm text-orange-900" data-testid="onboarding-wait">
          {waitText}{' '}
          {wait === 'approval' ? null : (
            <Link to="/provider-onboarding" className="font-semibold underline">
              {t('dashboard.jobs.completeOnboarding')}
            </Link>
          )}
        </p>
      ) : null}
      <ul className="space-y-4">
        {(cardLimit === undefined ? jobs : jobs.slice(0, cardLimit)).map(({ job, distanceKm }) => {
          const bid = myBids?.get(job.id);
          return (
            <li key={job.id}>
              <AvailableJobCard
                job={job}
                distanceKm={distanceKm}
                provider={provider}
                bid={bid}
                canBid={canBid}
                waiting={!!bid && pendingBids.has(bid.id)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

interface AvailableJobCardProps {
  job: Booking;
  distanceKm: number | null;
  provider: User;
  bid: Bid | undefined;
  canBid: boolean;
  waiting: boolean;
}

function AvailableJobCard({ job, distanceKm, provider, bid, canBid, waiting }: AvailableJobCardProps) {
  const t = useT('dashboard', ...catalogueAreas(useLocale()));
  const released = job.status === 'emergency_released';
  const titleId = `job-${job.id}-title`;
  return (
    <Card className={released ? 'border-red-300 ring-1 ring-red-200' : undefined} data-testid="available-job">
      {released ? (
        <div className="rounded-t-xl bg-red-600 px-5 py-2 text-sm text-white" role="note">
          <p className="font-semibold">{t('dashboard.jobs.released')}</p>
          <p>{t('dashboard.jobs.reason', { reason: job.releaseReason ?? t('dashboard.jobs.reasonNotGiven') })}</p>
        </div>
      ) : null}
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <CardTitle as="h3" id={titleId} className="text-base">
          <span translate="no">{catalogueNames(t, job.services)}</span>
          {job.services.length === 0 ? t('dashboard.jobs.service') : null}
        </CardTitle>
        <div className="flex items-center gap-2">
          {distanceKm !== null ? (
            <span className="text-sm font-medium text-slate-700" data-testid="job-distance">
              {t('dashboard.jobs.away', { distance: formatDistance(distanceKm) })}
            </span>
          ) : null}
          <Badge variant={released ? 'destructive' : 'secondary'}>{t(released ? 'dashboard.jobs.highPriority' : 'dashboard.jobs.open')}</Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <JobDetails booking={job} />
        {bid ? (
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
            <span className="font-semibold">{t('dashboard.jobs.yourBid')}</span> {formatAmount(bid.bidAmount)} · {t('dashboard.jobs.minutes', { minutes: bid.estimatedDuration })} ·{' '}
            <span data-testid="my-bid-earning">{t('dashboard.jobs.earnIfAccepted', { amount: formatAmount(bid.providerAmount) })}</span>
            {bid.message ? <span translate="no"> · “{bid.message}”</span> : null}
            {waiting ? <span className="ml-1 text-brand-700">{t('dashboard.jobs.waitingToSync')}</span> : null}
          </p>
        ) : null}
        <div className="flex justify-end">
          <BidDialog booking={job} provider={provider} existing={bid} disabled={!canBid} />
        </div>
      </CardContent>
    </Card>
  );
}
