import { Link } from 'react-router-dom';
import type { Booking } from '../../../shared/schemas/booking';
import { formatIstDate, formatIstDateTime } from '../../../shared/domain/time';
import { formatAmount } from '../../../shared/pricing/money';
import { BOOKING_STATUS_TEXT, BookingStatusBadge } from '../../components/booking-status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { StarRating } from './star-rating';
import { DetailRow } from '../../components/detail-row';
import { useLocale, useT } from '../../i18n/use-t';
import { RecordPayment } from './record-payment';
import { catalogueAreas, catalogueNames, catalogueText } from '../../i18n/catalogue-text';

const FEEDBACK_RATINGS = [
  ['punctualityRating', 'history.feedback.punctuality'],
  ['qualityRating', 'history.feedback.quality'],
  ['professionalismRating', 'history.feedback.professionalism'],
  ['cleanlinessRating', 'history.feedback.cleanliness'],
] as const;

/** One job in the provider's history: what, when, where, for whom, what it paid, how it was rated. */
export function HistoryJobCard({ job }: { job: Booking }) {
  const t = useT('history', 'common', ...catalogueAreas(useLocale()));
  const vehicle = [job.vehicleModel, t(job.vehicleType === 'car' ? 'history.job.car' : 'history.job.bike')].filter(Boolean).join(' · ');
  const feedback = job.feedback;
  return (
    <Card data-testid="history-job">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle as="h3" className="text-base">
            {catalogueNames(t, job.services) || t('history.job.service')}
          </CardTitle>
          <p className="text-sm text-slate-600">{t('history.job.booked', { date: formatIstDate(job.createdAt) })}</p>
        </div>
        <BookingStatusBadge status={job.status} label={t(BOOKING_STATUS_TEXT[job.status])} />
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm lg:grid-cols-3">
          <DetailRow term={t('history.job.vehicle')} value={vehicle} />
          <DetailRow term={t('history.job.location')} value={job.location} />
          <DetailRow term={t('history.job.timeSlot')} value={formatIstDateTime(job.scheduledTime)} />
          <DetailRow term={t('history.job.customer')} value={job.customer.name} />
          <DetailRow term={t(job.status === 'completed' ? 'history.job.earned' : 'history.job.earn')} value={formatAmount(job.providerAmount)} />
          <DetailRow term={t('history.job.customerTotal')} value={formatAmount(job.totalAmount)} />
        </dl>
        <div>
          <h4 className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('history.job.services')}</h4>
          <ul className="mt-1 divide-y divide-slate-100 text-sm">
            {job.services.map((s) => (
              <li key={s.id} className="flex justify-between py-1">
                <span>{catalogueText(t, s, 'name')}</span>
                <span className="text-slate-700">{formatAmount(s.basePrice)}</span>
              </li>
            ))}
          </ul>
        </div>
        {job.invoiceNumber ? (
          <p className="text-sm">
            <Link to={`/tax-invoice?booking=${encodeURIComponent(job.id)}`} className="font-medium text-brand-800 underline underline-offset-2">
              {t('history.job.invoice', { number: job.invoiceNumber })}
            </Link>
          </p>
        ) : null}
        <RecordPayment job={job} />
        {feedback ? (
          <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="text-sm font-semibold text-slate-900">{t('history.feedback.title')}</h4>
              <p className="text-sm font-medium text-slate-900">{t('history.feedback.overall', { rating: feedback.overallRating })}</p>
            </div>
            <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
              {FEEDBACK_RATINGS.map(([key, label]) => (
                <div key={key} className="flex items-center justify-between gap-2">
                  <dt className="text-slate-700">{t(label)}</dt>
                  <dd>
                    <StarRating value={feedback[key]} label={t('history.feedback.stars', { label: t(label), value: feedback[key] })} />
                  </dd>
                </div>
              ))}
            </dl>
            {feedback.comments ? (
              <p className="mt-2 text-sm text-slate-800">
                <span className="font-medium">{t('history.feedback.comments')}</span> {feedback.comments}
              </p>
            ) : null}
            {feedback.suggestions ? (
              <p className="mt-1 text-sm text-slate-800">
                <span className="font-medium">{t('history.feedback.suggestions')}</span> {feedback.suggestions}
              </p>
            ) : null}
          </div>
        ) : job.status === 'completed' ? (
          <p className="text-sm text-slate-600">{t('history.feedback.none')}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
