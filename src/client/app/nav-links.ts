import type { MessageId } from '../i18n/areas';
import type { MenuAudience } from './menu-audience';

/**
 * Where each screen is reached from: every link is in the menu, grouped by who uses it; `bar`
 * names the width from which it also sits in the header bar (and leaves the menu). The brand mark
 * is the link home.
 */
export interface NavItem {
  to: string;
  /** Its words (chrome catalog). */
  label: MessageId;
  /** In the header bar from this width up ('lg' 1,024 px, 'xl' 1,280 px); only in the menu when absent. */
  bar?: 'lg' | 'xl';
  /** Usable before signing in (browsing, booking's first steps, joining, help): the only links a signed-out visitor's menu lists. */
  visitor?: true;
}

export interface NavGroup {
  title: MessageId;
  items: readonly NavItem[];
}

export const HOME_LINK: NavItem = { to: '/', label: 'chrome.nav.home', visitor: true };

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    title: 'chrome.nav.customers',
    items: [
      { to: '/book-service', visitor: true, label: 'chrome.nav.services', bar: 'lg' },
      { to: '/customer-dashboard', label: 'chrome.nav.myDashboard' },
      { to: '/customer-history', label: 'chrome.nav.myHistory' },
      { to: '/tool-rental', visitor: true, label: 'chrome.nav.toolRental', bar: 'lg' },
    ],
  },
  {
    title: 'chrome.nav.providers',
    items: [
      { to: '/provider-dashboard', visitor: true, label: 'chrome.nav.forProviders', bar: 'lg' },
      { to: '/provider-history', label: 'chrome.nav.providerHistory' },
      { to: '/provider-earnings', label: 'chrome.nav.earnings' },
      { to: '/provider-onboarding', label: 'chrome.nav.onboarding' },
    ],
  },
  {
    title: 'chrome.nav.help',
    items: [
      { to: '/contact', visitor: true, label: 'chrome.nav.contact', bar: 'xl' },
      { to: '/admin', label: 'chrome.nav.admin' },
    ],
  },
];

/** The links shown in the header bar on wide screens, in menu order. */
export const BAR_LINKS: readonly NavItem[] = NAV_GROUPS.flatMap((group) => group.items.filter((item) => item.bar));

/**
 * The menu's groups for who is looking: a signed-out visitor sees only what works without an
 * account (no admin console, earnings or histories to be turned away from); anyone else, and
 * anyone not known yet, every screen.
 */
export function menuGroups(audience: MenuAudience): readonly NavGroup[] {
  if (audience !== 'visitor') return NAV_GROUPS;
  return NAV_GROUPS.map((group) => ({ ...group, items: group.items.filter((item) => item.visitor) })).filter((group) => group.items.length > 0);
}
