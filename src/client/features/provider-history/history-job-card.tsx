import { Link } from 'react-router-dom';
import type { Booking } from '../../../shared/schemas/booking';
import { formatIstDate, formatIstDateTime } from '../../../shared/domain/time';
import { formatAmount } from '../../../shared/pricing/money';
import { BookingStatusBadge } from '../../components/booking-status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { StarRating } from './star-rating';
import { DetailRow } from '../../components/detail-row';

const FEEDBACK_RATINGS = [
  ['punctualityRating', 'Punctuality'],
  ['qualityRating', 'Quality'],
  ['professionalismRating', 'Professionalism'],
  ['cleanlinessRating', 'Cleanliness'],
] as const;

/** One job in the provider's history: what, when, where, for whom, what it paid, how it was rated. */
export function HistoryJobCard({ job }: { job: Booking }) {
  const vehicle = [job.vehicleModel, job.vehicleType === 'car' ? 'Car' : 'Bike'].filter(Boolean).join(' · ');
  const feedback = job.feedback;
  return (
    <Card data-testid="history-job">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle as="h3" className="text-base">
            {job.services.map((s) => s.name).join(', ') || 'Service'}
          </CardTitle>
          <p className="text-sm text-slate-600">Booked {formatIstDate(job.createdAt)}</p>
        </div>
        <BookingStatusBadge status={job.status} />
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm lg:grid-cols-3">
          <DetailRow term="Vehicle" value={vehicle} />
          <DetailRow term="Location" value={job.location} />
          <DetailRow term="Time slot" value={formatIstDateTime(job.timeSlot)} />
          <DetailRow term="Customer" value={job.customer.name} />
          <DetailRow term={job.status === 'completed' ? 'You earned' : 'You earn'} value={formatAmount(job.providerAmount)} />
          <DetailRow term="Customer paid (incl. GST)" value={formatAmount(job.totalAmount)} />
        </dl>
        <div>
          <h4 className="text-xs font-medium uppercase tracking-wide text-slate-500">Services</h4>
          <ul className="mt-1 divide-y divide-slate-100 text-sm">
            {job.services.map((s) => (
              <li key={s.id} className="flex justify-between py-1">
                <span>{s.name}</span>
                <span className="text-slate-700">{formatAmount(s.basePrice)}</span>
              </li>
            ))}
          </ul>
        </div>
        {job.invoiceNumber ? (
          <p className="text-sm">
            <Link to={`/tax-invoice?booking=${encodeURIComponent(job.id)}`} className="font-medium text-brand-800 underline underline-offset-2">
              Tax invoice {job.invoiceNumber}
            </Link>
          </p>
        ) : null}
        {feedback ? (
          <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="text-sm font-semibold text-slate-900">Customer feedback</h4>
              <p className="text-sm font-medium text-slate-900">{feedback.overallRating}/5 overall</p>
            </div>
            <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
              {FEEDBACK_RATINGS.map(([key, label]) => (
                <div key={key} className="flex items-center justify-between gap-2">
                  <dt className="text-slate-700">{label}</dt>
                  <dd>
                    <StarRating value={feedback[key]} label={label} />
                  </dd>
                </div>
              ))}
            </dl>
            {feedback.comments ? (
              <p className="mt-2 text-sm text-slate-800">
                <span className="font-medium">Comments:</span> {feedback.comments}
              </p>
            ) : null}
            {feedback.suggestions ? (
              <p className="mt-1 text-sm text-slate-800">
                <span className="font-medium">Suggestions:</span> {feedback.suggestions}
              </p>
            ) : null}
          </div>
        ) : job.status === 'completed' ? (
          <p className="text-sm text-slate-600">No feedback yet.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
