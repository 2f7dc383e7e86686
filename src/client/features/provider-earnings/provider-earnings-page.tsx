import type { ReactNode } from 'react';
import { apiUrl } from '../../../shared/api/route';
import { bookingReferenceText } from '../../../shared/domain/booking-reference';
import { apiRoutes } from '../../../shared/api/routes';
import { formatIstDate, formatIstDateTime } from '../../../shared/domain/time';
import type { EarningsJob, EarningsStatement } from '../../../shared/schemas/earnings';
import type { User } from '../../../shared/schemas/user';
import { PersonaGate } from '../../components/persona-gate';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadingRegion, Skeleton, SkeletonLines } from '../../components/ui/skeleton';
import { useEarningsStatement } from '../../data/hooks/use-provider';
import { useSession } from '../../data/hooks/use-session';
import { useOnlineStatus } from '../../pwa/online-status';
import { useJobSyncedAt, useSyncJobs } from '../../data/hooks/use-sync-jobs';
import { formatAmount } from '../../../shared/pricing/money';
import { useT } from '../../i18n/use-t';
import { useProviderBalance } from '../../data/hooks/use-provider-balance';
import { PayoutAccountCard } from './payout-account-card';
import { PayoutsList } from './payouts-list';
import { EarningsWeeksChart } from './earnings-weeks-chart';

/** A provider's earnings statement: totals, weeks (Monday to Sunday, IST), every completed job, CSV. */
export function ProviderEarningsPage() {
  const t = useT('earnings');
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('earnings.title')}</h1>
      <PersonaGate role="provider">
        <StatementForSession />
      </PersonaGate>
    </div>
  );
}

function StatementForSession() {
  const { user } = useSession();
  if (!user || user.userType !== 'provider') return null;
  return <Statement provider={user} />;
}

function Statement({ provider }: { provider: User }) {
  useSyncJobs(['earnings', 'earningsWeeks']);
  const statement = useEarningsStatement(provider.id);
  const syncedAt = useJobSyncedAt('earnings');
  const online = useOnlineStatus();
  const t = useT('earnings');

  if (statement === undefined || (statement === null && syncedAt === null && online)) {
    return (
      <StatementSkeleton label={t('earnings.loading')} />
    );
  }
  if (statement === null) {
    return <EmptyState title={t('earnings.notOnDevice')} description={t('earnings.notOnDeviceHint')} />;
  }
  return <StatementView statement={statement} providerId={provider.id} online={online} />;
}

function StatementView({ statement, providerId, online }: { statement: EarningsStatement; providerId: string; online: boolean }) {
  const csv = apiUrl(apiRoutes.getEarningsCsv, { providerId });
  const t = useT('earnings');
  return (
    <>
      <p className="mt-2 text-slate-600">
        {t('earnings.intro')}
      </p>
      <Balance providerId={providerId} online={online} />
      <EarningsWeeksChart providerId={providerId} online={online} />
      <PayoutsList providerId={providerId} />
      <PayoutAccountCard providerId={providerId} online={online} />
      <dl className={STAT_GRID}>
        <StatCard label={t('earnings.total')} testId="statement-total">
          {formatAmount(statement.totalEarnings)}
        </StatCard>
        <StatCard label={t('earnings.today')}>{formatAmount(statement.todayEarnings)}</StatCard>
        <StatCard label={t('earnings.completedJobs')} className={WIDE_STAT}>
          {statement.jobs.length}
        </StatCard>
      </dl>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        {online ? (
          <a href={csv} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {t('earnings.csv', { format: 'CSV' })}
          </a>
        ) : (
          <p className="text-sm text-slate-600">{t('earnings.csvOffline', { format: 'CSV' })}</p>
        )}
      </div>

      {statement.jobs.length === 0 ? (
        <div className="mt-6">
          <EmptyState title={t('earnings.empty')} description={t('earnings.emptyHint')} />
        </div>
      ) : (
        <>
          <StatementSection id="weeks-title" title={t('earnings.byWeek')} listClassName="gap-2 sm:grid-cols-2">
              {statement.weeks.map((w) => (
                <li key={w.weekStart}>
                  <Card className="flex items-center justify-between gap-3 p-3" data-testid="statement-week">
                    <div>
                      <p className="font-medium text-slate-900">
                        {formatIstDate(w.weekStart)} – {formatIstDate(w.weekEnd)}
                      </p>
                      <p className="text-sm text-slate-600">
                        {t('earnings.weekJobs', { count: w.jobs })}
                      </p>
                    </div>
                    <p className="text-lg font-semibold tabular-nums text-slate-900">{formatAmount(w.earning)}</p>
                  </Card>
                </li>
              ))}
          </StatementSection>

          <StatementSection id="jobs-title" title={t('earnings.byJob')} listClassName="gap-3">
              {statement.jobs.map((job) => (
                <li key={job.bookingId}>
                  <JobLine job={job} />
                </li>
              ))}
          </StatementSection>
        </>
      )}
    </>
  );
}

