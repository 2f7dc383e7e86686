import { useId, useState } from 'react';
import type { Booking } from '../../../shared/schemas/booking';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FieldError, Label } from '../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { releaseJob } from '../../data/mutations/provider-job-mutations';
import { useT } from '../../i18n/use-t';
import { useFormText } from '../../i18n/form-text';
import { OTHER_REASON, RELEASE_REASON_TEXT, RELEASE_REASONS, resolveReleaseReason } from './release-reasons';

/** Emergency release: pick one of eight reasons (or type one); the job reopens for others. */
export function ReleaseDialog({ booking, providerId, disabled }: { booking: Booking; providerId: string; disabled?: boolean }) {
  const word = useFormText();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const t = useT('jobs');

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
        {t('jobs.release.button')}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('jobs.release.title')}</DialogTitle>
          <DialogDescription>{t('jobs.release.description')}</DialogDescription>
        </DialogHeader>
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('jobs.release.legend')}</legend>
          <RadioGroup value={choice} onValueChange={(v) => { setChoice(v); setError(null); }} aria-label={t('jobs.release.choices')}>
            {RELEASE_REASONS.map((reason, i) => (
              <div key={reason} className="flex items-center gap-3">
                <RadioGroupItem value={reason} id={`${id}-r${i}`} />
                <Label htmlFor={`${id}-r${i}`} className="font-normal">
                  {t(RELEASE_REASON_TEXT[reason])}
                </Label>
              </div>
            ))}
          </RadioGroup>
          {choice === OTHER_REASON ? (
            <div className="space-y-1.5 pt-1">
              <Label htmlFor={`${id}-other`}>{t('jobs.release.describe')}</Label>
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
            {t('jobs.release.keep')}
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
            {busy ? t('jobs.release.releasing') : t('jobs.release.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
