import type { ReactNode } from 'react';
import { FieldError, Label } from './label';

/** What a field's control carries so the label, hint and error are read with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  /** The control's id: the label points at it, and the hint's and error's ids are made from it. */
  id: string;
  label: ReactNode;
  /** A line under the control, read with it (`<id>-hint`). */
  hint?: ReactNode;
  /** Replaces the hint's look (text-sm, slate). */
  hintClassName?: string;
  /** The field's validation message (`<id>-error`); the control is marked invalid while there is one. */
  error?: string | null;
  /** Shown under the error, not read with the control (a live preview of the value, say). */
  after?: ReactNode;
  /** Replaces the wrapper's layout (space-y-1.5). */
  className?: string;
  /** The control itself, given its id, aria-invalid and aria-describedby to spread on it. */
  children: (control: FieldControlProps) => ReactNode;
}

/** One form field: label, control, hint and inline error, wired together for assistive technology. */
export function FormField({ id, label, hint, hintClassName, error, after, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'space-y-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className={hintClassName ?? 'text-sm text-slate-600'}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
      {after}
    </div>
  );
}
