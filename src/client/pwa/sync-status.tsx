import { lazy, Suspense } from 'react';
import { Button } from '../components/ui/button';
import { useLazyDialog } from '../components/ui/lazy-dialog';
import type { PendingMutation, RejectedMutation } from '../data/engine/tables';
import { usePendingMutations, useRejectedMutations } from '../data/hooks/use-outbox';
import { useT } from '../i18n/use-t';

const loadDialog = () => import('./sync-status-dialog');
const SyncStatusDialog = lazy(() => loadDialog().then((m) => ({ default: m.SyncStatusDialog })));

/**
 * Header indicator: how many changes wait to sync, and the ones the server refused with its
 * reasons (dismissable). Hidden when there is nothing to tell.
 */
export function SyncStatus() {
  const pending = usePendingMutations() ?? [];
  const rejected = useRejectedMutations() ?? [];
  if (pending.length === 0 && rejected.length === 0) return null;
  // Its words (with their counts) load when there is something to tell.
  return (
    <Suspense fallback={null}>
      <SyncStatusButton pending={pending} rejected={rejected} />
    </Suspense>
  );
}

function SyncStatusButton({ pending, rejected }: { pending: PendingMutation[]; rejected: RejectedMutation[] }) {
  const t = useT('sync');
  const dialog = useLazyDialog(loadDialog);

  const label = pending.length > 0 ? t('sync.waitingCount', { count: pending.length }) : t('sync.notAppliedCount', { count: rejected.length });
  const count = pending.length > 0 ? pending.length : rejected.length;
  const short = t(pending.length > 0 ? 'sync.waitingShort' : 'sync.notAppliedShort');
  const full = rejected.length > 0 && pending.length > 0 ? t('sync.alsoNotApplied', { label, count: rejected.length }) : label;

  return (
    <>
      <Button
        ref={dialog.triggerRef}
        {...dialog.triggerProps}
        variant="outline"
        size="sm"
        className={rejected.length > 0 ? 'border-red-300 text-red-800' : 'border-orange-300 text-orange-800'}
        data-testid="sync-status"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3" strokeLinecap="round" />
          <path d="M18 3v4h-4M6 21v-4h4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {/* Named by its own words ("1 waiting": the short word hidden on phones is still read), then
            the full sentence for screen readers; no aria-label that could differ from what it shows. */}
        <span>{count}</span>
        <span className="sr-only sm:not-sr-only">{short}</span>
        <span className="sr-only">{t('sync.statusDetail', { full })}</span>
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <SyncStatusDialog open={dialog.open} onOpenChange={dialog.setOpen} onCloseAutoFocus={dialog.returnFocus} pending={pending} rejected={rejected} />
        </Suspense>
      ) : null}
    </>
  );
}
