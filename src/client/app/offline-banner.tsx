import { useT } from '../i18n/use-t';
import { useOnlineStatus } from '../pwa/online-status';

/** The live region is always mounted so the message is announced when the connection drops. */
export function OfflineBanner() {
  const t = useT();
  const online = useOnlineStatus();
  return (
    <div aria-live="polite" data-slot="offline-banner">
      {online ? null : (
        <div className="bg-warning-500 px-4 py-2 text-center text-sm font-medium text-slate-950">
          <span className="inline-flex items-center gap-2">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01M3 3l18 18" strokeLinecap="round" />
            </svg>
            {t('chrome.offline')}
          </span>
        </div>
      )}
    </div>
  );
}
