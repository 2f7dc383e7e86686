import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs';

export interface HistoryTab<T> {
  value: string;
  label: ReactNode;
  items: readonly T[];
  /** Shown in place of the list when the tab has no items. */
  empty: ReactNode;
}

interface HistoryTabsProps<T> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly HistoryTab<T>[];
  renderItem: (item: T) => ReactNode;
  /** Shown in every tab instead of its list while the history is still arriving. */
  loading?: ReactNode;
  className?: string;
  tabListClassName?: string;
  triggerClassName?: string;
  listClassName?: string;
}

/** A history as tabs of lists (all, completed, …), each with its empty state: the customer's and the provider's. */
export function HistoryTabs<T extends { id: string }>({
  label,
  tabs,
  renderItem,
  loading,
  className,
  tabListClassName,
  triggerClassName,
  listClassName,
}: HistoryTabsProps<T>) {
  return (
    <Tabs defaultValue={tabs[0]?.value} className={className}>
      <TabsList aria-label={label} className={tabListClassName}>
        {tabs.map((t) => (
          <TabsTrigger key={t.value} value={t.value} className={triggerClassName}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((t) => (
        <TabsContent key={t.value} value={t.value}>
          {loading ??
            (t.items.length === 0 ? (
              t.empty
            ) : (
              <ul className={listClassName}>
                {t.items.map((item) => (
                  <li key={item.id}>{renderItem(item)}</li>
                ))}
              </ul>
            ))}
        </TabsContent>
      ))}
    </Tabs>
  );
}
