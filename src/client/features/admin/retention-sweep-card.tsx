import { memo } from 'react';
import { apiRoutes } from '../../../shared/api/routes';
import { apiUrl } from '../../../shared/api/route';
import { RETENTION_KINDS } from '../../../shared/domain/privacy';
import { formatIstDateTime } from '../../../shared/domain/time';
import { latestRetentionSweepSchema, type RetentionSweep } from '../../../shared/schemas/retention';
import { TitledCard } from '../../components/ui/card';
import { useT } from '../../i18n/use-t';
import { LoadingBlocks } from './load-state';
import { useOnlineRead } from '../../pwa/use-online-read';

/** The sweep runs once a night: reading it again every ten minutes is plenty. */
const REFRESH_MS = 10 * 60_000;

const parse = (body: unknown): { sweep: RetentionSweep | null } | null => {
  const parsed = latestRetentionSweepSchema.safeParse(body);
  return parsed.success ? (parsed.data as { sweep: RetentionSweep | null }) : null;
};

/** "Retention sweep": when the nightly sweep last ran and how many of each kind it removed (docs/privacy.md). */
export const RetentionSweepCard = memo(function RetentionSweepCard() {
  const t = useT('admin');
  const read = useOnlineRead(apiUrl(apiRoutes.getRetentionSweep), parse, REFRESH_MS);
  return (
    <TitledCard title={t('admin.retention.title')} as="h2" description={t('admin.retention.description')}>
      {read.state === 'loading' ? (
        <LoadingBlocks label={t('admin.retention.loading')} shape="users" count={1} />
      ) : read.state === 'unavailable' ? (
        <p className="text-sm text-slate-600">{t('admin.retention.unavailable')}</p>
      ) : !read.data.sweep ? (
        <p className="text-sm text-slate-600">{t('admin.retention.never')}</p>
      ) : (
        <div data-testid="retention-sweep">
          <p className="text-sm text-slate-700">
            {t('admin.retention.lastRun', { at: formatIstDateTime(read.data.sweep.finishedAt) })}
          </p>
          <dl className="mt-2 grid max-w-3xl grid-cols-1 gap-x-8 gap-y-1.5 text-sm min-[360px]:grid-cols-2 sm:grid-cols-3">
            {RETENTION_KINDS.map((kind) => (
              <div key={kind} className="flex items-baseline justify-between gap-2">
                <dt className="text-slate-600">{t(`admin.retention.kind.${kind}`)}</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{read.data.sweep!.counts[kind] ?? 0}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </TitledCard>
  );
});
