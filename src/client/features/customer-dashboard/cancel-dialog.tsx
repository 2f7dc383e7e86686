import { useState } from 'react';
import { bookingReferenceText } from '../../../shared/domain/booking-reference';
import type { Booking } from '../../../shared/schemas/booking';
import { cancelBooking } from '../../data/mutations/booking-mutations';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';

/** Asks before cancelling; a refusal (cancellations off, too close to the slot) is shown here too. */
export function CancelDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function confirm() {
    if (!booking) return;
    setPending(true);
    setRefusal(null);
    try {
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
            <DialogTitle>Cancel booking {bookingReferenceText(booking.id)}?</DialogTitle>
            <DialogDescription>{booking.services.map((s) => s.name).join(', ')}. Providers will no longer be able to bid on it.</DialogDescription>
          </DialogHeader>
          {refusal ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {refusal}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep Booking</Button>
            </DialogClose>
            <Button variant="destructive" disabled={pending} onClick={() => void confirm()}>
              {pending ? 'Cancelling...' : 'Cancel Booking'}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