function JobLine({ job }: { job: EarningsJob }) {
  const bonus = job.priorityBonus !== '0.00';
  const t = useT('earnings');
  return (
    <Card className="p-4" data-testid="statement-job" data-booking-id={job.bookingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{job.services.join(', ') || t('earnings.job')}</p>
          <p className="text-sm text-slate-600">
            {t('earnings.completedAt', { reference: bookingReferenceText(job.bookingId), date: formatIstDateTime(job.completedAt) })}
          </p>
        </div>
        <div className="sm:text-right">
          <p className="text-xs text-slate-600">{t('earnings.earned')}</p>
          <p className="text-lg font-bold tabular-nums text-slate-900" data-testid="statement-job-earning">
            {formatAmount(job.earning)}
          </p>
        </div>
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <div className="flex gap-1">
          <dt>{t('earnings.servicePrice')}</dt>
          <dd className="tabular-nums">{formatAmount(job.servicePrice)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('earnings.platformFee')}</dt>
          <dd className="tabular-nums">−{formatAmount(job.platformFee)}</dd>
        </div>
        {bonus ? (
          <div className="flex gap-1">
            <dt>{t('earnings.bonus')}</dt>
            <dd className="tabular-nums">{formatAmount(job.priorityBonus)}</dd>
          </div>
        ) : null}
        <div className="flex gap-1">
          <dt>{t('earnings.customerTotal')}</dt>
          <dd className="tabular-nums">{t('earnings.inclGst', { amount: formatAmount(job.customerTotal) })}</dd>
        </div>
      </dl>
      {job.takenBack ? (
        <p className="mt-2 text-sm font-medium text-amber-800" data-testid="statement-job-taken-back">
          {t('earnings.takenBack', { amount: formatAmount(job.takenBack) })}
        </p>
      ) : null}
    </Card>
  );
}

/** A titled list of the statement (by week, by job). */
function StatementSection({ id, title, listClassName, children }: { id: string; title: string; listClassName: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className={`mt-3 grid ${listClassName}`}>{children}</ul>
    </section>
  );
}

const STAT_GRID = 'mt-6 grid grid-cols-2 gap-3 lg:grid-cols-3';
const WIDE_STAT = 'col-span-2 lg:col-span-1';

function StatCard({ label, testId, className = '', children }: { label: string; testId?: string; className?: string; children: ReactNode }) {
  return (
    <Card className={`p-4 ${className}`}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl" data-testid={testId}>
        {children}
      </dd>
    </Card>
  );
}

/** The statement as it loads: the three figures, the CSV button, week cards and job lines. */
function StatementSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} testId="earnings-skeleton">
      <div className={STAT_GRID}>
        {['', '', WIDE_STAT].map((wide, i) => (
          <Card key={i} className={`p-4 ${wide}`}>
            <SkeletonLines lines={['h-4 w-24', 'h-7 w-28']} />
          </Card>
        ))}
      </div>
      <SkeletonLines className="mt-6 space-y-8" lines={['h-9 w-32', 'h-6 w-24']} />
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {[0, 1].map((i) => (
          <Card key={i} className="flex items-center justify-between gap-3 p-3">
            <SkeletonLines lines={['h-4 w-40', 'h-3 w-16']} />
            <Skeleton className="h-6 w-20" />
          </Card>
        ))}
      </div>
      <Skeleton className="mt-8 h-6 w-20" />
      <Card className="mt-3 p-4">
        <SkeletonLines lines={['h-5 w-1/2', 'h-4 w-1/3', 'h-4 w-2/3']} />
      </Card>
    </LoadingRegion>
  );
}

/** Available and pending online earnings and what is owed from cash jobs (ADR 073), read live. */
function Balance({ providerId, online }: { providerId: string; online: boolean }) {
  const t = useT('earnings');
  const balance = useProviderBalance(providerId, online);
  return (
    <section className="mt-4 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="balance-title" data-testid="provider-balance">
      <h2 id="balance-title" className="text-lg font-semibold text-slate-900">
        {t('earnings.balance.title')}
      </h2>
      {balance ? (
        <>
          <dl className="mt-2 grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">{t('earnings.balance.available')}</dt>
              <dd className="text-xl font-semibold text-slate-900" data-testid="balance-available">{formatAmount(balance.available)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('earnings.balance.pending')}</dt>
              <dd className="text-xl font-semibold text-slate-900" data-testid="balance-pending">{formatAmount(balance.pending)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('earnings.balance.owed')}</dt>
              <dd className="text-xl font-semibold text-slate-900" data-testid="balance-owed">{formatAmount(balance.owed)}</dd>
            </div>
          </dl>
          {balance.available.startsWith('-') ? (
            <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status" data-testid="balance-taken-back">
              {t('earnings.balance.takenBack', { amount: formatAmount(balance.available.slice(1)) })}
            </p>
          ) : null}
          {balance.overLimit ? (
            <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status">
              {t('earnings.balance.overLimit', { limit: formatAmount(balance.cashOwedLimit) })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{online ? '…' : t('earnings.balance.offline')}</p>
      )}
    </section>
  );
}
