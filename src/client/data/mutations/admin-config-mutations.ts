import { pricingConfigSchema, systemSettingsSchema, type PricingConfig, type SystemSettings } from '../../../shared/schemas/admin';
import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { runMutation, type MutationResult } from '../engine/run-mutation';
import { SINGLETON_KEY } from '../engine/tables';

/**
 * Replaces the pricing configuration. The server validates it and prices every new booking with
 * it; the booking form's preview reads the same mirror row.
 */
export function savePricing(pricing: PricingConfig): Promise<MutationResult<PricingConfig>> {
  return runMutation<PricingConfig>({
    label: 'Save pricing configuration',
    ...apiRequest(apiRoutes.savePricing),
    body: pricing,
    // Values the server will refuse never enter the mirror (it holds only valid configurations);
    // they still go out so the server's own message explains the refusal. The answer carries no
    // row key, so the confirmed row is this put until the refresh brings the server's.
    optimistic: pricingConfigSchema.safeParse(pricing).success ? (w) => w.put('pricing', { ...pricing, key: SINGLETON_KEY }) : undefined,
    refresh: ['pricing'],
    notice: { kind: 'savePricing' },
  });
}

/** Replaces the system settings; the server enforces each one on bookings, bids and cancellations. */
export function saveSettings(settings: SystemSettings): Promise<MutationResult<SystemSettings>> {
  return runMutation<SystemSettings>({
    label: 'Save system settings',
    ...apiRequest(apiRoutes.saveSettings),
    body: settings,
    optimistic: systemSettingsSchema.safeParse(settings).success ? (w) => w.put('settings', { ...settings, key: SINGLETON_KEY }) : undefined,
    refresh: ['settings'],
    notice: { kind: 'saveSettings' },
  });
}
