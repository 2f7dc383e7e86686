import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

type CloseButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** What the button closes or removes, read by screen readers ("Close", "Remove chosen photo 2"). */
  label: string;
  /** The cross's stroke (2 by default; thicker on photos). */
  strokeWidth?: string;
};

/**
 * A square button showing only a cross: closes a card, panel or dialog, or removes an item. Its
 * size, place and colours come from `className`.
 */
export const CloseButton = forwardRef<HTMLButtonElement, CloseButtonProps>(function CloseButton(
  { label, strokeWidth = '2', className, type = 'button', ...props },
  ref,
) {
  return (
    <button ref={ref} type={type} aria-label={label} className={cn('inline-flex items-center justify-center', className)} {...props}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={strokeWidth}>
        <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
      </svg>
    </button>
  );
});
