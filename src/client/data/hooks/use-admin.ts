import { useLiveQuery } from './use-live-query';
import { DEFAULT_PRICING, DEFAULT_SETTINGS, type PricingConfig, type SystemSettings } from '../../../shared/schemas/admin';
import type { User } from '../../../shared/schemas/user';
import { db } from '../engine/db';
import { SINGLETON_KEY } from '../engine/tables';

export function useUsers(): User[] | undefined {
  return useLiveQuery(async () => (await db.users.toArray()).sort((a, b) => a.name.localeCompare(b.name)), []);
}

/** The pricing configuration; the spec's defaults until the server's has been fetched. */
export function usePricing(): { pricing: PricingConfig; fromServer: boolean } | undefined {
  return useLiveQuery(async () => {
    const row = await db.pricing.get(SINGLETON_KEY);
    if (!row) return { pricing: DEFAULT_PRICING, fromServer: false };
    const { key: _key, ...pricing } = row;
    return { pricing, fromServer: true };
  }, []);
}

export function useSettings(): { settings: SystemSettings; fromServer: boolean } | undefined {
  return useLiveQuery(async () => {
    const row = await db.settings.get(SINGLETON_KEY);
    if (!row) return { settings: DEFAULT_SETTINGS, fromServer: false };
    const { key: _key, ...settings } = row;
    // A row stored before a setting existed shows that setting's default until the next refresh.
    return { settings: { ...DEFAULT_SETTINGS, ...settings }, fromServer: true };
  }, []);
}
