import { Icon, type IconName } from './icons';

const reasons: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Verified Providers',
    text: 'Every provider passes identity checks, video and etiquette training and an assessment before taking jobs.',
    icon: 'shield',
  },
  {
    title: 'On-Time Service',
    text: 'Choose a slot that suits you; providers only bid on times they are available to work.',
    icon: 'clock',
  },
  {
    title: 'Quality Assured',
    text: 'Before and after photos document every job, and your ratings keep standards high.',
    icon: 'badge',
  },
];

const promises: { text: string; icon: IconName }[] = [
  { text: 'Transparent prices with 18% GST included in every total', icon: 'rupee' },
  { text: 'Photo documentation of every service', icon: 'camera' },
];

export function WhyChooseSection() {
  return (
    <section aria-labelledby="why-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="why-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Why Choose GaadiCare
          </h2>
          <p className="mt-3 text-slate-600">Compare prices, get instant quotes and let providers compete for your booking.</p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon name={reason.icon} className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{reason.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{reason.text}</p>
            </li>
          ))}
        </ul>
        <ul className="mx-auto mt-8 flex w-fit max-w-full flex-col gap-3 text-sm text-slate-700 sm:flex-row sm:gap-8">
          {promises.map((promise) => (
            <li key={promise.text} className="flex items-center gap-2">
              <Icon name={promise.icon} className="h-5 w-5 shrink-0 text-brand-700" />
              {promise.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
