import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from './cn';
import { fieldClasses } from './field-classes';

/**
 * The platform's own `<select>` in the look of the other fields: on a phone it opens the system
 * picker (ADR 039). Children are `<option>` and `<optgroup>` elements; `data-empty` shows the
 * placeholder option in the placeholder colour.
 */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function NativeSelect(
  { className, children, ...props },
  ref,
) {
  return (
    <span className="relative block">
      <select ref={ref} className={cn(fieldClasses, 'h-10 appearance-none pr-9 data-[empty]:text-slate-500 [&_option]:text-slate-900 [&_optgroup]:text-slate-900', className)} {...props}>
        {children}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
});
