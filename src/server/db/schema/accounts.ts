/** People and their sign-in: accounts, sessions and one-time sign-in codes (ADR 016). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Accounts made by phone sign-in have none. */
  email: text('email').unique(),
  /** An Indian mobile, +91XXXXXXXXXX: the sign-in identity. */
  phone: text('phone').unique(),
  userType: text('user_type', { enum: ['customer', 'provider', 'admin'] }).notNull(),
  isVerified: boolean('is_verified').notNull().default(false),
  location: text('location'),
  profileImage: text('profile_image'),
  /**
   * When the person erased their account (DELETE /api/me): the row stays, emptied, under its id so
   * the invoices and money rows kept by law still point somewhere (ADR 079).
   */
  erasedAt: ts('erased_at'),
  /**
   * When the account last signed in or used a session (moved at most once a day, with the
   * session's expiry): accounts idle for INACTIVE_ACCOUNT_YEARS are told, then erased (retention sweep).
   */
  lastActiveAt: ts('last_active_at').notNull().defaultNow(),
  /** When the retention sweep told the idle account it would be erased; cleared when it is used again. */
  inactivityNoticeAt: ts('inactivity_notice_at'),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** SHA-256 of the cookie's token; the token itself is never stored. Rows from before sign-in have none. */
    tokenHash: text('token_hash').unique(),
    /** Slides forward while the session is used (ADR 016); expired rows are deleted. */
    expiresAt: ts('expires_at').notNull().default(sql`now() + interval '30 days'`),
    /** The browser and system that signed in, as a short summary ("Chrome on Android"), never the raw user agent. */
    device: text('device'),
  },
  (t) => [index('sessions_user').on(t.userId), index('sessions_expiry').on(t.expiresAt)],
);

/** One-time sign-in codes: only a keyed hash of the code is kept (ADR 016). */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The address that asked for it: codes per address are limited too. */
    requestedFrom: text('requested_from').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when used, replaced by a newer code, or voided by too many wrong tries. */
    closedAt: ts('closed_at'),
  },
  (t) => [index('sign_in_codes_phone').on(t.phone, t.createdAt), index('sign_in_codes_address').on(t.requestedFrom, t.createdAt)],
);
