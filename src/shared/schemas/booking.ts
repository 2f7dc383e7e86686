import * as z from 'zod/mini';
import { BOOKING_STATUSES } from '../domain/booking-machine';
import { START_CODE_FORMAT_MESSAGE, START_CODE_PATTERN } from '../domain/start-code';
import {
  latitudeText,
  longitudeText,
  clientUuid,
  DEFAULT_VEHICLE_CATEGORY,
  idString,
  moneyString,
  multiLineText,
  singleLineText,
  vehicleCategorySchema,
  vehicleTypeSchema,
} from './common';
import { feedbackSchema } from './feedback';
import { priceFields } from './price';
import { bookingPaymentSchema } from './payment';
import { scheduledTimeSchema, slotStartSchema } from './slot';
import { translatedNameSchema } from './catalogue-text';

export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const photoTypeSchema = z.enum(['before', 'after'], { message: "Photo type must be 'before' or 'after'" });
export type PhotoType = z.infer<typeof photoTypeSchema>;

export const photoRefSchema = z.object({
  id: idString,
  type: photoTypeSchema,
  url: z.string(),
  createdAt: z.string(),
  /** The photo proof (ADR 023): when the server received it (the same instant as createdAt). */
  receivedAt: z.string(),
  /** When the device says it was taken (device clock), or null when unknown. */
  capturedAt: z.nullable(z.string()),
  /** Great-circle metres from the booking's address to where it was taken, or null when unknown. */
  distanceMeters: z.nullable(z.number().check(z.int())),
});
export type PhotoRef = z.infer<typeof photoRefSchema>;

