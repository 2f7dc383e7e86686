import { useSearchParams } from 'react-router-dom';
import { PersonaGate } from '../../components/persona-gate';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSyncJobs } from '../../data/use-sync-jobs';
import { BookingsTab } from './bookings-tab';
import { OverviewTab } from './overview-tab';
import { PricingTab } from './pricing-tab';
import { ServicesTab } from './services-tab';
import { SettingsTab } from './settings-tab';
import { UsersTab } from './users-tab';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'services', label: 'Services' },
  { value: 'users', label: 'Users' },
  { value: 'bookings', label: 'Bookings' },
  { value: 'settings', label: 'Settings' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((t) => t.value === value);

export function AdminPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Administrator</h1>
      <p className="mt-1 text-slate-600">Prices, services, users, bookings and system settings for GaadiCare.</p>
      <PersonaGate role="admin">
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
      {/* On phones the six tabs sit in two rows of three rather than scrolling out of sight. */}
      <TabsList aria-label="Administrator sections" className="w-full max-sm:grid max-sm:grid-cols-3 sm:w-auto">
        {TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab />
      </TabsContent>
      <TabsContent value="pricing">
        <PricingTab />
      </TabsContent>
      <TabsContent value="services">
        <ServicesTab />
      </TabsContent>
      <TabsContent value="users">
        <UsersTab />
      </TabsContent>
      <TabsContent value="bookings">
        <BookingsTab />
      </TabsContent>
      <TabsContent value="settings">
        <SettingsTab />
      </TabsContent>
    </Tabs>
  );
}
