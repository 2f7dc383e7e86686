import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Bid } from '../../../shared/schemas/bid';
import type { Booking } from '../../../shared/schemas/booking';
import type { User } from '../../../shared/schemas/user';
import { formatRupees } from '../../../shared/pricing/money';
import { quoteBid } from '../../../shared/pricing/quote';
import type { PricingConfig } from '../../../shared/schemas/admin';
import { placeBid } from '../../data/mutations/provider-job-mutations';
import { usePricing } from '../../data/hooks/use-admin';
import { useServices } from '../../data/hooks/use-catalog';
import { catalogueMinutes, formatDuration } from '../../../shared/domain/time';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';
import { bidFormSchema, type BidFormValues } from './bid-form-schema';
import { useDirtyForm } from '../../components/dirty-forms';
import { useFormText } from '../../i18n/form-text';
import { useLocale, useT } from '../../i18n/use-t';
import { catalogueAreas, catalogueNames } from '../../i18n/catalogue-text';

interface BidDialogProps {
  booking: Booking;
  provider: Pick<User, 'id' | 'name'>;
  existing: Bid | undefined;
  disabled?: boolean;
}

/** Place Bid / Revise Bid: amount, estimated minutes and an optional note to the customer. */
export function BidDialog({ booking, provider, existing, disabled }: BidDialogProps) {
  const t = useT('dashboard');
  const [open, setOpen] = useState(false);
  // Each open job's card holds one: the form (and what it reads) is made only when opened.
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {/* data-bid-booking: the first view's bid form (ADR 111) finds a new bid's button by it; a
          revision needs the bid it revises, which only the app holds, so Revise Bid waits for it. */}
      <Button onClick={() => setOpen(true)} disabled={disabled} variant={existing ? 'outline' : 'default'} data-bid-booking={existing ? undefined : booking.id}>
        {t(existing ? 'dashboard.bid.revise' : 'dashboard.bid.place')}
      </Button>
      <DialogContent>
        <BidForm booking={booking} provider={provider} existing={existing} close={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The open dialog's form: made afresh each time the dialog opens. */
function BidForm({ booking, provider, existing, close }: Omit<BidDialogProps, 'disabled'> & { close: () => void }) {
  const t = useT('dashboard', ...catalogueAreas(useLocale()));
  const word = useFormText();
  const idBase = `bid-${booking.id}`;
  // A new bid's duration starts at what the catalogue says the chosen services take.
  const catalogue = useServices({ includeRetired: true });
  const suggested = catalogue ? catalogueMinutes([...booking.serviceIds, ...booking.addOnIds], catalogue) : null;
  const form = useForm<BidFormValues>({
    resolver: zodResolver(bidFormSchema),
    mode: 'onTouched',
    defaultValues: {
      bidAmount: existing ? String(Number(existing.bidAmount)) : '',
      estimatedDuration: existing ? String(existing.estimatedDuration) : suggested !== null ? String(suggested) : '',
      message: existing?.message ?? '',
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  // The catalogue may arrive after the dialog opened: fill the suggestion in unless one was typed.
  useEffect(() => {
    if (!existing && suggested !== null && form.getValues('estimatedDuration') === '' && !form.getFieldState('estimatedDuration').isDirty) {
      form.setValue('estimatedDuration', String(suggested));
    }
  }, [existing, suggested, form]);
  useDirtyForm(idBase, isDirty);
  const pricing = usePricing()?.pricing;
  const typed = form.watch('bidAmount');

  const submit = form.handleSubmit(async (values) => {
    const result = await placeBid(
      booking,
      provider,
      { bidAmount: values.bidAmount, estimatedDuration: Number(values.estimatedDuration), message: values.message },
      existing,
    );
    if (result.status !== 'rejected') close();
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t(existing ? 'dashboard.bid.titleRevise' : 'dashboard.bid.titlePlace')}</DialogTitle>
        <DialogDescription>
          <span className="block" translate="no">
            {catalogueNames(t, booking.services)} · {booking.location}
          </span>
          {t('dashboard.bid.priceNote')}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField
          id={`${idBase}-amount`}
          label={t('dashboard.bid.amount')}
          error={word(errors.bidAmount?.message)}
          after={pricing ? <EarningPreview amount={typed} pricing={pricing} takeover={booking.status === 'emergency_released'} /> : null}
        >
          {(control) => <Input {...control} inputMode="decimal" autoComplete="off" {...form.register('bidAmount')} />}
        </FormField>
        <FormField
          id={`${idBase}-duration`}
          label={t('dashboard.bid.duration')}
          error={word(errors.estimatedDuration?.message)}
          hint={
            suggested !== null
              ? t('dashboard.bid.durationHintCatalogue', { duration: formatDuration(suggested) })
              : t('dashboard.bid.durationHint')
          }
        >
          {(control) => <Input {...control} inputMode="numeric" autoComplete="off" {...form.register('estimatedDuration')} />}
        </FormField>
        <FormField id={`${idBase}-message`} label={t('dashboard.bid.message')} error={word(errors.message?.message)}>
          {(control) => <Textarea {...control} placeholder={t('dashboard.bid.messagePlaceholder')} {...form.register('message')} />}
        </FormField>
        <DialogFormFooter
          cancelLabel={t('dashboard.bid.cancel')}
          onCancel={close}
          submitLabel={t(isSubmitting ? 'dashboard.bid.sending' : existing ? 'dashboard.bid.update' : 'dashboard.bid.submit')}
          submitDisabled={isSubmitting}
        />
      </form>
    </>
  );
}

/**
 * "You earn ₹E" while the amount is typed: the same shared price model the server will apply
 * (fee, GST and any priority bonus from the pricing configuration on this device).
 */
function EarningPreview({ amount, pricing, takeover }: { amount: string; pricing: PricingConfig; takeover: boolean }) {
  const t = useT('dashboard');
  const valid = bidFormSchema.shape.bidAmount.safeParse(amount);
  if (!valid.success) {
    return <p className="text-sm text-slate-600">{t('dashboard.bid.typeAmount')}</p>;
  }
  const price = quoteBid(valid.data, pricing, { takeover });
  return (
    <div className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900" aria-live="polite">
      <p className="text-base font-semibold" data-testid="bid-you-earn">
        {t('dashboard.bid.youEarn', { amount: formatRupees(price.providerEarningPaise) })}
      </p>
      <p className="text-brand-800">
        {t(price.priorityBonusPaise > 0 ? 'dashboard.bid.breakdownBonus' : 'dashboard.bid.breakdown', {
          service: formatRupees(price.servicePaise),
          percent: pricing.platformFeePercentage,
          fee: formatRupees(price.platformFeePaise + price.priorityBonusPaise),
          bonus: formatRupees(price.priorityBonusPaise),
          total: formatRupees(price.totalPaise),
        })}
      </p>
    </div>
  );
}