export const bookingSchema = z.object({
  id: idString,
  status: bookingStatusSchema,
  createdAt: z.string(),
  /** The slot: one instant in IST with its offset, '2026-11-29T09:00:00+05:30' (ADR 055). */
  scheduledTime: scheduledTimeSchema,
  location: z.string(),
  latitude: z.nullable(z.string()),
  longitude: z.nullable(z.string()),
  vehicleType: vehicleTypeSchema,
  vehicleModel: z.nullable(z.string()),
  vehicleCategory: vehicleCategorySchema,
  serviceIds: z.array(idString),
  addOnIds: z.array(idString),
  /** The service price P: the list subtotal while pending, the accepted bid once confirmed. */
  subtotal: moneyString,
  ...priceFields,
  /**
   * After an emergency release: the total the customer had agreed to. A new bid above it is
   * accepted only with the customer's explicit confirmation.
   */
  agreedTotal: z.nullable(moneyString),
  /** The tax invoice's number once the job is completed. */
  invoiceNumber: z.nullable(z.string()),
  selectedProviderId: z.nullable(idString),
  customerId: idString,
  releaseReason: z.nullable(z.string()),
  /** Providers who released this booking in an emergency; they may not bid on it again. */
  releasedByProviderIds: z.array(idString),
  updatedAt: z.string(),
  // Embedded on every booking the API returns:
  /** The services as booked: names (with the Kannada and Hindi written then) and prices kept from booking time. */
  services: z.array(z.object({ id: idString, name: z.string(), ...translatedNameSchema, basePrice: moneyString })),
  /**
   * The two sides of the booking. `phone` is the other side's number, only while the job is in
   * hand (confirmed or started) and only on the customer's or the assigned provider's own answers;
   * otherwise null (or absent on rows stored before it existed).
   */
  provider: z.nullable(z.object({ name: z.string(), phone: z.optional(z.nullable(z.string())) })),
  providerProfile: z.nullable(z.object({ rating: z.nullable(z.number()) })),
  customer: z.object({ name: z.string(), phone: z.optional(z.nullable(z.string())) }),
  feedback: z.nullable(feedbackSchema),
  photos: z.array(photoRefSchema),
  /**
   * The start code (ADR 023), only on the booking's customer's own answers while it is confirmed;
   * null for everyone else, above all the provider.
   */
  startCode: z.nullable(z.string()),
  /** Set while starting is locked after too many wrong start codes. */
  startLockedUntil: z.nullable(z.string()),
  /** What the customer pays and whether it is paid, and how (ADR 071). */
  payment: bookingPaymentSchema,
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * The booking form's values (spec §3). The amounts are the client's preview only; the server
 * recomputes every amount from its own catalogue and configuration.
 */
/** A vehicle's model as a booking names it; the booking form checks it alike. */
export const vehicleModelText = singleLineText().check(z.maxLength(80, 'Vehicle model is too long'));
/** The add-ons a booking names; the booking form checks them alike. */
export const addOnIdsSchema = z.array(idString).check(z.maxLength(20, 'Too many add-ons'));

/** What a new booking is: the fields before its slot in the create body. */
const createBookingFields = {
  id: z.optional(clientUuid),
  /** The customer booking; left out, the customer making the request. */
  customerId: z.optional(idString),
  serviceIds: z.array(idString).check(z.minLength(1, 'At least one service is required'), z.maxLength(20, 'Too many services')),
  addOnIds: z._default(addOnIdsSchema, []),
  vehicleType: vehicleTypeSchema,
  vehicleModel: z.nullable(z.optional(vehicleModelText)),
  vehicleCategory: z._default(vehicleCategorySchema, DEFAULT_VEHICLE_CATEGORY),
  location: singleLineText().check(z.minLength(1, 'Location is required'), z.maxLength(300, 'Location is too long')),
  latitude: z.nullable(z.optional(latitudeText)),
  longitude: z.nullable(z.optional(longitudeText)),
};

/**
 * Preview amounts older clients (and the seed's requests) still send: accepted, never read;
 * the server prices every booking itself.
 */
const previewAmountFields = {
  subtotal: z.optional(moneyString),
  gst: z.optional(moneyString),
  totalAmount: z.optional(moneyString),
  providerAmount: z.optional(moneyString),
  platformAmount: z.optional(moneyString),
};

/** The create-booking body: the booking's slot is `scheduledTime`, one instant (ADR 055). */
export const createBookingBodySchema = z.strictObject({
  ...createBookingFields,
  scheduledTime: slotStartSchema,
  ...previewAmountFields,
});
export type CreateBookingBody = z.infer<typeof createBookingBodySchema>;

/** The refusal of a create body without its slot. */
export const SLOT_REQUIRED_MESSAGE = 'The time slot is required';
/** The refusal of a create body naming its slot twice. */
export const SLOT_TWICE_MESSAGE = 'Name the time slot once, as scheduledTime';

/**
 * What POST /api/bookings accepts (ADR 055): the body above, or the body of versions before it,
 * which named the slot `timeSlot`, so a create written on a device before the update and still
 * waiting in its outbox or its service worker's queue lands when it is sent. Exactly one of the
 * two. The keys keep the old body's order (the slot after `longitude`): the Idempotency-Key's
 * request hash is taken over the parsed body, so an old write the server already applied hashes
 * as it did then and its replay gets the stored answer. `toCreateBookingBody` makes it the current body.
 */
export const createBookingRequestSchema = z
  .strictObject({
    ...createBookingFields,
    scheduledTime: z.optional(slotStartSchema),
    /** Deprecated: the slot as versions before ADR 055 named it; send `scheduledTime`. */
    timeSlot: z
      .optional(slotStartSchema)
      .check(z.meta({ deprecated: true, description: 'The slot as app versions before ADR 055 named it; send scheduledTime' })),
    ...previewAmountFields,
  })
  .check(
    z.refine((b) => b.scheduledTime !== undefined || b.timeSlot !== undefined, { message: SLOT_REQUIRED_MESSAGE, path: ['scheduledTime'] }),
    z.refine((b) => b.scheduledTime === undefined || b.timeSlot === undefined, { message: SLOT_TWICE_MESSAGE, path: ['timeSlot'] }),
  );
export type CreateBookingRequest = z.infer<typeof createBookingRequestSchema>;

/** An accepted create request as the current body: the slot in `scheduledTime`. */
export function toCreateBookingBody(request: CreateBookingRequest): CreateBookingBody {
  const { timeSlot, scheduledTime, ...rest } = request;
  const slot = scheduledTime ?? timeSlot;
  if (slot === undefined) throw new TypeError(SLOT_REQUIRED_MESSAGE);
  return { ...rest, scheduledTime: slot };
}

export const emergencyReleaseBodySchema = z.strictObject({
  providerId: idString,
  reason: multiLineText().check(
    z.trim(),
    z.minLength(1, 'Please provide a reason for the emergency release'),
    z.maxLength(500, 'Reason is too long'),
  ),
});
export type EmergencyReleaseBody = z.infer<typeof emergencyReleaseBodySchema>;

/** Start Job: the code the customer reads out at the door. */
export const startJobBodySchema = z.strictObject({ code: z.string().check(z.regex(START_CODE_PATTERN, START_CODE_FORMAT_MESSAGE)) });
export type StartJobBody = z.infer<typeof startJobBodySchema>;

/**
 * Photo uploads are multipart/form-data (docs/decisions/008-photo-uploads.md): a `type` field
 * ('before' or 'after') and one to ten `photos` file parts, each a JPEG, PNG or WebP of at most 5 MB;
 * optionally `capturedAt` (ISO date-time), `latitude` and `longitude` for the photo proof (ADR 023).
 */
export const PHOTO_FORM_FIELDS = {
  type: 'type',
  photos: 'photos',
  /** Optional photo proof (ADR 023): when the device took the photos, and where. */
  capturedAt: 'capturedAt',
  latitude: 'latitude',
  longitude: 'longitude',
} as const;
/** The optional photo proof fields of an upload, as the form sends them. */
export type PhotoProofFields = Partial<Record<'capturedAt' | 'latitude' | 'longitude', string>>;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTOS_PER_CALL = 10;
/** The whole request: ten photos at the limit and room for the form's own lines. */
export const MAX_PHOTO_UPLOAD_BYTES = MAX_PHOTOS_PER_CALL * MAX_PHOTO_BYTES + 64 * 1024;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoMimeType = (typeof PHOTO_MIME_TYPES)[number];

/** The most open jobs one page of the open-jobs list holds. */
export const OPEN_JOBS_PAGE_MAX = 100;

/** The open-jobs list's query: a page (`limit`, `offset`); none, the whole list. */
export const openJobsQuerySchema = z.strictObject({
  limit: z.optional(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(OPEN_JOBS_PAGE_MAX, `A page holds at most ${OPEN_JOBS_PAGE_MAX} jobs`)),
  ),
  offset: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000))),
});

export const historyQuerySchema = z.object({
  status: z.optional(bookingStatusSchema),
});
