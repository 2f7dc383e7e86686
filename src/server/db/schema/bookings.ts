/** Bookings, their service lines, bids on them, feedback and job photos. */
import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '../../../shared/domain/booking-machine';
import { BID_STATUSES } from '../../../shared/schemas/bid';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../shared/payments/payment-state';
import { VEHICLE_CATEGORIES, VEHICLE_TYPES } from '../../../shared/schemas/common';
import { bytea, oneOf, rowVersion, translatedNameColumns, ts } from './columns';
import { users } from './accounts';
import { services } from './catalogue';

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
    /** The customer's payment of the total (ADR 071): due until paid online or recorded by the provider. */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('due'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    paidAt: ts('paid_at'),
    /** A confirmed booking cancelled late: the fee the customer owes, for the provider (ADR 092). */
    cancellationFeePaise: bigint('cancellation_fee_paise', { mode: 'number' }),
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
    check('bookings_payment_status_known', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
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
    /** The service's Kannada and Hindi names when booked, '' where none was written (ADR 104). */
    ...translatedNameColumns(),
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
