/**
 * Where each screen is reached from: every link is in the menu, grouped by who uses it; `bar`
 * names the width from which it also sits in the header bar (and leaves the menu). The brand mark
 * is the link home.
 */
export interface NavItem {
  to: string;
  label: string;
  /** In the header bar from this width up ('lg' 1,024 px, 'xl' 1,280 px); only in the menu when absent. */
  bar?: 'lg' | 'xl';
}

export interface NavGroup {
  title: string;
  items: readonly NavItem[];
}

export const HOME_LINK: NavItem = { to: '/', label: 'Home' };

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    title: 'Customers',
    items: [
      { to: '/book-service', label: 'Services', bar: 'lg' },
      { to: '/customer-dashboard', label: 'My Dashboard' },
      { to: '/customer-history', label: 'My History' },
      { to: '/tool-rental', label: 'Tool Rental', bar: 'lg' },
    ],
  },
  {
    title: 'Providers',
    items: [
      { to: '/provider-dashboard', label: 'For Providers', bar: 'lg' },
      { to: '/provider-history', label: 'Provider History' },
      { to: '/provider-earnings', label: 'Earnings' },
      { to: '/provider-onboarding', label: 'Onboarding' },
    ],
  },
  {
    title: 'Help and operations',
    items: [
      { to: '/contact', label: 'Contact', bar: 'xl' },
      { to: '/admin', label: 'Admin Console' },
    ],
  },
];

/** The links shown in the header bar on wide screens, in menu order. */
export const BAR_LINKS: readonly NavItem[] = NAV_GROUPS.flatMap((group) => group.items.filter((item) => item.bar));
