import type { Booking } from '../../../shared/schemas/booking';
import { formatIstDateTime } from '../../../shared/domain/time';
import { JOBS_IN_HAND, isIn } from '../../../shared/domain/booking-machine';
import { formatIndianMobile, telUrl } from '../../../shared/domain/indian-mobile';
import { directionsUrl } from '../../../shared/domain/map-location';
import { formatRupees, toPaise, formatAmount } from '../../../shared/pricing/money';
import { DetailRow } from '../../components/detail-row';
import { useT, type Translate } from '../../i18n/use-t';

/** What a provider needs to know about a job before bidding on it or driving to it. */
export function JobDetails({ booking }: { booking: Booking }) {
  const t = useT('dashboard');
  const vehicle = [booking.vehicleModel, t(booking.vehicleType === 'car' ? 'dashboard.job.car' : 'dashboard.job.bike')].filter(Boolean).join(' · ');
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
      <DetailRow term={t('dashboard.job.vehicle')} value={vehicle} asIs />
      <DetailRow term={t('dashboard.job.location')} value={booking.location} asIs />
      <DetailRow term={t('dashboard.job.timeSlot')} value={formatIstDateTime(booking.scheduledTime)} />
      <DetailRow term={t('dashboard.job.customer')} value={booking.customer.name} asIs />
      {/* While the job is in hand the server adds the customer's number (contact.ts in the bookings module). */}
      {booking.customer.phone ? (
        <DetailRow term={t('dashboard.job.phone')} value={formatIndianMobile(booking.customer.phone)} href={telUrl(booking.customer.phone)} testId="job-customer-phone" asIs />
      ) : null}
      {isIn(JOBS_IN_HAND, booking.status) && booking.latitude && booking.longitude ? (
        <DetailRow term={t('dashboard.job.directions')} value={t('dashboard.job.openMap')} href={directionsUrl(booking.latitude, booking.longitude)} testId="job-directions" />
      ) : null}
      {booking.selectedProviderId ? (
        // Only once a bid of yours is accepted is there an earning to show.
        <DetailRow term={t('dashboard.job.youEarn')} value={earningText(t, booking)} testId="job-you-earn" />
      ) : (
        <DetailRow term={t('dashboard.job.listPrice')} value={formatAmount(booking.subtotal)} />
      )}
      {booking.agreedTotal ? <DetailRow term={t('dashboard.job.agreedPrice')} value={t('dashboard.job.inclGst', { amount: formatAmount(booking.agreedTotal) })} /> : null}
    </dl>
  );
}

function earningText(t: Translate, booking: Booking): string {
  const bonus = toPaise(booking.priorityBonus);
  const values = { earning: formatAmount(booking.providerAmount), bonus: formatRupees(bonus), total: formatAmount(booking.totalAmount) };
  return t(bonus > 0 ? 'dashboard.job.earningBonus' : 'dashboard.job.earning', values);
}
