import * as z from 'zod/mini';
import { apiUrl } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { pricingConfigSchema, systemSettingsSchema } from '../../../shared/schemas/admin';
import { sessionSchema, userSchema } from '../../../shared/schemas/user';
import { ADD_ONLY, SINGLETON_KEY, WHOLE_TABLE, mirrorTable, singletonRow } from './table-spec';

export const sessionRowSchema = z.extend(sessionSchema, { key: z.literal(SINGLETON_KEY) });
export const pricingRowSchema = z.safeExtend(pricingConfigSchema, { key: z.literal(SINGLETON_KEY) });
export const settingsRowSchema = z.safeExtend(systemSettingsSchema, { key: z.literal(SINGLETON_KEY) });

/** How often a screen reading the system settings pulls them again. */
export const SETTINGS_POLL_MS = 60_000;

/** Who is acting, and what the administrator manages: users, pricing, settings. */
export const accountTables = {
  session: mirrorTable({
    schema: sessionRowSchema,
    key: 'key',
    indexes: [],
    perUser: false,
    jobs: {
      session: {
        shape: 'object', url: () => apiUrl(apiRoutes.getSession),
        scope: () => ({ kind: 'keys', keys: [SINGLETON_KEY] }), toRow: singletonRow,
      },
    },
  }),
  users: mirrorTable({
    schema: userSchema,
    key: 'id',
    indexes: ['userType'],
    perUser: true,
    jobs: {
      users: { shape: 'list', roles: ['admin'], url: () => apiUrl(apiRoutes.listUsers), scope: () => WHOLE_TABLE },
    },
  }),
  pricing: mirrorTable({
    schema: pricingRowSchema,
    key: 'key',
    indexes: [],
    perUser: true,
    jobs: {
      pricing: { shape: 'object', url: () => apiUrl(apiRoutes.getPricing), scope: () => ADD_ONLY, toRow: singletonRow },
    },
  }),
  settings: mirrorTable({
    schema: settingsRowSchema,
    key: 'key',
    indexes: [],
    perUser: true,
    jobs: {
      // Pulled again every minute while a screen shows them (an unchanged answer is a 304): the
      // start window and before-photo hints follow the operator's early-start setting without a reload.
      settings: { shape: 'object', intervalMs: SETTINGS_POLL_MS, url: () => apiUrl(apiRoutes.getSettings), scope: () => ADD_ONLY, toRow: singletonRow },
    },
  }),
};
