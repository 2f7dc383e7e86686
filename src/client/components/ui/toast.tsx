import { useEffect, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t';
import { cn } from './cn';
import { CloseButton } from './close-button';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

export const TOAST_DURATION_MS = 5000;

// A module-level store so non-React code (the data layer, sync) can raise toasts.
// The product shows at most one toast at a time, so the store holds a single slot.
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing any toast currently on screen. */
export function toast(input: ToastInput): void {
  current = { id: nextId++, title: input.title, description: input.description, variant: input.variant ?? 'default' };
  emit();
}

/** Hides the toast with this id (or whichever is showing when no id is given). */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getCurrentToast(): ToastItem | null {
  return current;
}

/** Mount once near the root. The live region stays in the DOM so screen readers announce new toasts. */
export function Toaster() {
  const t = useT();
  const item = useSyncExternalStore(subscribeToasts, getCurrentToast, getCurrentToast);

  useEffect(() => {
    if (!item) return;
    const timer = setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item]);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:justify-end"
    >
      {item ? (
        <div
          key={item.id}
          data-variant={item.variant}
          data-testid="toast"
          className={cn(
            'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg',
            item.variant === 'destructive' ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">{item.title}</p>
            {item.description ? <p className="mt-1 text-sm opacity-90">{item.description}</p> : null}
          </div>
          <CloseButton
            label={t('chrome.dismissToast')}
            onClick={() => dismissToast(item.id)}
            className="-m-1 h-8 w-8 shrink-0 rounded-md opacity-70 hover:bg-black/5 hover:opacity-100"
          />
        </div>
      ) : null}
    </div>
  );
}
