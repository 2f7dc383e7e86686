import { Link } from 'react-router-dom';
import { BRAND, BRAND_PHONE_HREF } from '../../shared/catalog/brand';
import { istParts } from '../../shared/domain/time';
import type { MessageId } from '../i18n/areas';
import { useT } from '../i18n/use-t';
import { BrandMark } from './brand-mark';

const columns: { title: MessageId; links: { to: string; label: MessageId }[] }[] = [
  {
    title: 'chrome.nav.services',
    links: [
      { to: '/book-service', label: 'chrome.footer.carWashing' },
      { to: '/book-service', label: 'chrome.footer.bikeWashing' },
      { to: '/book-service', label: 'chrome.footer.oilChange' },
      { to: '/tool-rental', label: 'chrome.nav.toolRental' },
    ],
  },
  {
    title: 'chrome.nav.forProviders',
    links: [
      { to: '/provider-dashboard', label: 'chrome.footer.register' },
      { to: '/provider-dashboard', label: 'chrome.title.providerDashboard' },
    ],
  },
];

/** The year of the © line: this year in India, so it never shows a year gone by. */
export const copyrightYear = (now: Date): number => Number(istParts(now).ymd.slice(0, 4));

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="border-t border-slate-800 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-2">
            <BrandMark className="h-8 w-8" />
            <span className="text-lg font-bold text-white">{BRAND.name}</span>
          </div>
          <p className="mt-3 text-sm text-slate-400">{t('chrome.footer.tagline')}</p>
        </div>

        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t(column.title)}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="hover:text-white hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}

        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t('chrome.nav.contact')}</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>
              <a href={BRAND_PHONE_HREF} className="hover:text-white hover:underline">
                {BRAND.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${BRAND.email}`} className="hover:text-white hover:underline" translate="no">
                {BRAND.email}
              </a>
            </p>
            <p>{t('chrome.footer.location')}</p>
          </address>
          <p className="mt-3 text-sm">
            <Link to="/my-data" className="hover:text-white hover:underline">
              {t('chrome.account.yourData')}
            </Link>
          </p>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-400 sm:px-6">
          {t('chrome.footer.rights', { year: copyrightYear(new Date()), brand: BRAND.name })}
        </p>
      </div>
    </footer>
  );
}
