import { useState } from 'react';
import { formatIstDateTime } from '../../../shared/domain/time';
import { formatRupees } from '../../../shared/pricing/money';
import { rentalCharges, rentalReturnBy } from '../../../shared/pricing/rental';
import type { Tool } from '../../../shared/schemas/tool';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';

/**
 * Asks before renting: the dates, the daily rate, the refundable deposit, what is paid now and
 * where to pick the tool up. `onConfirm` receives the start time shown, so the rental is the one
 * the person agreed to.
 */
export function RentDialog({ tool, onClose, onConfirm }: { tool: Tool | null; onClose: () => void; onConfirm: (tool: Tool, start: Date) => void }) {
  return (
    <Dialog open={tool !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {tool ? <RentSummary key={tool.id} tool={tool} onClose={onClose} onConfirm={onConfirm} /> : null}
    </Dialog>
  );
}

function RentSummary({ tool, onClose, onConfirm }: { tool: Tool; onClose: () => void; onConfirm: (tool: Tool, start: Date) => void }) {
  // The start is fixed when the dialog opens: the dates shown are the dates rented.
  const [start] = useState(() => new Date());
  const charges = rentalCharges(tool);
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Rent the {tool.name}?</DialogTitle>
        <DialogDescription>Check the dates and charges, then pick the tool up at the address below.</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="rent-summary">
        <dt className="text-slate-600">From</dt>
        <dd className="text-right text-slate-900">{formatIstDateTime(start.toISOString())}</dd>
        <dt className="text-slate-600">Return by</dt>
        <dd className="text-right font-semibold text-slate-900">{formatIstDateTime(rentalReturnBy(start, charges.days).toISOString())}</dd>
        <dt className="text-slate-600">Daily rate</dt>
        <dd className="text-right text-slate-900">
          {formatRupees(charges.dailyRatePaise)} × {charges.days} day{charges.days === 1 ? '' : 's'} = {formatRupees(charges.rentPaise)}
        </dd>
        <dt className="text-slate-600">Refundable deposit</dt>
        <dd className="text-right text-slate-900">{formatRupees(charges.depositPaise)}</dd>
        <dt className="font-semibold text-slate-900">To pay now</dt>
        <dd className="text-right font-semibold text-slate-900">{formatRupees(charges.totalPaise)}</dd>
        <dt className="text-slate-600">Pickup</dt>
        <dd className="text-right text-slate-900">{tool.pickupLocation}</dd>
      </dl>
      <p className="text-xs text-slate-600">The deposit comes back when you return the tool.</p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Not now</Button>
        </DialogClose>
        <Button
          onClick={() => {
            onConfirm(tool, start);
            onClose();
          }}
        >
          Confirm Rental · {formatRupees(charges.totalPaise)}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
