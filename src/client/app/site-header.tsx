import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button';
import { cn } from '../components/ui/cn';
import { BrandMark } from './brand-mark';
import { HeaderStatus } from './header-status';
import { DASHBOARD_LINK, NAV_LINKS } from './nav-links';

const linkBase = 'rounded-md px-2.5 font-medium transition-colors whitespace-nowrap';
const linkIdle = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const linkActive = 'bg-brand-50 text-brand-800 font-semibold';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  // A navigation from the small-screen menu should close it.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md" aria-label="GaadiCare home">
          <BrandMark className="h-8 w-8" />
          <span className="text-lg font-bold tracking-tight text-brand-900">GaadiCare</span>
        </Link>

        <nav
          aria-label="Main"
          className="order-last hidden w-full md:block lg:order-none lg:w-auto lg:flex-1"
        >
          <ul className="flex flex-wrap items-center gap-0.5 lg:justify-center">
            {NAV_LINKS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) => cn(linkBase, 'py-2 text-sm', isActive ? linkActive : linkIdle)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          <HeaderStatus />
          <div className="hidden md:block">
            <NavLink
              to={DASHBOARD_LINK.to}
              className={({ isActive }) => buttonClasses({ size: 'sm', variant: isActive ? 'secondary' : 'default' })}
            >
              {DASHBOARD_LINK.label}
            </NavLink>
          </div>
          <button
            type="button"
            className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </div>
      </div>

      <nav id={menuId} aria-label="Menu" hidden={!menuOpen} className="border-t border-slate-200 bg-white md:hidden">
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
          {[...NAV_LINKS.filter((item) => item.mobile), DASHBOARD_LINK].map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) => cn('block', linkBase, 'py-3 text-base', isActive ? linkActive : linkIdle)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
