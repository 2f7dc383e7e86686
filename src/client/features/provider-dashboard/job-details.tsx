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
      {booking.selectedProviderId ? (
        // Only once a bid of yours is accepted is there an earning to show.
        <Detail term="You earn" value={earningText(booking)} testId="job-you-earn" />
      ) : (
        <Detail term="List price (before GST)" value={rupees(booking.subtotal)} />
      )}
      {booking.agreedTotal ? <Detail term="Customer's agreed price" value={`${rupees(booking.agreedTotal)} incl. GST`} /> : null}
    </dl>
  );
}

function earningText(booking: Booking): string {
  const bonus = toPaise(booking.priorityBonus);
  return `${rupees(booking.providerAmount)}${bonus > 0 ? ` (incl. ${formatRupees(bonus)} priority bonus)` : ''} · customer pays ${rupees(booking.totalAmount)}`;
}

function Detail({ term, value, testId }: { term: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="break-words text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
