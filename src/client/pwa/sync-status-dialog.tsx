import type { ReactNode } from 'react';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { discardPending, dismissRejected } from '../data/mutations/outbox-actions';
import type { PendingMutation, RejectedMutation } from '../data/engine/tables';
import { formatIstDateTime } from '../../shared/domain/time';
import type { Translate } from '../i18n/use-t';
import { useT } from '../i18n/use-t';
import { changeLabel } from '../components/change-messages';

function stateText(t: Translate, entry: PendingMutation): string {
  switch (entry.state) {
    case 'sending':
      return t('sync.sending');
    case 'queued':
    case 'unsent':
      return t('sync.waitingToSync');
    case 'blocked':
      return t('sync.blocked', { reason: entry.reason ?? t('sync.blockedForPersona') });
  }
}

export interface SyncStatusDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  pending: PendingMutation[];
  rejected: RejectedMutation[];
}

/** The changes waiting to sync and the ones the server refused, with their reasons. */
export function SyncStatusDialog({ open, onOpenChange, onCloseAutoFocus, pending, rejected }: SyncStatusDialogProps) {
  const t = useT('sync', 'changes');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t('sync.title')}</DialogTitle>
          <DialogDescription>{t('sync.description')}</DialogDescription>
        </DialogHeader>

        {pending.length > 0 ? (
          <section aria-labelledby="sync-waiting">
            <h3 id="sync-waiting" className="mb-2 text-sm font-semibold text-slate-900">
              {t('sync.waitingHeading', { count: pending.length })}
            </h3>
            <ul className="space-y-2">
              {pending.map((entry) => (
                <li key={entry.key} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <EntryHeading label={changeLabel(entry)}>
                    <Badge variant={entry.state === 'blocked' ? 'destructive' : 'warning'}>{t(entry.state === 'blocked' ? 'sync.blockedBadge' : 'sync.waitingBadge')}</Badge>
                  </EntryHeading>
                  <p className="mt-1 text-slate-600">
                    {stateText(t, entry)} · {whenText(entry.createdAt)}
                  </p>
                  {entry.state === 'blocked' ? (
                    <Button variant="outline" size="sm" className="mt-2" onClick={() => void discardPending(entry.key)}>
                      {t('sync.discard')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {rejected.length > 0 ? (
          <section aria-labelledby="sync-rejected" className={pending.length > 0 ? 'mt-5' : undefined}>
            <div className="mb-2 flex items-center justify-between gap-2">
              <h3 id="sync-rejected" className="text-sm font-semibold text-slate-900">
                {t('sync.notAppliedHeading', { count: rejected.length })}
              </h3>
              <Button variant="ghost" size="sm" onClick={() => void dismissRejected()}>
                {t('sync.dismissAll')}
              </Button>
            </div>
            <ul className="space-y-2">
              {rejected.map((entry) => (
                <li key={entry.key} className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
                  <EntryHeading label={changeLabel(entry)}>
                    <Button variant="ghost" size="sm" className="-mr-2 -mt-1 h-8" aria-label={t('sync.dismissLabel', { label: changeLabel(entry) })} onClick={() => void dismissRejected(entry.key)}>
                      {t('sync.dismiss')}
                    </Button>
                  </EntryHeading>
                  <p className="mt-1 text-red-800">{entry.reason}</p>
                  <p className="mt-0.5 text-xs text-slate-600">{whenText(entry.rejectedAt)}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** When a change was made or refused, as every date is shown (IST, in the chosen language). */
const whenText = (at: number) => formatIstDateTime(new Date(at).toISOString());

/** An entry's label with its badge or action beside it. */
function EntryHeading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-2">
      <span className="font-medium text-slate-900">{label}</span>
      {children}
    </div>
  );
}
