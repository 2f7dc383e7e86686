import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LandingPage } from '../features/landing/landing-page';
import { lazyGatedPage, lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { SCREEN_CODE } from './screen-code';
import { screen } from './screen-title';

// The landing page ships in the entry chunk; every other screen is its own chunk. A screen with the
// alerts offer (PushOptIn) loads its words (prompts) with it, so the offer shows with the screen.
const BookServicePage = lazyPage(() => import('../features/booking/book-service-page'), 'BookServicePage', ['booking', 'catalogue']);
const CustomerDashboardPage = lazyGatedPage(() => import('../features/customer-dashboard/customer-dashboard-page'), 'CustomerDashboardPage', ['customer', 'catalogue', 'prompts']);
const CustomerHistoryPage = lazyGatedPage(() => import('../features/customer-history/customer-history-page'), 'CustomerHistoryPage', ['customer', 'catalogue']);
const ProviderDashboardPage = lazyGatedPage(() => import('../features/provider-dashboard/provider-dashboard-page'), 'ProviderDashboardPage', [...SCREEN_CODE['/provider-dashboard'].areas]);
const ProviderHistoryPage = lazyGatedPage(() => import('../features/provider-history/provider-history-page'), 'ProviderHistoryPage', ['history', 'common']);
const ProviderOnboardingPage = lazyGatedPage(() => import('../features/provider-onboarding/provider-onboarding-page'), 'ProviderOnboardingPage', ['onboarding', 'photos']);
const ToolRentalPage = lazyPage(() => import('../features/tools/tool-rental-page'), 'ToolRentalPage', ['customer', 'catalogue']);
const AdminPage = lazyGatedPage(() => import('../features/admin/admin-page'), 'AdminPage');
const TaxInvoicePage = lazyPage(() => import('../features/tax-invoice/tax-invoice-page'), 'TaxInvoicePage', ['invoice']);
const ProviderEarningsPage = lazyGatedPage(() => import('../features/provider-earnings/provider-earnings-page'), 'ProviderEarningsPage', ['earnings']);
const ContactPage = lazyPage(() => import('../features/contact/contact-page'), 'ContactPage', ['contact', 'common', 'catalogue']);
const SignInPage = lazyPage(() => import('../features/sign-in/sign-in-page'), 'SignInPage', ['signin', 'privacy']);
const MyDataPage = lazyPage(() => import('../features/my-data/my-data-page'), 'MyDataPage', ['privacy']);
const NotificationsPage = lazyPage(() => import('../features/notifications/notifications-page'), 'NotificationsPage', ['inbox']);
const NotificationSettingsPage = lazyPage(() => import('../features/notifications/notification-settings-page'), 'NotificationSettingsPage', ['inbox', 'prompts']);
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'), 'NotFoundPage', ['common']);

/** Each screen's route carries its title (`handle`), shown in the tab and rendered into its built page. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LandingPage />, handle: screen('chrome.title.home') },
      { path: 'book-service', element: <BookServicePage />, handle: screen('chrome.title.bookService') },
      { path: 'customer-dashboard', element: <CustomerDashboardPage />, handle: screen('chrome.title.customerDashboard') },
      { path: 'customer-history', element: <CustomerHistoryPage />, handle: screen('chrome.title.customerHistory') },
      { path: 'tax-invoice', element: <TaxInvoicePage />, handle: screen('chrome.title.taxInvoice') },
      { path: 'provider-dashboard', element: <ProviderDashboardPage />, handle: screen('chrome.title.providerDashboard') },
      { path: 'provider-history', element: <ProviderHistoryPage />, handle: screen('chrome.title.providerHistory') },
      { path: 'provider-earnings', element: <ProviderEarningsPage />, handle: screen('chrome.title.providerEarnings') },
      { path: 'provider-onboarding', element: <ProviderOnboardingPage />, handle: screen('chrome.title.providerOnboarding') },
      { path: 'tool-rental', element: <ToolRentalPage />, handle: screen('chrome.title.toolRental') },
      { path: 'admin', element: <AdminPage />, handle: screen('chrome.title.admin') },
      { path: 'contact', element: <ContactPage />, handle: screen('chrome.title.contact') },
      { path: 'sign-in', element: <SignInPage />, handle: screen('chrome.title.signIn') },
      { path: 'my-data', element: <MyDataPage />, handle: screen('chrome.account.yourData') },
      { path: 'notifications', element: <NotificationsPage />, handle: screen('chrome.title.notifications') },
      { path: 'notification-settings', element: <NotificationSettingsPage />, handle: screen('chrome.title.notificationSettings') },
      { path: '*', element: <NotFoundPage />, handle: screen('chrome.title.notFound') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
