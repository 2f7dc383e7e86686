import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_PRICING,
  DEFAULT_SETTINGS,
  pricingConfigSchema,
  systemSettingsSchema,
  type PricingConfig,
  type SystemSettings,
} from '../../../shared/schemas/admin';
import type { DbOrTx } from '../../db/database';
import { appConfig } from '../../db/schema';

/** Pricing configuration and system settings as stored; parsed on the way out, defaults if absent. */
export async function getPricing(db: DbOrTx): Promise<PricingConfig> {
  const [row] = await db.select().from(appConfig).where(eq(appConfig.key, 'pricing'));
  return row ? pricingConfigSchema.parse(row.value) : DEFAULT_PRICING;
}

/** Settings stored before a field existed take that field's default (e.g. the invoice supplier). */
export async function getSettings(db: DbOrTx): Promise<SystemSettings> {
  const [row] = await db.select().from(appConfig).where(eq(appConfig.key, 'settings'));
  return row ? systemSettingsSchema.parse({ ...DEFAULT_SETTINGS, ...(row.value as object) }) : DEFAULT_SETTINGS;
}

async function put(db: DbOrTx, key: 'pricing' | 'settings', value: unknown): Promise<void> {
  await db
    .insert(appConfig)
    .values({ key, value })
    .onConflictDoUpdate({ target: appConfig.key, set: { value, updatedAt: sql`now()` } });
}

export const putPricing = (db: DbOrTx, value: PricingConfig) => put(db, 'pricing', value);
export const putSettings = (db: DbOrTx, value: SystemSettings) => put(db, 'settings', value);
