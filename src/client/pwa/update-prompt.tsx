import { createPortal } from 'react-dom';
import { Button } from '../components/ui/button';
import { applyUpdate, useUpdateWaiting } from './update-flow';
import { useT } from '../i18n/use-t';

/** Offered when a new version is ready but reloading now could lose unsynced changes or input. */
export function UpdatePrompt() {
  // Its words ship with the chrome: an update must not wait on fetching a chunk.
  const t = useT();
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  // In <body>, not inside the header (whose backdrop blur would pin it there).
  return createPortal(
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 flex items-center justify-between gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg sm:inset-x-auto sm:left-4 sm:w-96"
    >
      <span>{t('chrome.update.ready')}</span>
      <Button size="sm" variant="secondary" onClick={() => applyUpdate(true)}>
        {t('chrome.update.reload')}
      </Button>
    </div>,
    document.body,
  );
}
