import { cn } from '../../components/ui/cn';
import { useT } from '../../i18n/use-t';
import { WIZARD_STEPS, type WizardStep } from './wizard-step';

/** The four steps; the ones after the current step stay locked until it is done. */
export function StepIndicator({ current, allDone }: { current: WizardStep; allDone?: boolean }) {
  const t = useT('booking');
  return (
    <nav aria-label={t('booking.steps.label')}>
      <ol className="grid grid-cols-4 gap-2">
        {WIZARD_STEPS.map(({ step, title }) => {
          const done = allDone || step < current;
          const active = !allDone && step === current;
          const locked = !done && !active;
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className="flex flex-col items-center gap-1 text-center sm:flex-row sm:gap-2 sm:text-left"
            >
              <span
                className={cn(
                  'flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  done && 'bg-brand-700 text-white',
                  active && 'bg-brand-100 text-brand-900 ring-2 ring-brand-700',
                  locked && 'bg-slate-100 text-slate-600',
                )}
              >
                {done ? (
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="3">
                    <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                ) : (
                  step
                )}
              </span>
              <span className={cn('text-xs font-medium sm:text-sm', locked ? 'text-slate-600' : 'text-slate-900')}>
                {t(title)}
                <span className="sr-only"> {t(done ? 'booking.steps.done' : active ? 'booking.steps.current' : 'booking.steps.locked')}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
