import { useEffect, type RefObject } from 'react';

/**
 * A page rendered at build time can be typed into before its code has run; React would set a
 * controlled field back to its state on the next render. What was typed is handed to that state
 * once, as the field goes live.
 */
export function useTypedBeforeLive(field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>, keep: (typed: string) => void): void {
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) keep(typed);
    // Once, as the field goes live: later values are the state's own.
  }, []);
}
