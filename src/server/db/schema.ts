import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { TaxInvoice } from '../../shared/schemas/invoice';
import { BOOKING_STATUSES } from '../../shared/domain/booking-machine';
import { BID_STATUSES } from '../../shared/schemas/bid';
import { PROVIDER_PROFILE_DEFAULTS } from '../../shared/schemas/provider';
import { VEHICLE_CATEGORIES, VEHICLE_TYPES } from '../../shared/schemas/common';
import { ID_PHOTO_SIDES } from '../../shared/schemas/onboarding';

/** A check that a text column holds one of `values` (the lists in src/shared are the only source). */
function oneOf(column: AnyPgColumn, values: readonly string[]) {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One sequence orders every change to the synced rows: a trigger sets a row's `version` from it
 * in the writing transaction, and a delta pull asks for rows above its cursor
 * (docs/delta-sync.md, ADR 018).
 */
export const changeSeq = pgSequence('change_seq');
/** A row's place in change_seq; set by the change_version trigger, never by the application. */
const rowVersion = () => bigint('version', { mode: 'number' }).notNull().default(0);

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
});

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

export const providerVerification = pgTable('provider_verification', {
  providerId: text('provider_id').primaryKey().references(() => users.id),
  identityVerified: boolean('identity_verified').notNull().default(false),
  videoTrainingCompleted: boolean('video_training_completed').notNull().default(false),
  etiquetteTrainingCompleted: boolean('etiquette_training_completed').notNull().default(false),
  assessmentPassed: boolean('assessment_passed').notNull().default(false),
  /** When the provider last started the training film from its beginning (server clock): the video step needs the film's length since. */
  videoStartedAt: ts('video_started_at'),
});

export const identitySubmissions = pgTable('identity_submissions', {
  providerId: text('provider_id').primaryKey().references(() => users.id),
  documentType: text('document_type', { enum: ['passport', 'drivers_license', 'national_id', 'aadhar'] }).notNull(),
  maskedNumber: text('masked_number').notNull(),
  documentUrl: text('document_url').notNull().default(''),
  status: text('status', { enum: ['pending', 'approved'] }).notNull().default('pending'),
  submittedAt: ts('submitted_at').notNull().defaultNow(),
  reviewedAt: ts('reviewed_at'),
});

/**
 * The photos of a provider's identity document, one per side (front; back where the document has
 * one: identity-documents.ts). The bytes are files in the photo store, like job photos (ADR 022);
 * a new photo of a side replaces the old one until the submission is under review.
 */
export const identityPhotos = pgTable(
  'identity_photos',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id').notNull().references(() => users.id),
    side: text('side', { enum: ID_PHOTO_SIDES }).notNull(),
    mimeType: text('mime_type', { enum: ['image/jpeg', 'image/png'] }).notNull(),
    bytes: integer('bytes').notNull(),
    uploadedAt: ts('uploaded_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_photos_side').on(t.providerId, t.side), check('identity_photos_side_known', oneOf(t.side, ID_PHOTO_SIDES))],
);

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

