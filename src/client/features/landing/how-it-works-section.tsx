import type { MessageId } from '../../i18n/areas';
import { Icon, type IconName } from './icons';
import { useLandingT } from './use-landing-t';

const steps: { title: MessageId; text: MessageId; icon: IconName }[] = [
  { title: 'landing.how.chooseTitle', text: 'landing.how.chooseText', icon: 'list' },
  { title: 'landing.how.quotesTitle', text: 'landing.how.quotesText', icon: 'quote' },
  { title: 'landing.how.enjoyTitle', text: 'landing.how.enjoyText', icon: 'sparkle' },
];

export function HowItWorksSection() {
  const t = useLandingT();
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="how-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('landing.how.title')}
        </h2>
        <p className="mt-3 text-slate-600">{t('landing.how.lead')}</p>
      </div>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={step.icon} className="h-6 w-6" />
              </span>
              <span className="text-sm font-semibold text-brand-700">{t('landing.how.step', { n: index + 1 })}</span>
            </div>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(step.title)}</h3>
            <p className="mt-2 text-sm text-slate-600">{t(step.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
