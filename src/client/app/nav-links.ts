/** Top navigation, in the spec's order. `mobile` marks the four links the small-screen menu shows. */
export interface NavItem {
  to: string;
  label: string;
  mobile: boolean;
}

export const NAV_LINKS: readonly NavItem[] = [
  { to: '/', label: 'Home', mobile: false },
  { to: '/book-service', label: 'Services', mobile: true },
  { to: '/tool-rental', label: 'Tool Rental', mobile: true },
  { to: '/provider-dashboard', label: 'For Providers', mobile: true },
  { to: '/customer-history', label: 'My History', mobile: false },
  { to: '/provider-history', label: 'Provider History', mobile: false },
  { to: '/contact', label: 'Contact', mobile: false },
  { to: '/admin', label: 'Admin', mobile: false },
];

export const DASHBOARD_LINK: NavItem = { to: '/customer-dashboard', label: 'Dashboard', mobile: true };
