import { memo, useState } from 'react';
import type { ChannelFigures, TestPushResult } from '../../../shared/schemas/push-figures';
import { Button } from '../../components/ui/button';
import { TitledCard } from '../../components/ui/card';
import { sendTestPush } from '../../data/mutations/admin-push-mutations';
import { useOnlineStatus } from '../../pwa/online-status';
import { useT, type Translate } from '../../i18n/use-t';
import { LoadingBlocks } from './load-state';
import { usePushFigures } from './use-push-figures';

const FIGURES = ['sent', 'failed', 'retrying'] as const;

type TestState = { state: 'idle' } | { state: 'sending' } | { state: 'done'; result: TestPushResult } | { state: 'failed'; message: string } | { state: 'offline' };

/**
 * "Alerts": per channel (push, SMS) what was sent and what failed in the last 24 hours, the devices
 * that take pushes, and a test push to the administrator's own devices (online only, audited).
 */
export const PushCard = memo(function PushCard() {
  const t = useT('admin');
  const figures = usePushFigures();
  return (
    <TitledCard title={t('admin.push.title')} as="h2" description={t('admin.push.description')}>
      {figures.state === 'loading' ? (
        <LoadingBlocks label={t('admin.push.loading')} shape="users" count={1} />
      ) : figures.state === 'unavailable' ? (
        <p className="text-sm text-slate-600">{t('admin.push.unavailable')}</p>
      ) : (
        <div className="grid gap-4">
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="push-channels">
            {figures.data.channels.map((c) => (
              <ChannelRow key={c.channel} figures={c} t={t} />
            ))}
          </ul>
          <p className="text-sm text-slate-700" data-testid="push-subscriptions">
            {t('admin.push.subscriptions', { devices: figures.data.subscriptions.devices, accounts: figures.data.subscriptions.accounts })}
          </p>
          <TestPush mine={figures.data.mine} t={t} />
        </div>
      )}
    </TitledCard>
  );
});

function ChannelRow({ figures, t }: { figures: ChannelFigures; t: Translate }) {
  return (
    <li className="rounded-md border border-slate-200 p-3" data-channel={figures.channel}>
      <p className="font-medium text-slate-900">{t(`admin.push.channel.${figures.channel}`)}</p>
      <dl className="mt-1 grid grid-cols-3 gap-x-3 text-sm">
        {FIGURES.map((f) => (
          <div key={f}>
            <dt className="text-slate-600">{t(`admin.push.${f}`)}</dt>
            <dd className={`font-semibold tabular-nums ${f !== 'sent' && figures[f] > 0 ? 'text-red-700' : 'text-slate-900'}`}>{figures[f]}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

function TestPush({ mine, t }: { mine: number; t: Translate }) {
  const online = useOnlineStatus();
  const [test, setTest] = useState<TestState>({ state: 'idle' });
  const send = async () => {
    setTest({ state: 'sending' });
    const answer = await sendTestPush().catch(() => ({ status: 'failed' as const, message: t('admin.push.test.error') }));
    setTest(answer.status === 'ok' ? { state: 'done', result: answer.data } : answer.status === 'offline' ? { state: 'offline' } : { state: 'failed', message: answer.message });
  };
  return (
    <div className="grid gap-2 border-t border-slate-200 pt-3">
      <p className="text-sm text-slate-700">{mine === 0 ? t('admin.push.test.none') : t('admin.push.test.mine', { count: mine })}</p>
      <Button variant="outline" className="justify-self-start" onClick={() => void send()} disabled={!online || mine === 0 || test.state === 'sending'} data-testid="send-test-push">
        {test.state === 'sending' ? t('admin.push.test.sending') : t('admin.push.test.button')}
      </Button>
      {!online && <p className="text-sm text-slate-600">{t('admin.push.test.needsConnection')}</p>}
      <p className="text-sm" role="status" data-testid="test-push-result">
        {test.state === 'done' && (
          <span className={test.result.failed > 0 ? 'text-red-700' : 'text-emerald-700'}>
            {t('admin.push.test.result', { sent: test.result.sent, devices: test.result.devices })}
            {test.result.removed > 0 && ` ${t('admin.push.test.removed', { count: test.result.removed })}`}
            {test.result.failed > 0 && ` ${t('admin.push.test.failedSome', { count: test.result.failed })}`}
          </span>
        )}
        {test.state === 'offline' && <span className="text-slate-600">{t('admin.push.test.needsConnection')}</span>}
        {test.state === 'failed' && <span className="text-red-700">{t('admin.push.test.failed', { message: test.message })}</span>}
      </p>
    </div>
  );
}
