import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/use-t';
import { WizardSkeleton } from './wizard-skeleton';

// The heading paints as soon as this small chunk arrives; the wizard and the local database
// follow in their own chunks, the form library with the form's rules once the person starts on
// the page (ADR 109).
const BookingWizard = lazy(() => import('./booking-wizard').then((m) => ({ default: m.BookingWizard })));

function WizardLoading() {
  const t = useT('booking');
  return <WizardSkeleton label={t('booking.loading.form')} />;
}

export function BookServicePage() {
  const t = useT('booking');
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('booking.page.title')}</h1>
      <p className="mt-1 text-slate-600">{t('booking.page.lead')}</p>
      <div className="mt-6">
        <Suspense fallback={<WizardLoading />}>
          <BookingWizard />
        </Suspense>
      </div>
    </section>
  );
}
