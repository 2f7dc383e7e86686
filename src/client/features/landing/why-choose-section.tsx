import type { MessageId } from '../../i18n/areas';
import { Icon, type IconName } from './icons';
import { useLandingT } from './use-landing-t';

const reasons: { title: MessageId; text: MessageId; icon: IconName }[] = [
  { title: 'landing.why.verifiedTitle', text: 'landing.why.verifiedText', icon: 'shield' },
  { title: 'landing.why.onTimeTitle', text: 'landing.why.onTimeText', icon: 'clock' },
  { title: 'landing.why.qualityTitle', text: 'landing.why.qualityText', icon: 'badge' },
];

const promises: { text: MessageId; icon: IconName }[] = [
  { text: 'landing.why.prices', icon: 'rupee' },
  { text: 'landing.why.photos', icon: 'camera' },
];

export function WhyChooseSection() {
  const t = useLandingT();
  return (
    <section aria-labelledby="why-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="why-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('landing.why.title')}
          </h2>
          <p className="mt-3 text-slate-600">{t('landing.why.lead')}</p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon name={reason.icon} className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(reason.title)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(reason.text)}</p>
            </li>
          ))}
        </ul>
        <ul className="mx-auto mt-8 flex w-fit max-w-full flex-col gap-3 text-sm text-slate-700 sm:flex-row sm:gap-8">
          {promises.map((promise) => (
            <li key={promise.text} className="flex items-center gap-2">
              <Icon name={promise.icon} className="h-5 w-5 shrink-0 text-brand-700" />
              {t(promise.text)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
