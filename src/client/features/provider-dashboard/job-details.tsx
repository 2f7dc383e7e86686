import type { Booking } from '../../../shared/schemas/booking';
import { formatIstDateTime } from '../../../shared/domain/time';
import { formatRupees, toPaise } from '../../../shared/pricing/money';

const rupees = (value: string) => formatRupees(toPaise(value));

/** What a provider needs to know about a job before bidding on it or driving to it. */
export function JobDetails({ booking }: { booking: Booking }) {
  const vehicle = [booking.vehicleModel, booking.vehicleType === 'car' ? 'Car' : 'Bike'].filter(Boolean).join(' · ');
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
      <Detail term="Vehicle" value={vehicle} />
      <Detail term="Location" value={booking.location} />
      <Detail term="Time slot" value={formatIstDateTime(booking.timeSlot)} />
      <Detail term="Customer" value={booking.customer.name} />
      <Detail term="Your earning" value={`${rupees(booking.providerAmount)} of ${rupees(booking.totalAmount)}`} />
    </dl>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </div>
  );
}
