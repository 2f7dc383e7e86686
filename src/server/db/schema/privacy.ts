/** What a person agreed to, and the copies of their data they took (docs/privacy.md). */
import { check, index, pgTable, text, boolean } from 'drizzle-orm/pg-core';
import { CONSENT_PURPOSES } from '../../../shared/domain/privacy';
import { users } from './accounts';
import { oneOf, ts } from './columns';

/**
 * Each time a person was shown the notice or turned an optional purpose on or off: kept as a log
 * (one row per decision, never updated), so what they agreed to and when can be shown.
 */
export const consents = pgTable(
  'consents',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => users.id),
    purpose: text('purpose', { enum: CONSENT_PURPOSES }).notNull(),
    /** The version of the notice the person saw (PRIVACY_NOTICE_VERSION). */
    noticeVersion: text('notice_version').notNull(),
    granted: boolean('granted').notNull(),
    recordedAt: ts('recorded_at').notNull().defaultNow(),
  },
  (t) => [index('consents_account').on(t.accountId, t.recordedAt), check('consents_purpose', oneOf(t.purpose, CONSENT_PURPOSES))],
);

/** When a person downloaded their data: the limit on downloads per day (DATA_EXPORT_LIMIT). */
export const dataExports = pgTable(
  'data_exports',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('data_exports_account').on(t.accountId, t.createdAt)],
);
