import { CtaLinks } from './cta-links';
import { useLandingT } from './use-landing-t';

export function CtaSection() {
  const t = useLandingT();
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
      <div className="rounded-3xl bg-brand-700 px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('landing.cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-50">
          {t('landing.cta.lead')}
        </p>
        <CtaLinks centered secondary={{ to: '/tool-rental', label: t('landing.cta.tools') }} />
      </div>
    </section>
  );
}
