/** The ten routes of the navigation and the heading each shows (the landing page's hero title). */
export const ROUTES: readonly { path: string; heading: RegExp }[] = [
  { path: '/', heading: /Professional Car & Bike Washing/ },
  { path: '/book-service', heading: /Book Your Service/ },
  { path: '/customer-dashboard', heading: /Customer Dashboard/ },
  { path: '/customer-history', heading: /My Booking History/ },
  { path: '/provider-dashboard', heading: /Provider Dashboard/ },
  { path: '/provider-history', heading: /Provider Performance Dashboard/ },
  { path: '/provider-onboarding', heading: /Provider Onboarding/ },
  { path: '/tool-rental', heading: /Tool Rental Service/ },
  { path: '/admin', heading: /Administrator/ },
  { path: '/contact', heading: /Contact Us/ },
];
