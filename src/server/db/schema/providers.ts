/** A provider's working profile: rates, base, radius and weekly hours. */
import { bigint, boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PROVIDER_PROFILE_DEFAULTS } from '../../../shared/schemas/provider';
import { users } from './accounts';

export const providerProfiles = pgTable('provider_profiles', {
  userId: text('user_id').primaryKey().references(() => users.id),
  hourlyRateMin: integer('hourly_rate_min').notNull().default(PROVIDER_PROFILE_DEFAULTS.hourlyRateMin),
  hourlyRateMax: integer('hourly_rate_max').notNull().default(PROVIDER_PROFILE_DEFAULTS.hourlyRateMax),
  serviceRadius: integer('service_radius').notNull().default(PROVIDER_PROFILE_DEFAULTS.serviceRadius),
  /** Mean overall rating × 10 (one decimal kept exactly); null before the first feedback. */
  ratingTenths: integer('rating_tenths'),
  reviews: integer('reviews').notNull().default(0),
  totalJobs: integer('total_jobs').notNull().default(0),
  completedJobs: integer('completed_jobs').notNull().default(0),
  totalEarningsPaise: bigint('total_earnings_paise', { mode: 'number' }).notNull().default(0),
  /** Where the provider starts from; jobs within serviceRadius km of it are "nearby". */
  baseLatitude: text('base_latitude'),
  baseLongitude: text('base_longitude'),
});

export const providerAvailability = pgTable(
  'provider_availability',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id').notNull().references(() => users.id),
    dayOfWeek: integer('day_of_week').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
  },
  (t) => [uniqueIndex('provider_availability_day').on(t.providerId, t.dayOfWeek)],
);
