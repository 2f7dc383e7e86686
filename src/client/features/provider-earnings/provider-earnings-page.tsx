import { apiUrl } from '../../../shared/api/route';
import { bookingReference } from '../../../shared/domain/booking-reference';
import { apiRoutes } from '../../../shared/api/routes';
import { formatIstDate, formatIstDateTime } from '../../../shared/domain/time';
import type { EarningsJob, EarningsStatement } from '../../../shared/schemas/earnings';
import type { User } from '../../../shared/schemas/user';
import { PersonaGate } from '../../components/persona-gate';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useEarningsStatement } from '../../data/use-provider';
import { useSession } from '../../data/use-session';
import { useOnlineStatus } from '../../pwa/online-status';
import { useJobSyncedAt, useSyncJobs } from '../../data/use-sync-jobs';
import { formatAmount } from '../../../shared/pricing/money';
import { useT } from '../../i18n/use-t';

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
  useSyncJobs(['earnings']);
  const statement = useEarningsStatement(provider.id);
  const syncedAt = useJobSyncedAt('earnings');
  const online = useOnlineStatus();
  const t = useT('earnings');

  if (statement === undefined || (statement === null && syncedAt === null && online)) {
    return (
      <div className="mt-6 grid gap-4" aria-busy="true" aria-label={t('earnings.loading')}>
        <Skeleton className="h-24" />
        <Skeleton className="h-48" />
      </div>
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
      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Card className="p-4">
          <dt className="text-sm text-slate-600">{t('earnings.total')}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl" data-testid="statement-total">
            {formatAmount(statement.totalEarnings)}
          </dd>
        </Card>
        <Card className="p-4">
          <dt className="text-sm text-slate-600">{t('earnings.today')}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{formatAmount(statement.todayEarnings)}</dd>
        </Card>
        <Card className="col-span-2 p-4 lg:col-span-1">
          <dt className="text-sm text-slate-600">{t('earnings.completedJobs')}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{statement.jobs.length}</dd>
        </Card>
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
          <section aria-labelledby="weeks-title" className="mt-8">
            <h2 id="weeks-title" className="text-lg font-semibold text-slate-900">
              {t('earnings.byWeek')}
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
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
            </ul>
          </section>

          <section aria-labelledby="jobs-title" className="mt-8">
            <h2 id="jobs-title" className="text-lg font-semibold text-slate-900">
              {t('earnings.byJob')}
            </h2>
            <ul className="mt-3 grid gap-3">
              {statement.jobs.map((job) => (
                <li key={job.bookingId}>
                  <JobLine job={job} />
                </li>
              ))}
            </ul>
          </section>
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
            {t('earnings.completedAt', { reference: bookingReference(job.bookingId), date: formatIstDateTime(job.completedAt) })}
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
          <dt>{t('earnings.customerPaid')}</dt>
          <dd className="tabular-nums">{t('earnings.inclGst', { amount: formatAmount(job.customerTotal) })}</dd>
        </div>
      </dl>
    </Card>
  );
}
