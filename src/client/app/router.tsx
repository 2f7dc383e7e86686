import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LandingPage } from '../features/landing/landing-page';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// The landing page ships in the entry chunk; every other screen is its own chunk.
const BookServicePage = lazyPage(() => import('../features/booking/book-service-page'), 'BookServicePage');
const CustomerDashboardPage = lazyPage(() => import('../features/customer-dashboard/customer-dashboard-page'), 'CustomerDashboardPage');
const CustomerHistoryPage = lazyPage(() => import('../features/customer-history/customer-history-page'), 'CustomerHistoryPage');
const ProviderDashboardPage = lazyPage(() => import('../features/provider-dashboard/provider-dashboard-page'), 'ProviderDashboardPage');
const ProviderHistoryPage = lazyPage(() => import('../features/provider-history/provider-history-page'), 'ProviderHistoryPage');
const ProviderOnboardingPage = lazyPage(() => import('../features/provider-onboarding/provider-onboarding-page'), 'ProviderOnboardingPage');
const ToolRentalPage = lazyPage(() => import('../features/tools/tool-rental-page'), 'ToolRentalPage');
const AdminPage = lazyPage(() => import('../features/admin/admin-page'), 'AdminPage');
const TaxInvoicePage = lazyPage(() => import('../features/tax-invoice/tax-invoice-page'), 'TaxInvoicePage');
const ProviderEarningsPage = lazyPage(() => import('../features/provider-earnings/provider-earnings-page'), 'ProviderEarningsPage');
const ContactPage = lazyPage(() => import('../features/contact/contact-page'), 'ContactPage');
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'), 'NotFoundPage');

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'book-service', element: <BookServicePage /> },
      { path: 'customer-dashboard', element: <CustomerDashboardPage /> },
      { path: 'customer-history', element: <CustomerHistoryPage /> },
      { path: 'tax-invoice', element: <TaxInvoicePage /> },
      { path: 'provider-dashboard', element: <ProviderDashboardPage /> },
      { path: 'provider-history', element: <ProviderHistoryPage /> },
      { path: 'provider-earnings', element: <ProviderEarningsPage /> },
      { path: 'provider-onboarding', element: <ProviderOnboardingPage /> },
      { path: 'tool-rental', element: <ToolRentalPage /> },
      { path: 'admin', element: <AdminPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
