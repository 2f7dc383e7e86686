import { memo } from 'react';
import { formatIstDateTime } from '../../../shared/domain/time';
import type { OutboxKind } from '../../../shared/schemas/outbox';
import { TitledCard } from '../../components/ui/card';
import type { MessageId } from '../../i18n/areas';
import { useT, type Translate } from '../../i18n/use-t';
import { LoadingBlocks } from './load-state';
import { useBackgroundWork } from './use-background-work';

const COUNTS = ['waiting', 'active', 'retrying', 'failed', 'delivered'] as const;

/** An effect kind's name for people; the kind itself when the catalog has none yet. */
function kindName(t: Translate, kind: string): string {
  const id = `admin.backgroundWork.kind.${kind}` as MessageId;
  const name = t(id);
  return name === id ? kind : name;
}

/** "Background work": each effect kind's waiting, sending, retrying, failed and sent counts (ADR 051). */
export const BackgroundWorkCard = memo(function BackgroundWorkCard() {
  const t = useT('admin');
  const work = useBackgroundWork();
  return (
    <TitledCard title={t('admin.backgroundWork.title')} as="h2" description={t('admin.backgroundWork.description')}>
      {work.state === 'loading' ? (
        <LoadingBlocks label={t('admin.backgroundWork.loading')} shape="users" count={1} />
      ) : work.state === 'unavailable' ? (
        <p className="text-sm text-slate-600">{t('admin.backgroundWork.unavailable')}</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="background-work">
          {work.summary.kinds.map((k) => (
            <KindRow key={k.kind} kind={k} t={t} />
          ))}
        </ul>
      )}
    </TitledCard>
  );
});

function KindRow({ kind, t }: { kind: OutboxKind; t: Translate }) {
  return (
    <li className="py-2.5" data-kind={kind.kind}>
      <p className="font-medium text-slate-900">{kindName(t, kind.kind)}</p>
      <dl className="mt-1 grid grid-cols-3 gap-x-3 gap-y-1 text-sm sm:grid-cols-5">
        {COUNTS.map((c) => (
          <div key={c} className="flex items-baseline justify-between gap-2 sm:block">
            <dt className="text-slate-600">{t(`admin.backgroundWork.${c}`)}</dt>
            <dd className={`font-semibold tabular-nums ${c === 'failed' && kind.failed > 0 ? 'text-red-700' : 'text-slate-900'}`}>{kind[c]}</dd>
          </div>
        ))}
      </dl>
      {kind.lastError && (
        <p className="mt-1 break-words text-xs text-red-700">
          {t('admin.backgroundWork.lastError', { at: formatIstDateTime(kind.lastError.at), message: kind.lastError.message })}
        </p>
      )}
    </li>
  );
}
