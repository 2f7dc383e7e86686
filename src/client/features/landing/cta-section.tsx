import { CtaLinks } from './cta-links';

export function CtaSection() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
      <div className="rounded-3xl bg-brand-700 px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Book Your Service Today
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-50">
          Get competitive quotes from verified providers in minutes — prices include GST, with no surprises at the door.
        </p>
        <CtaLinks centered secondary={{ to: '/tool-rental', label: 'Rent Tools' }} />
      </div>
    </section>
  );
}
