import { memo, useMemo, useState } from 'react';
import { apiUrl } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { formatDayMonth } from '../../../shared/domain/time';
import { formatAmount, toPaise } from '../../../shared/pricing/money';
import { MONEY_DAYS, moneyDaysSchema, type MoneyDays } from '../../../shared/schemas/money-figures';
import { MoneyChart } from '../../components/charts/money-chart';
import { TitledCard } from '../../components/ui/card';
import { useT } from '../../i18n/use-t';
import { useOnlineRead } from '../../pwa/use-online-read';
import { LoadingBlocks } from './load-state';

/** Today's figures move with every payment: read again every five minutes while shown. */
const REFRESH_MS = 5 * 60_000;

/** Paid, fees, payouts, refunds: green, violet, blue, rose. */
const DAY_COLORS = { paid: '#059669', fees: '#7c3aed', payouts: '#0284c7', refunds: '#e11d48' } as const;

const parse = (body: unknown): MoneyDays | null => {
  const parsed = moneyDaysSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
};

/** Days a phone shows: four bars a day stay wide enough to read at 390 px for a week, not for two. */
const PHONE_DAYS = 7;

/** How many days the chart shows: a week on a phone-wide screen, two weeks on a wider one (read once, at mount). */
function useDaysShown(): number {
  const [narrow] = useState(() => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 639px)').matches === true);
  return narrow ? PHONE_DAYS : MONEY_DAYS.default;
}

/** "Money per day" (ADR 066): the last days of the ledger, per India day, as bars and a table. */
export const MoneyDaysCard = memo(function MoneyDaysCard() {
  const t = useT('admin');
  const days = useDaysShown();
  const read = useOnlineRead(apiUrl(apiRoutes.getMoneyByDay, {}, { days }), parse, REFRESH_MS);
  return (
    <TitledCard title={t('admin.money.title')} as="h2" description={t('admin.money.description')}>
      {read.state === 'loading' ? (
        <LoadingBlocks label={t('admin.money.loading')} shape="users" count={1} />
      ) : read.state === 'unavailable' ? (
        <p className="text-sm text-slate-600">{t('admin.money.unavailable')}</p>
      ) : (
        <DaysChart data={read.data} />
      )}
    </TitledCard>
  );
});

function DaysChart({ data }: { data: MoneyDays }) {
  const t = useT('admin');
  const { rows, series } = useMemo(
    () => ({
      rows: data.days.map((d) => ({ axis: formatDayMonth(d.day), label: formatDayMonth(d.day) })),
      series: (['paid', 'fees', 'payouts', 'refunds'] as const).map((key) => ({
        label: t(`admin.money.${key}`),
        color: DAY_COLORS[key],
        paise: data.days.map((d) => toPaise(d[key])),
      })),
    }),
    [data, t],
  );
  const today = data.days.at(-1);
  if (!today || series.every((s) => s.paise.every((p) => p === 0))) return <p className="text-sm text-slate-600">{t('admin.money.empty')}</p>;
  const summary = t('admin.money.summary', {
    count: data.days.length,
    paid: formatAmount(today.paid),
    fees: formatAmount(today.fees),
    payouts: formatAmount(today.payouts),
    refunds: formatAmount(today.refunds),
  });
  return <MoneyChart rows={rows} series={series} summary={summary} rowHeader={t('admin.money.day')} tableToggle={t('admin.money.table')} testId="money-days-chart" />;
}
