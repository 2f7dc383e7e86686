import { useEffect } from 'react';
import { canPerform } from '../../../shared/domain/booking-machine';
import type { Booking } from '../../../shared/schemas/booking';
import { refreshJobs } from '../../sync/refresh-bus';
import { StartCodeNotice } from '../../components/start-code-notice';
import { BookingRecap } from './booking-recap';
import { PhotoUpload } from './photo-upload';

/** How often the open booking is re-read while waiting for the provider to start. */
const WAIT_FOR_START_MS = 10_000;

export function ProgressStep({ booking }: { booking: Booking }) {
  const provider = booking.provider?.name ?? 'Your provider';
  const waiting = booking.status === 'confirmed';

  // After photos need the job to have started; notice that without the customer reloading.
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => refreshJobs(['booking']), WAIT_FOR_START_MS);
    return () => window.clearInterval(timer);
  }, [waiting]);

  return (
    <div className="grid grid-cols-1 gap-5">
      <BookingRecap booking={booking} />
      <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900">
        <p className="font-semibold">{waiting ? `${provider} is booked for your service` : `${provider} is working on your vehicle`}</p>
        <p className="mt-1 text-sm">Estimated completion: 2 hours</p>
      </div>
      <StartCodeNotice booking={booking} />
      <div className="grid gap-5 md:grid-cols-2">
        <PhotoUpload booking={booking} type="before" enabled={canPerform(booking.status, 'uploadBeforePhotos')} />
        <PhotoUpload
          booking={booking}
          type="after"
          enabled={canPerform(booking.status, 'uploadAfterPhotos')}
          lockedHint={`After photos can be added once ${provider} has started the job.`}
        />
      </div>
    </div>
  );
}
