import { useState } from 'react';
import { bookingReferenceText } from '../../../shared/domain/booking-reference';
import { CANCELLATION_MESSAGES } from '../../../shared/domain/cancellation-terms';
import type { Booking } from '../../../shared/schemas/booking';
import type { SystemSettings } from '../../../shared/schemas/admin';
import { cancelBooking } from '../../data/mutations/booking-mutations';
import { cancelConfirmedBooking } from '../../data/mutations/payment-mutations';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { useT } from '../../i18n/use-t';
import { catalogueNames } from '../../i18n/catalogue-text';
import { CancellationTerms, cancellationFee } from './cancellation-terms';
import { customerRefusalText } from '../../components/customer-refusals';

/**
 * Asks before cancelling; a refusal (cancellations off, too close to the slot) is shown here too.
 * A confirmed booking shows its terms first — free, or the late fee — and is cancelled online only,
 * with the fee shown (ADR 092).
 */
export function CancelDialog({ booking, settings, onClose }: { booking: Booking | null; settings: SystemSettings; onClose: () => void }) {
  const t = useT('customer', 'catalogue');
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirmed = booking?.status === 'confirmed';

  async function confirm() {
    if (!booking) return;
    setPending(true);
    setRefusal(null);
    try {
      if (confirmed) {
        const answer = await cancelConfirmedBooking(booking.id, cancellationFee(booking, settings, new Date()));
        if (answer.status === 'ok') onClose();
        else setRefusal(answer.status === 'offline' ? CANCELLATION_MESSAGES.onlineOnly : answer.message);
        return;
      }
      const result = await cancelBooking(booking);
      if (result.status === 'rejected') setRefusal(result.message);
      else onClose();
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open) {
          setRefusal(null);
          onClose();
        }
      }}
    >
      {booking ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('customer.cancel.title', { reference: bookingReferenceText(booking.id) })}</DialogTitle>
            <DialogDescription>
              {t(confirmed ? 'customer.cancel.toldProvider' : 'customer.cancel.noMoreBids', {
                services: catalogueNames(t, booking.services),
              })}
            </DialogDescription>
          </DialogHeader>
          {confirmed ? <CancellationTerms booking={booking} settings={settings} now={new Date()} /> : null}
          {refusal ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {customerRefusalText(t, refusal)}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('customer.cancel.keep')}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={pending} onClick={() => void confirm()}>
              {pending ? t('customer.cancel.cancelling') : t('customer.cancel.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
