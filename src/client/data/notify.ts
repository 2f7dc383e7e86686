import { toast, type ToastInput } from '../components/ui/toast';

/** Where the data layer's messages go; tests replace it to observe them. */
let sink: (input: ToastInput) => void = toast;

export function setNotifier(next: (input: ToastInput) => void): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

export function notify(input: ToastInput): void {
  sink(input);
}

export const QUEUED_TOAST = {
  title: "Saved — will sync when you're back online",
} as const;

/** The server asked to wait (busy or failing for now): the change is kept and sent again. */
export const BUSY_TOAST = { title: 'Saved — will sync shortly' } as const;
