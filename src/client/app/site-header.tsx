import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button';
import { cn } from '../components/ui/cn';
import { useT } from '../i18n/use-t';
import { BrandMark } from './brand-mark';
import { HeaderStatus } from './header-status';
import { LanguageSwitch } from './language-switch';
import { BAR_LINKS, HOME_LINK, menuGroups, type NavItem } from './nav-links';
import { useMenuAudience } from './menu-audience';

const linkBase = 'rounded-md px-2.5 font-medium transition-colors whitespace-nowrap';
const linkIdle = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const linkActive = 'bg-brand-50 text-brand-800 font-semibold';

// Literal class names per width, so Tailwind generates them.
const IN_BAR: Record<NonNullable<NavItem['bar']>, string> = { lg: 'hidden lg:block', xl: 'hidden xl:block' };
const IN_MENU: Record<NonNullable<NavItem['bar']>, string> = { lg: 'lg:hidden', xl: 'xl:hidden' };

/**
 * One row at every width from 320 px: the brand, the links that fit (none on a phone), the device
 * status (sync, persona, install) and the menu. The menu holds every screen, grouped by who uses
 * it, less the links already in the bar; on a phone it is the whole navigation.
 */
export function SiteHeader() {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const groups = menuGroups(useMenuAudience());

  // A navigation from the menu closes it.
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape or a click outside the header closes the menu.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-14 max-w-7xl flex-nowrap items-center gap-2 px-3 sm:px-6 lg:gap-3">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md" aria-label={t('chrome.homeLink')}>
          <BrandMark className="h-8 w-8" />
          <span className="text-lg font-bold tracking-tight text-brand-900 max-[419px]:sr-only">GaadiCare</span>
        </Link>

        <nav aria-label={t('chrome.nav.main')} className="hidden min-w-0 flex-1 lg:block">
          <ul className="flex flex-nowrap items-center gap-0.5">
            {[{ ...HOME_LINK, bar: 'xl' as const }, ...BAR_LINKS].map((item) => (
              <li key={item.to} className={item.bar ? IN_BAR[item.bar] : undefined}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) => cn(linkBase, 'block py-2 text-sm', isActive ? linkActive : linkIdle)}
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex min-w-0 shrink-0 items-center gap-1.5 sm:gap-2">
          <HeaderStatus />
          <div className="hidden xl:block">
            <NavLink to="/customer-dashboard" className={({ isActive }) => buttonClasses({ size: 'sm', variant: isActive ? 'secondary' : 'default' })}>
              {t('chrome.nav.dashboard')}
            </NavLink>
          </div>
          <button
            type="button"
            className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'h-10 gap-1 px-2 lg:px-3' })}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 lg:hidden" fill="none" stroke="currentColor" strokeWidth="2">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" /> : <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />}
            </svg>
            {/* Named "More — open menu": the word shown on wide screens is part of the name. */}
            <span className="sr-only text-sm lg:not-sr-only">{t('chrome.nav.more')}</span>
            <span className="sr-only"> — {t(menuOpen ? 'chrome.nav.closeMenu' : 'chrome.nav.openMenu')}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className={cn('hidden h-4 w-4 transition-transform lg:block', menuOpen && 'rotate-180')} fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label={t('chrome.nav.menu')}
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg lg:left-auto lg:right-6 lg:w-72 lg:rounded-b-xl lg:border-x"
      >
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 sm:px-6 lg:px-3">
          <li className="lg:hidden">
            <MenuLink item={HOME_LINK} />
          </li>
          {groups.map((group) => (
            <li key={group.title}>
              <p className="px-2.5 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{t(group.title)}</p>
              <ul className="flex flex-col gap-0.5">
                {group.items.map((item) => (
                  <li key={item.to} className={item.bar ? IN_MENU[item.bar] : undefined}>
                    <MenuLink item={item} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li>
            <LanguageSwitch />
          </li>
        </ul>
      </nav>
    </header>
  );
}

function MenuLink({ item }: { item: NavItem }) {
  const t = useT();
  return (
    <NavLink
      to={item.to}
      end={item.to === '/'}
      className={({ isActive }) => cn('block', linkBase, 'py-2.5 text-base lg:py-2 lg:text-sm', isActive ? linkActive : linkIdle)}
    >
      {t(item.label)}
    </NavLink>
  );
}
