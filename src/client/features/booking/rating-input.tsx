import { cn } from '../../components/ui/cn';

/** The word shown next to a rating (spec §5). */
export function ratingLabel(value: number): string {
  if (value === 5) return 'Excellent!';
  if (value === 4) return 'Great!';
  if (value === 3) return 'Good';
  if (value === 2) return 'Fair';
  return 'Poor';
}

interface Props {
  name: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
}

/** Five stars as a radio group: arrow keys move, each star says what it means. */
export function RatingInput({ name, label, value, onChange }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span id={`${name}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className="flex items-center gap-2">
        <div
          role="radiogroup"
          aria-labelledby={`${name}-label`}
          className="flex"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight' || event.key === 'ArrowUp') onChange(Math.min(5, value + 1));
            else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') onChange(Math.max(1, value - 1));
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
              aria-label={`${n} star${n === 1 ? '' : 's'}`}
              tabIndex={n === value ? 0 : -1}
              onClick={() => onChange(n)}
              className={cn('h-9 w-9 text-2xl leading-none', n <= value ? 'text-amber-500' : 'text-slate-300')}
            >
              <span aria-hidden="true">★</span>
            </button>
          ))}
        </div>
        <span className="w-20 text-sm text-slate-700" aria-live="polite">
          {ratingLabel(value)}
        </span>
      </div>
    </div>
  );
}
