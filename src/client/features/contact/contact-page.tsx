import { Suspense, useRef, useState } from 'react';
import { BRAND, BRAND_PHONE_HREF } from '../../../shared/catalog/brand';
import { SUPPORT_POLICY } from '../../../shared/catalog/policy';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { TitledCard } from '../../components/ui/card';
import { useT, type Translate } from '../../i18n/use-t';
import { COMMON_ISSUES } from './chat-replies';
import { SupportChat, type AskedQuestion } from './support-chat';
import { GrievanceCard } from './grievance-card';

const contactDetails = (t: Translate): { term: string; text: string; href?: string }[] => [
  { term: t('contact.phone'), text: BRAND.phone, href: BRAND_PHONE_HREF },
  { term: t('contact.email'), text: BRAND.email, href: `mailto:${BRAND.email}` },
  { term: t('contact.office'), text: t('chrome.footer.location') },
  { term: t('contact.hoursTerm'), text: t('contact.hours', { hours: SUPPORT_POLICY.supportHours, replyHours: SUPPORT_POLICY.emailReplyWithinHours }) },
];

/** The contact page, in the chosen language (the `contact` area; its chat's answers too). */
export function ContactPage() {
  const t = useT('contact', 'common', 'catalogue');
  const [asked, setAsked] = useState<AskedQuestion>();
  const chatInput = useRef<HTMLTextAreaElement>(null);
  const ask = (text: string) => setAsked((prev) => ({ text, key: (prev?.key ?? 0) + 1 }));
  const reportIssueHref = `mailto:${BRAND.email}?subject=${encodeURIComponent(t('contact.quick.reportSubject'))}`;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('chrome.title.contact')}</h1>
      <p className="mt-1 text-slate-600">{t('contact.intro', { hours: SUPPORT_POLICY.supportHours })}</p>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid grid-cols-1 content-start gap-6">
          <SupportChat asked={asked} inputRef={chatInput} />
          {/* Its words load with it (the privacy area). */}
          <div id="grievance" className="scroll-mt-20">
            <Suspense fallback={null}>
              <GrievanceCard />
            </Suspense>
          </div>
        </div>

        <div className="grid grid-cols-1 content-start gap-6">
          <TitledCard title={t('contact.details')} as="h2">
            <dl className="grid gap-3 text-sm">
              {contactDetails(t).map((d) => (
                <div key={d.term}>
                  <dt className="text-slate-600">{d.term}</dt>
                  {d.href ? (
                    <dd>
                      <a href={d.href} className="font-medium text-brand-800 underline-offset-2 hover:underline">
                        {d.text}
                      </a>
                    </dd>
                  ) : (
                    <dd className="font-medium text-slate-900">{d.text}</dd>
                  )}
                </div>
              ))}
            </dl>
          </TitledCard>

          <TitledCard title={t('contact.quick')} as="h2" contentClassName="grid grid-cols-2 gap-2">
            <Button variant="outline" size="sm" onClick={() => ask(t('contact.quick.trackAsk'))}>
              {t('contact.quick.track')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => ask(t('contact.quick.rateAsk'))}>
              {t('contact.quick.rate')}
            </Button>
            <a href={reportIssueHref} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {t('contact.quick.report')}
            </a>
            <Button variant="outline" size="sm" onClick={() => chatInput.current?.focus()}>
              {t('contact.quick.chat')}
            </Button>
          </TitledCard>

          <TitledCard title={t('contact.issues')} as="h2">
            <p className="mb-2 text-sm text-slate-600">{t('contact.issuesHint')}</p>
            <ul className="flex flex-wrap gap-2">
              {COMMON_ISSUES.map((issue) => (
                <li key={issue.label}>
                  <button
                    type="button"
                    onClick={() => ask(t(issue.question))}
                    className="rounded-full bg-slate-100 px-3 py-1.5 text-xs font-semibold text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {t(issue.label)}
                  </button>
                </li>
              ))}
            </ul>
          </TitledCard>

          <TitledCard title={t('contact.areas')} as="h2">
            <ul className="flex flex-wrap gap-2">
              {BRAND.serviceAreas.map((area) => (
                <li key={area}>
                  <Badge variant="outline">{area}</Badge>
                </li>
              ))}
            </ul>
          </TitledCard>
        </div>
      </div>
    </section>
  );
}
