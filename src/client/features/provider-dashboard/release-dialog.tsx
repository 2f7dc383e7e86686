import { useId, useState } from 'react';
import type { Booking } from '../../../shared/schemas/booking';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FieldError, Label } from '../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { releaseJob } from '../../data/provider-job-mutations';
import { useFormText } from '../../i18n/form-text';
import { OTHER_REASON, RELEASE_REASONS, resolveReleaseReason } from './release-reasons';

/** Emergency release: pick one of eight reasons (or type one); the job reopens for others. */
export function ReleaseDialog({ booking, providerId, disabled }: { booking: Booking; providerId: string; disabled?: boolean }) {
  const word = useFormText();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  function openChange(next: boolean) {
    if (next) {
      setChoice('');
      setOther('');
      setError(null);
    }
    setOpen(next);
  }

  async function confirm() {
    const reason = resolveReleaseReason(choice, other);
    if (!reason) {
      setError('forms.release.reasonRequired');
      toast({ title: word('forms.release.reasonRequiredTitle'), description: word('forms.release.reasonRequired'), variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const result = await releaseJob(booking, providerId, reason);
      if (result.status !== 'rejected') setOpen(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <Button variant="destructive" onClick={() => openChange(true)} disabled={disabled}>
        Emergency Release
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Emergency release</DialogTitle>
          <DialogDescription>
            The job goes back to other providers with high priority and you cannot bid on it again. Tell the customer why.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium text-slate-800">Reason</legend>
          <RadioGroup value={choice} onValueChange={(v) => { setChoice(v); setError(null); }} aria-label="Reason for the emergency release">
            {RELEASE_REASONS.map((reason, i) => (
              <div key={reason} className="flex items-center gap-3">
                <RadioGroupItem value={reason} id={`${id}-r${i}`} />
                <Label htmlFor={`${id}-r${i}`} className="font-normal">
                  {reason}
                </Label>
              </div>
            ))}
          </RadioGroup>
          {choice === OTHER_REASON ? (
            <div className="space-y-1.5 pt-1">
              <Label htmlFor={`${id}-other`}>Describe the urgent matter</Label>
              <Textarea
                id={`${id}-other`}
                value={other}
                onChange={(e) => { setOther(e.target.value); setError(null); }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </div>
          ) : null}
          <FieldError id={`${id}-error`}>{word(error)}</FieldError>
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep Job
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Releasing…' : 'Release Job'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
