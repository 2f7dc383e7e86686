import type { Booking } from '../../../shared/schemas/booking';
import { formatIstDateTime } from '../../../shared/domain/time';
import { formatRupees, toPaise, formatAmount } from '../../../shared/pricing/money';
import { DetailRow } from '../../components/detail-row';

/** What a provider needs to know about a job before bidding on it or driving to it. */
export function JobDetails({ booking }: { booking: Booking }) {
  const vehicle = [booking.vehicleModel, booking.vehicleType === 'car' ? 'Car' : 'Bike'].filter(Boolean).join(' · ');
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
      <DetailRow term="Vehicle" value={vehicle} />
      <DetailRow term="Location" value={booking.location} />
      <DetailRow term="Time slot" value={formatIstDateTime(booking.timeSlot)} />
      <DetailRow term="Customer" value={booking.customer.name} />
      {booking.selectedProviderId ? (
        // Only once a bid of yours is accepted is there an earning to show.
        <DetailRow term="You earn" value={earningText(booking)} testId="job-you-earn" />
      ) : (
        <DetailRow term="List price (before GST)" value={formatAmount(booking.subtotal)} />
      )}
      {booking.agreedTotal ? <DetailRow term="Customer's agreed price" value={`${formatAmount(booking.agreedTotal)} incl. GST`} /> : null}
    </dl>
  );
}

function earningText(booking: Booking): string {
  const bonus = toPaise(booking.priorityBonus);
  return `${formatAmount(booking.providerAmount)}${bonus > 0 ? ` (incl. ${formatRupees(bonus)} priority bonus)` : ''} · customer pays ${formatAmount(booking.totalAmount)}`;
}
