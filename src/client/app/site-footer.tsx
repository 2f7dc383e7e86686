import { Link } from 'react-router-dom';
import { BRAND, BRAND_PHONE_HREF } from '../../shared/catalog/brand';
import { BrandMark } from './brand-mark';

const columns = [
  {
    title: 'Services',
    links: [
      { to: '/book-service', label: 'Car Washing' },
      { to: '/book-service', label: 'Bike Washing' },
      { to: '/book-service', label: 'Oil Change' },
      { to: '/tool-rental', label: 'Tool Rental' },
    ],
  },
  {
    title: 'For Providers',
    links: [
      { to: '/provider-dashboard', label: 'Register as Provider' },
      { to: '/provider-dashboard', label: 'Provider Dashboard' },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-800 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-2">
            <BrandMark className="h-8 w-8" />
            <span className="text-lg font-bold text-white">{BRAND.name}</span>
          </div>
          <p className="mt-3 text-sm text-slate-400">{BRAND.tagline}</p>
        </div>

        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}

        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Contact</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>
              <a href={BRAND_PHONE_HREF} className="hover:text-white hover:underline">
                {BRAND.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${BRAND.email}`} className="hover:text-white hover:underline">
                {BRAND.email}
              </a>
            </p>
            <p>{BRAND.location}</p>
          </address>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-400 sm:px-6">
          © {BRAND.copyrightYear} {BRAND.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
