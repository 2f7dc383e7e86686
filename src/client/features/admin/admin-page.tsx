import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PersonaGate } from '../../components/persona-gate';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSyncJobs } from '../../data/hooks/use-sync-jobs';
import { LoadingBlocks } from './load-state';
import { OverviewTab } from './overview-tab';
import { SupplierBanner } from './supplier-banner';

/**
 * A tab's code, loaded when the tab is first opened (or pointed at) rather than with the console:
 * the Overview opens first and needs none of the forms, dialogs and lists of the others.
 */
function section<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, fallback: ReactNode) {
  return { load, Component: lazy(() => load().then((module) => ({ default: pick(module) }))), fallback };
}

// Each fallback is the tab's own loading state, so opening a tab shows the same placeholder either way.
const SECTIONS = {
  pricing: section(() => import('./pricing-tab'), (m) => m.PricingTab, <LoadingBlocks label="Loading pricing" shape="form" count={6} />),
  services: section(() => import('./services-tab'), (m) => m.ServicesTab, <LoadingBlocks label="Loading services" shape="services" />),
  users: section(() => import('./users-tab'), (m) => m.UsersTab, <LoadingBlocks label="Loading users" shape="users" count={5} />),
  bookings: section(() => import('./bookings-tab'), (m) => m.BookingsTab, <LoadingBlocks label="Loading bookings" shape="bookings" />),
  settings: section(() => import('./settings-tab'), (m) => m.SettingsTab, <LoadingBlocks label="Loading settings" shape="form" count={6} />),
  audit: section(() => import('./audit-tab'), (m) => m.AuditTab, <LoadingBlocks label="Loading the audit trail" shape="users" count={4} />),
  money: section(() => import('./money-tab'), (m) => m.MoneyTab, <LoadingBlocks label="Loading the ledger" shape="users" count={4} />),
};

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'services', label: 'Services' },
  { value: 'users', label: 'Users' },
  { value: 'bookings', label: 'Bookings' },
  { value: 'settings', label: 'Settings' },
  { value: 'audit', label: 'Audit' },
  { value: 'money', label: 'Money' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((t) => t.value === value);

/** Starts loading a tab's code as the pointer or focus reaches its trigger, so it is usually in by the click. */
const loadTab = (value: TabValue) => (value === 'overview' ? undefined : void SECTIONS[value].load().catch(() => undefined));

export function AdminPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Administrator</h1>
      <p className="mt-1 text-slate-600">Prices, services, users, bookings and system settings for GaadiCare.</p>
      <PersonaGate role="admin">
        <SupplierBanner />
        <AdminConsole />
      </PersonaGate>
    </div>
  );
}

function AdminConsole() {
  // Every tab reads these mirrors; fetching them once here keeps tab switches instant (and offline-safe).
  useSyncJobs(['services', 'allBookings', 'users', 'pricing', 'settings']);
  // The open tab lives in the URL so a reload or a shared link lands on the same tab.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'overview';

  return (
    <Tabs
      value={tab}
      onValueChange={(next) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true })}
      className="mt-6"
    >
      {/* On phones the eight tabs sit in two rows of four rather than scrolling out of sight. */}
      <TabsList aria-label="Administrator sections" className="w-full max-sm:grid max-sm:grid-cols-4 sm:w-auto">
        {TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value} onPointerEnter={() => loadTab(t.value)} onFocus={() => loadTab(t.value)}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {/* Radix mounts only the open tab's content. */}
      <TabsContent value="overview">
        <OverviewTab />
      </TabsContent>
      {(Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]).map((value) => {
        const { Component, fallback } = SECTIONS[value];
        return (
          <TabsContent key={value} value={value}>
            <Suspense fallback={fallback}>
              <Component />
            </Suspense>
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