export const services = pgTable('services', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  basePricePaise: bigint('base_price_paise', { mode: 'number' }).notNull(),
  duration: integer('duration').notNull(),
  vehicleType: text('vehicle_type', { enum: ['car', 'bike', 'both'] }).notNull().default('car'),
  category: text('category').notNull().default('wash'),
  /** The SAC (services accounting code) its tax invoice lines carry. */
  sacCode: text('sac_code').notNull().default('998714'),
  retired: boolean('retired').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull().references(() => users.id),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    scheduledTime: ts('scheduled_time').notNull(),
    location: text('location').notNull(),
    latitude: text('latitude'),
    longitude: text('longitude'),
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPES }).notNull(),
    vehicleModel: text('vehicle_model'),
    vehicleCategory: text('vehicle_category', { enum: VEHICLE_CATEGORIES }).notNull(),
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    gstPaise: bigint('gst_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    providerPaise: bigint('provider_paise', { mode: 'number' }).notNull(),
    platformPaise: bigint('platform_paise', { mode: 'number' }).notNull(),
    /** Part of providerPaise paid from the platform fee for taking over a released job. */
    priorityBonusPaise: bigint('priority_bonus_paise', { mode: 'number' }).notNull().default(0),
    /** The GST and platform fee rates the amounts were computed with (basis points: 1800 = 18 %). */
    gstRateBp: integer('gst_rate_bp').notNull().default(1800),
    platformFeeRateBp: integer('platform_fee_rate_bp').notNull().default(2500),
    /** After an emergency release, the total the customer had agreed to; cleared when a new bid is accepted. */
    agreedTotalPaise: bigint('agreed_total_paise', { mode: 'number' }),
    /** The tax invoice issued on completion (invoices holds it; kept here so lists need no join). */
    invoiceNumber: text('invoice_number'),
    selectedProviderId: text('selected_provider_id').references(() => users.id),
    releaseReason: text('release_reason'),
    releasedByProviderIds: jsonb('released_by_provider_ids').$type<string[]>().notNull().default([]),
    completedAt: ts('completed_at'),
    /** latitude/longitude as numbers, for the indexed bounding-box prefilter of nearby jobs. */
    latDeg: doublePrecision('lat_deg'),
    lngDeg: doublePrecision('lng_deg'),
    /** The 4-digit code the customer reads out to the provider at the door (start-code.ts); never sent to a provider. */
    startCode: text('start_code'),
    /** Wrong start codes since the last lock or start; at the limit the start is locked until start_locked_until. */
    startAttempts: integer('start_attempts').notNull().default(0),
    startLockedUntil: ts('start_locked_until'),
    version: rowVersion(),
  },
  (t) => [
    index('bookings_customer').on(t.customerId, t.createdAt),
    index('bookings_status').on(t.status, t.createdAt),
    index('bookings_provider').on(t.selectedProviderId, t.createdAt),
    // Open jobs by place: a provider's nearby list reads one latitude band of this index.
    index('bookings_open_place').on(t.latDeg, t.lngDeg).where(sql`status in ('pending', 'emergency_released')`),
    index('bookings_version').on(t.version),
    check('bookings_status_known', oneOf(t.status, BOOKING_STATUSES)),
  ],
);

/** The services of a booking with the name and prices charged, kept so history survives catalogue edits. */
export const bookingServices = pgTable(
  'booking_services',
  {
    bookingId: text('booking_id').notNull().references(() => bookings.id),
    serviceId: text('service_id').notNull().references(() => services.id),
    kind: text('kind', { enum: ['service', 'addon'] }).notNull(),
    name: text('name').notNull(),
    basePricePaise: bigint('base_price_paise', { mode: 'number' }).notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.serviceId] })],
);

export const bids = pgTable(
  'bids',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id').notNull().references(() => bookings.id),
    providerId: text('provider_id').notNull().references(() => users.id),
    /** The service price P; the rest is the bid's price, frozen when placed or revised. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    gstPaise: bigint('gst_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    providerPaise: bigint('provider_paise', { mode: 'number' }).notNull(),
    platformPaise: bigint('platform_paise', { mode: 'number' }).notNull(),
    priorityBonusPaise: bigint('priority_bonus_paise', { mode: 'number' }).notNull().default(0),
    gstRateBp: integer('gst_rate_bp').notNull(),
    platformFeeRateBp: integer('platform_fee_rate_bp').notNull(),
    estimatedDuration: integer('estimated_duration').notNull(),
    message: text('message'),
    status: text('status', { enum: BID_STATUSES }).notNull().default('pending'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: rowVersion(),
  },
  (t) => [
    index('bids_version').on(t.version),
    index('bids_provider').on(t.providerId),
    // Listed by what the customer pays.
    index('bids_booking_total').on(t.bookingId, t.totalPaise),
    // At most one accepted bid per booking, whatever races happen.
    uniqueIndex('bids_one_accepted').on(t.bookingId).where(sql`status = 'accepted'`),
    // One live bid per provider per booking (placing again revises it).
    uniqueIndex('bids_one_live_per_provider').on(t.bookingId, t.providerId).where(sql`status = 'pending'`),
  ],
);

export const feedback = pgTable('feedback', {
  id: text('id').primaryKey(),
  bookingId: text('booking_id').notNull().unique().references(() => bookings.id),
  customerId: text('customer_id').notNull().references(() => users.id),
  providerId: text('provider_id').notNull().references(() => users.id),
  overallRating: integer('overall_rating').notNull(),
  punctualityRating: integer('punctuality_rating').notNull(),
  qualityRating: integer('quality_rating').notNull(),
  professionalismRating: integer('professionalism_rating').notNull(),
  cleanlinessRating: integer('cleanliness_rating').notNull(),
  comments: text('comments'),
  suggestions: text('suggestions'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const photos = pgTable(
  'photos',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id').notNull().references(() => bookings.id),
    type: text('type', { enum: ['before', 'after'] }).notNull(),
    mimeType: text('mime_type', { enum: ['image/jpeg', 'image/png'] }).notNull(),
    bytes: integer('bytes').notNull(),
    /**
     * Photos are kept as files (the photo store, ADR 022); only photos stored before that have
     * their bytes here, until the start-up move takes them out (src/server/modules/bookings/photo-files.ts).
     */
    data: bytea('data'),
    uploadedBy: text('uploaded_by').notNull().references(() => users.id),
    /** When the server received the photo (the receive time of the photo proof). */
    createdAt: ts('created_at').notNull().defaultNow(),
    /** The photo proof (photo-proof.ts): the device's capture time and position, and the distance from the booking. */
    capturedAt: ts('captured_at'),
    captureLatitude: doublePrecision('capture_latitude'),
    captureLongitude: doublePrecision('capture_longitude'),
    distanceMeters: integer('distance_meters'),
  },
  (t) => [index('photos_booking').on(t.bookingId)],
);

