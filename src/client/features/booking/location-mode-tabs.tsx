import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../components/ui/cn';
import type { MessageId } from '../../i18n/areas';
import { useT } from '../../i18n/use-t';

export type LocationMode = 'address' | 'map';

const MODES: readonly { mode: LocationMode; label: MessageId }[] = [
  { mode: 'address', label: 'booking.location.tabAddress' },
  { mode: 'map', label: 'booking.location.tabMap' },
];

const tabId = (mode: LocationMode) => `location-tab-${mode}`;
const panelId = (mode: LocationMode) => `location-panel-${mode}`;

/**
 * The two ways to give the location as a WAI-ARIA tab strip (arrow keys, Home and End move and
 * choose), in the look of `ui/tabs`. Written here rather than with Radix Tabs: on the booking
 * form's first render Radix's Presence reads the computed style of the panel, a forced style
 * recalculation, and its chunks were the last Radix code on /book-service (ADR 039). Only the
 * chosen panel is rendered, as Radix Tabs does.
 */
export function LocationModeTabs({ mode, onMode, panels }: { mode: LocationMode; onMode: (mode: LocationMode) => void; panels: Record<LocationMode, ReactNode> }) {
  const list = useRef<HTMLDivElement>(null);
  const t = useT('booking');

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const at = MODES.findIndex((m) => m.mode === mode);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: MODES.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const chosen = MODES[(next + MODES.length) % MODES.length].mode;
    onMode(chosen);
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(chosen)}`)?.focus();
  }

  return (
    <div>
      <div
        ref={list}
        role="tablist"
        aria-label={t('booking.location.tabs')}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 text-slate-600"
      >
        {MODES.map(({ mode: m, label }) => (
          <button
            key={m}
            type="button"
            role="tab"
            id={tabId(m)}
            aria-selected={m === mode}
            aria-controls={panelId(m)}
            tabIndex={m === mode ? 0 : -1}
            onClick={() => onMode(m)}
            className={cn(
              'inline-flex min-h-9 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-colors hover:text-slate-900',
              m === mode && 'bg-white text-brand-800 shadow-sm',
            )}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId(mode)} aria-labelledby={tabId(mode)} tabIndex={0} className={cn('mt-4 grid focus-visible:outline-2', mode === 'map' ? 'gap-3' : 'gap-2')}>
        {panels[mode]}
      </div>
    </div>
  );
}
