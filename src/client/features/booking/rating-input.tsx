import { Suspense } from 'react';
import { FieldError } from '../../components/ui/label';
import { cn } from '../../components/ui/cn';
import { useFormText } from '../../i18n/form-text';
import type { MessageId } from '../../i18n/areas';
import { useT } from '../../i18n/use-t';

/** The word shown next to a rating (spec §5), as an id. */
export function ratingLabel(value: number): MessageId {
  if (value === 5) return 'booking.rating.5';
  if (value === 4) return 'booking.rating.4';
  if (value === 3) return 'booking.rating.3';
  if (value === 2) return 'booking.rating.2';
  return 'booking.rating.1';
}

interface Props {
  name: string;
  label: string;
  /** null until the person picks a star: none is chosen for them. */
  value: number | null;
  onChange: (value: number) => void;
  /** Why the rating is still needed (a `forms` id), shown under the stars. */
  error?: MessageId;
}

/** Five stars as a radio group: arrow keys move, each star says what it means. */
export function RatingInput({ name, label, value, onChange, error }: Props) {
  const t = useT('booking');
  const errorId = `${name}-error`;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${name}-label`} className="text-sm font-medium text-slate-800">
          {label}
        </span>
        <div className="flex items-center gap-2">
          <div
            role="radiogroup"
            aria-labelledby={`${name}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="flex"
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowUp') onChange(Math.min(5, (value ?? 0) + 1));
              else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') onChange(Math.max(1, (value ?? 2) - 1));
              else return;
              event.preventDefault();
              const group = event.currentTarget;
              requestAnimationFrame(() => group.querySelector<HTMLElement>('[aria-checked="true"]')?.focus());
            }}
          >
            {[1, 2, 3, 4, 5].map((n) => (
              <button
                key={n}
                type="button"
                role="radio"
                aria-checked={n === value}
                aria-label={t('booking.rating.stars', { count: n })}
                // With nothing picked the first star takes the focus, as in a radio group with none checked.
                tabIndex={n === (value ?? 1) ? 0 : -1}
                onClick={() => onChange(n)}
                className={cn('h-9 w-9 text-2xl leading-none', value !== null && n <= value ? 'text-amber-500' : 'text-slate-300')}
              >
                <span aria-hidden="true">★</span>
              </button>
            ))}
          </div>
          <span className="w-20 text-sm text-slate-700" aria-live="polite">
            {value === null ? '' : t(ratingLabel(value))}
          </span>
        </div>
      </div>
      {error ? (
        <Suspense fallback={null}>
          <RatingError id={errorId} message={error} />
        </Suspense>
      ) : null}
    </div>
  );
}

function RatingError({ id, message }: { id: string; message: MessageId }) {
  const word = useFormText();
  return <FieldError id={id}>{word(message)}</FieldError>;
}
