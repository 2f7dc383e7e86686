import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../components/ui/dialog';
import { discardPending, dismissRejected } from '../data/outbox-actions';
import type { PendingMutation } from '../data/tables';
import { usePendingMutations, useRejectedMutations } from '../data/use-outbox';

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

/**
 * Header indicator: how many changes wait to sync, and the ones the server refused with its
 * reasons (dismissable). Hidden when there is nothing to tell.
 */
export function SyncStatus() {
  const pending = usePendingMutations() ?? [];
  const rejected = useRejectedMutations() ?? [];
  if (pending.length === 0 && rejected.length === 0) return null;

  const label =
    pending.length > 0
      ? `${pending.length} ${pending.length === 1 ? 'change' : 'changes'} waiting to sync`
      : `${rejected.length} ${rejected.length === 1 ? 'change' : 'changes'} not applied`;

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={rejected.length > 0 && pending.length > 0 ? `${label}, ${rejected.length} not applied` : label}
          className={rejected.length > 0 ? 'border-red-300 text-red-800' : 'border-orange-300 text-orange-800'}
          data-testid="sync-status"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3" strokeLinecap="round" />
            <path d="M18 3v4h-4M6 21v-4h4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span aria-hidden="true">{pending.length > 0 ? pending.length : rejected.length}</span>
          <span aria-hidden="true" className="hidden sm:inline">{pending.length > 0 ? 'waiting' : 'not applied'}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
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
