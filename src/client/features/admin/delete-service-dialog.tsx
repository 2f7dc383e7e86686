import { useState } from 'react';
import type { Service } from '../../../shared/schemas/service';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { deleteService } from '../../data/mutations/admin-services-mutations';

interface Props {
  service: Service | null;
  /** Bookings have used it: the server will retire it instead of removing it. */
  used: boolean;
  onClose: () => void;
}

export function DeleteServiceDialog({ service, used, onClose }: Props) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!service) return;
    setBusy(true);
    try {
      await deleteService(service, used);
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <Dialog open={service !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete {service?.name}?</DialogTitle>
          <DialogDescription>
            {used
              ? 'Bookings have used this service, so it will be retired: customers can no longer book it, and booking history keeps its name and price.'
              : 'No booking has used this service, so it will be removed from the catalogue.'}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Keep it
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {busy ? 'Deleting…' : 'Delete Service'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
