import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { DialogFooter, DialogHeader } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { useT } from '../../i18n/use-t';
import { FIRST_BID, FIRST_BID_TEXTS } from './first-bid-form';

/**
 * The first view's bid dialog (ADR 111), rendered by the server once in the view, inside a
 * `<template>`: the markup and English words of the app's bid dialog (bid-dialog.tsx), from the
 * same components and catalogue. The first view's bid form (first-bid.ts, no React) opens a copy
 * of it from each card's Place Bid until the app has taken the view over.
 */
export function FirstBidTemplate() {
  const t = useT('dashboard', 'forms');
  const texts = Object.fromEntries(FIRST_BID_TEXTS.map((id) => [id, t(id)]));
  const id = FIRST_BID.idBase;
  return (
    <template data-first-bid="" data-texts={JSON.stringify(texts)}>
      <dialog
        aria-labelledby={`${id}-title`}
        className="m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <DialogHeader>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {t('dashboard.bid.titlePlace')}
          </h2>
          <p className="text-sm text-slate-600">
            <span className="block" translate="no" data-first-bid-job="" />
            {t('dashboard.bid.priceNote')}
          </p>
        </DialogHeader>
        <form noValidate className="space-y-4">
          <Field id={`${id}-amount`} label={t('dashboard.bid.amount')}>
            <Input id={`${id}-amount`} name="bidAmount" inputMode="decimal" autoComplete="off" />
          </Field>
          <Field id={`${id}-duration`} label={t('dashboard.bid.duration')} hint={t('dashboard.bid.durationHint')}>
            <Input id={`${id}-duration`} name="estimatedDuration" inputMode="numeric" autoComplete="off" aria-describedby={`${id}-duration-hint`} />
          </Field>
          <Field id={`${id}-message`} label={t('dashboard.bid.message')}>
            <Textarea id={`${id}-message`} name="message" placeholder={t('dashboard.bid.messagePlaceholder')} />
          </Field>
          <p role="alert" className="text-sm text-destructive-700" data-first-bid-refused="" hidden />
          <DialogFooter>
            <Button type="button" variant="outline" data-first-bid-cancel="">
              {t('dashboard.bid.cancel')}
            </Button>
            <Button type="submit">{t('dashboard.bid.submit')}</Button>
          </DialogFooter>
        </form>
      </dialog>
    </template>
  );
}

/** FormField's layout (components/ui/form-field.tsx), with its error element always there for the form to fill. */
function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} role="alert" className="text-sm text-destructive-700" hidden />
    </div>
  );
}
