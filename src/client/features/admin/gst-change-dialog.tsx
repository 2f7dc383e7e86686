import { useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';

type Change = { from: number; to: number };

/**
 * The GST rate changes every new quote and bid: the pricing form asks before saving a new one.
 * `ask` resolves true when the operator confirms, false when they keep the rate.
 */
export function useGstChangeConfirmation(): { ask: (change: Change) => Promise<boolean>; dialog: ReactNode } {
  const [change, setChange] = useState<Change | null>(null);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const answer = (confirmed: boolean) => {
    settle.current?.(confirmed);
    settle.current = null;
    setChange(null);
  };
  const ask = (next: Change) =>
    new Promise<boolean>((resolve) => {
      settle.current = resolve;
      setChange(next);
    });
  const dialog = (
    <Dialog open={change !== null} onOpenChange={(open) => (open ? undefined : answer(false))}>
      {change ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              Change GST from {change.from} % to {change.to} %?
            </DialogTitle>
            <DialogDescription>
              Every new quote and bid is charged {change.to} % GST ({change.to / 2} % CGST + {change.to / 2} % SGST) from now on. Prices already
              accepted do not change.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep {change.from} %</Button>
            </DialogClose>
            <Button onClick={() => answer(true)}>Change to {change.to} %</Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
  return { ask, dialog };
}
