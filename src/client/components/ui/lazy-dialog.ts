import { useRef, useState, type FocusEvent, type PointerEvent, type RefObject } from 'react';

/**
 * For dialogs whose content (and Radix) loads on first open, so the trigger can sit on every page
 * without their code: the trigger's state, whether the dialog has been mounted yet, props that
 * start the download when the pointer or focus reaches the trigger, and the trigger to focus
 * again on close (Radix only does that for its own Trigger).
 */
export function useLazyDialog(load: () => Promise<unknown>): {
  open: boolean;
  setOpen: (open: boolean) => void;
  mounted: boolean;
  triggerRef: RefObject<HTMLButtonElement | null>;
  triggerProps: {
    'aria-haspopup': 'dialog';
    'aria-expanded': boolean;
    onPointerEnter: (event: PointerEvent) => void;
    onFocus: (event: FocusEvent) => void;
    onClick: () => void;
  };
  returnFocus: (event: Event) => void;
} {
  const [open, setOpenState] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const preload = () => void load().catch(() => undefined);
  const setOpen = (next: boolean) => {
    if (next) setMounted(true);
    setOpenState(next);
  };
  return {
    open,
    setOpen,
    mounted,
    triggerRef,
    triggerProps: { 'aria-haspopup': 'dialog', 'aria-expanded': open, onPointerEnter: preload, onFocus: preload, onClick: () => setOpen(true) },
    returnFocus: (event) => {
      event.preventDefault();
      triggerRef.current?.focus();
    },
  };
}
