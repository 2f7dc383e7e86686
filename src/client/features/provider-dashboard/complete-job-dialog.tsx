import { useState } from 'react';
import { formatAmount } from '../../../shared/pricing/money';
import type { Booking } from '../../../shared/schemas/booking';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { useT } from '../../i18n/use-t';

/**
 * Mark Complete, asked first: completing issues the customer's tax invoice and cannot be undone,
 * so one tap only opens this confirmation.
 */
export function CompleteJobDialog({
  booking,
  disabled,
  describedBy,
  onConfirm,
}: {
  booking: Booking;
  disabled: boolean;
  describedBy: string | undefined;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  const t = useT('jobs');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)} disabled={disabled} aria-describedby={describedBy} aria-haspopup="dialog">
        {t('jobs.complete.button')}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('jobs.complete.title')}</DialogTitle>
          <DialogDescription>{t('jobs.complete.description', { total: formatAmount(booking.totalAmount) })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('jobs.complete.notYet')}</Button>
          </DialogClose>
          <Button
            data-testid="confirm-complete"
            disabled={disabled}
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {t('jobs.complete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
