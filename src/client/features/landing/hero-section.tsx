import { CtaLinks } from './cta-links';
import { Icon } from './icons';
import { useLandingT } from './use-landing-t';
import type { MessageId } from '../../i18n/areas';

const highlights: MessageId[] = ['landing.hero.compare', 'landing.hero.quotes', 'landing.hero.gst', 'landing.hero.photos'];

export function HeroSection() {
  const t = useLandingT();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <HeroBackdrop />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
            <Icon name="pin" className="h-4 w-4" />
            {t('landing.hero.city')}
          </p>
          <h1 id="hero-title" className="mt-5 text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            {t('landing.hero.title')}
          </h1>
          <p className="mt-4 max-w-xl text-base text-brand-50 sm:text-lg">
            {t('landing.hero.lead')}
          </p>
          <CtaLinks secondary={{ to: '/provider-dashboard', label: t('landing.cta.join') }} />
        </div>
        <ul className="grid gap-3 rounded-2xl bg-white/10 p-5 ring-1 ring-white/20 sm:p-6" aria-label={t('landing.hero.highlights')}>
          {highlights.map((id) => (
            <li key={id} className="flex items-start gap-3 text-sm sm:text-base">
              <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-accent-500 text-white">
                <Icon name="check" className="h-4 w-4" />
              </span>
              {t(id)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Soft decorative bubbles; pure SVG so the first paint stays light. */
function HeroBackdrop() {
  return (
    <svg className="pointer-events-none absolute inset-0 h-full w-full opacity-20" aria-hidden="true" preserveAspectRatio="xMidYMid slice" viewBox="0 0 400 200">
      <circle cx="340" cy="30" r="60" fill="#5eead4" />
      <circle cx="380" cy="170" r="30" fill="#99f6e4" />
      <circle cx="20" cy="190" r="40" fill="#2dd4bf" />
    </svg>
  );
}
