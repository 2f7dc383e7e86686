import { useId, useState } from 'react';
import type { Booking } from '../../../shared/schemas/booking';
import { START_CODE_DIGITS, START_CODE_FORMAT_MESSAGE, START_CODE_PATTERN } from '../../../shared/domain/start-code';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { FormField } from '../../components/ui/form-field';
import { startJob } from '../../data/mutations/provider-job-mutations';
import { useT } from '../../i18n/use-t';
import { useFormText } from '../../i18n/form-text';
import { jobRefusalText } from '../../components/job-refusals';

interface StartJobDialogProps {
  booking: Booking;
  /** The job may be started now (its status allows it); the button shows only then. */
  startable: boolean;
  disabled?: boolean;
  /** Names the element saying why the button is disabled, when it is. */
  describedBy?: string;
}

/**
 * Start Job asks for the customer's start code (ADR 023); offline it is checked when the start is sent.
 * The dialog stays open while the start is sent, although the optimistic "in progress" hides the
 * button meanwhile, so a refused code is shown where it was typed.
 */
export function StartJobDialog({ booking, startable, disabled, describedBy }: StartJobDialogProps) {
  const word = useFormText();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const t = useT('jobs');

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

  if (!startable && !open) return null;
  return (
    <Dialog open={open} onOpenChange={openChange}>
      {startable ? (
        <Button onClick={() => openChange(true)} disabled={disabled} aria-describedby={describedBy} data-testid="start-job">
          {t('jobs.start.button')}
        </Button>
      ) : null}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('jobs.start.title')}</DialogTitle>
          <DialogDescription>{t('jobs.start.description', { digits: START_CODE_DIGITS })}</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <FormField id={`${id}-code`} label={t('jobs.start.code')} error={error && jobRefusalText(t, word(error))}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={START_CODE_DIGITS}
                className="max-w-32 text-center font-mono text-lg tracking-[0.4em]"
                value={code}
                onChange={(e) => {
                  setCode(e.target.value.replace(/\D/g, ''));
                  setError(null);
                }}
              />
            )}
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('jobs.start.notYet')}
          </Button>
          <Button onClick={() => void confirm()} disabled={busy}>
            {busy ? t('jobs.start.starting') : t('jobs.start.button')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
