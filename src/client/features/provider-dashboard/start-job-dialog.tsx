import { useId, useState } from 'react';
import type { Booking } from '../../../shared/schemas/booking';
import { START_CODE_DIGITS, START_CODE_FORMAT_MESSAGE, START_CODE_PATTERN } from '../../../shared/domain/start-code';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { FieldError, Label } from '../../components/ui/label';
import { startJob } from '../../data/provider-job-mutations';

/** Start Job asks for the customer's start code (ADR 023); offline it is checked when the start is sent. */
export function StartJobDialog({ booking, disabled }: { booking: Booking; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  function openChange(next: boolean) {
    if (next) {
      setCode('');
      setError(null);
    }
    setOpen(next);
  }

  async function confirm() {
    if (!START_CODE_PATTERN.test(code)) {
      setError(START_CODE_FORMAT_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      const result = await startJob(booking, code);
      if (result.status === 'rejected') setError(result.message);
      else setOpen(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <Button onClick={() => openChange(true)} disabled={disabled}>
        Start Job
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Start the job</DialogTitle>
          <DialogDescription>Ask the customer for the {START_CODE_DIGITS}-digit start code shown in their booking.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <Label htmlFor={`${id}-code`}>Start code</Label>
          <Input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={START_CODE_DIGITS}
            className="max-w-32 text-center font-mono text-lg tracking-[0.4em]"
            value={code}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, ''));
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Not Yet
          </Button>
          <Button onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Starting…' : 'Start Job'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