export const tools = pgTable('tools', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  dailyRatePaise: bigint('daily_rate_paise', { mode: 'number' }).notNull(),
  depositPaise: bigint('deposit_paise', { mode: 'number' }).notNull(),
  pickupLocation: text('pickup_location').notNull(),
});

export const toolRentals = pgTable(
  'tool_rentals',
  {
    id: text('id').primaryKey(),
    toolId: text('tool_id').notNull().references(() => tools.id),
    customerId: text('customer_id').notNull().references(() => users.id),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date').notNull(),
    status: text('status', { enum: ['active', 'returned'] }).notNull().default('active'),
    /** The tool's daily rate when rented; totalPaise is the rent (rate x days), depositPaise refundable. */
    dailyRatePaise: bigint('daily_rate_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    depositPaise: bigint('deposit_paise', { mode: 'number' }).notNull(),
    returnedAt: ts('returned_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('tool_rentals_customer').on(t.customerId, t.createdAt),
    // A tool is out with at most one customer at a time.
    uniqueIndex('tool_rentals_one_active').on(t.toolId).where(sql`status = 'active'`),
  ],
);

export const trainingModules = pgTable('training_modules', {
  id: text('id').primaryKey(),
  type: text('type', { enum: ['video', 'etiquette'] }).notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  duration: integer('duration').notNull(),
  content: text('content').notNull(),
  position: integer('position').notNull(),
});

export const assessmentQuestions = pgTable('assessment_questions', {
  id: text('id').primaryKey(),
  question: text('question').notNull(),
  options: jsonb('options').$type<string[]>().notNull(),
  answerIndex: integer('answer_index').notNull(),
  position: integer('position').notNull(),
});

export const assessmentAttempts = pgTable('assessment_attempts', {
  id: text('id').primaryKey(),
  providerId: text('provider_id').notNull().references(() => users.id),
  correct: integer('correct').notNull(),
  questions: integer('questions').notNull(),
  percentage: integer('percentage').notNull(),
  passed: boolean('passed').notNull(),
  timeSpent: integer('time_spent').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The last tax invoice number used in each financial year ('2026-27'); locked and moved on by each issue. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/** One tax invoice per completed booking, frozen as issued. */
export const invoices = pgTable(
  'invoices',
  {
    bookingId: text('booking_id').primaryKey().references(() => bookings.id),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: ts('issued_at').notNull(),
    /** The invoice exactly as GET /api/bookings/{id}/invoice answers it. */
    document: jsonb('document').$type<TaxInvoice>().notNull(),
  },
  (t) => [uniqueIndex('invoices_year_sequence').on(t.financialYear, t.sequence)],
);

/** Pricing configuration and system settings, one JSON document per key. */
export const appConfig = pgTable('app_config', {
  key: text('key', { enum: ['pricing', 'settings'] }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
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

/** The first answer to each Idempotency-Key, stored in the same transaction as the effect. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    actorId: text('actor_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.actorId, t.key] })],
);

/**
 * The newest change_seq value committed per data group, written by every write in its own
 * transaction: what each server process's ETags are made of, so processes agree (ADR 018).
 * The row '~epoch' holds a random number chosen when the table was created: ETags and cursors
 * from another database (or one reset since) never match.
 */
export const changeState = pgTable('change_state', {
  dataGroup: text('data_group').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
