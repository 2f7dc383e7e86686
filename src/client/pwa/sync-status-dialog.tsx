import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { discardPending, dismissRejected } from '../data/outbox-actions';
import type { PendingMutation, RejectedMutation } from '../data/tables';

const timeFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

function stateText(entry: PendingMutation): string {
  switch (entry.state) {
    case 'sending':
      return 'Sending...';
    case 'queued':
    case 'unsent':
      return 'Waiting to sync';
    case 'blocked':
      return `Blocked: ${entry.reason ?? 'not allowed for the current persona'}`;
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Sync status</DialogTitle>
          <DialogDescription>Changes made on this device are sent to GaadiCare as soon as there is a connection.</DialogDescription>
        </DialogHeader>

        {pending.length > 0 ? (
          <section aria-labelledby="sync-waiting">
            <h3 id="sync-waiting" className="mb-2 text-sm font-semibold text-slate-900">
              Waiting to sync ({pending.length})
            </h3>
            <ul className="space-y-2">
              {pending.map((entry) => (
                <li key={entry.key} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <div className="flex items-start justify-between gap-2">
                    <span className="font-medium text-slate-900">{entry.label}</span>
                    <Badge variant={entry.state === 'blocked' ? 'destructive' : 'warning'}>{entry.state === 'blocked' ? 'Blocked' : 'Waiting'}</Badge>
                  </div>
                  <p className="mt-1 text-slate-600">
                    {stateText(entry)} · {timeFormat.format(entry.createdAt)}
                  </p>
                  {entry.state === 'blocked' ? (
                    <Button variant="outline" size="sm" className="mt-2" onClick={() => void discardPending(entry.key)}>
                      Discard change
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
                Not applied ({rejected.length})
              </h3>
              <Button variant="ghost" size="sm" onClick={() => void dismissRejected()}>
                Dismiss all
              </Button>
            </div>
            <ul className="space-y-2">
              {rejected.map((entry) => (
                <li key={entry.key} className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
                  <div className="flex items-start justify-between gap-2">
                    <span className="font-medium text-slate-900">{entry.label}</span>
                    <Button variant="ghost" size="sm" className="-mr-2 -mt-1 h-8" aria-label={`Dismiss ${entry.label}`} onClick={() => void dismissRejected(entry.key)}>
                      Dismiss
                    </Button>
                  </div>
                  <p className="mt-1 text-red-800">{entry.reason}</p>
                  <p className="mt-0.5 text-xs text-slate-600">{timeFormat.format(entry.rejectedAt)}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
