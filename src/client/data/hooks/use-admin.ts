import { useLiveQuery } from './use-live-query';
import type { PricingConfig, SystemSettings } from '../../../shared/schemas/admin';
import type { User } from '../../../shared/schemas/user';
import { DEFAULT_SETTINGS } from '../../../shared/domain/default-settings';
import { DEFAULT_PRICING } from '../../../shared/pricing/default-pricing';
import { db } from '../engine/db';
import { SINGLETON_KEY } from '../registry/table-spec';
import { byNameCaseless } from '../../../shared/code-unit-order';

// The defaults come from modules without zod: the booking form's first view reads these hooks
// before any schema loads (ADR 107).

export function useUsers(): User[] | undefined {
  return useLiveQuery(async () => (await db.users.toArray()).sort((a, b) => byNameCaseless(a.name, b.name)), []);
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
