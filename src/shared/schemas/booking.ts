import { z } from 'zod';
import { BOOKING_STATUSES } from '../domain/booking-machine';
import { START_CODE_FORMAT_MESSAGE, START_CODE_PATTERN } from '../domain/start-code';
import {
  latitudeText,
  longitudeText,
  clientUuid,
  DEFAULT_VEHICLE_CATEGORY,
  idString,
  isoDateTime,
  moneyString,
  multiLineText,
  singleLineText,
  vehicleCategorySchema,
  vehicleTypeSchema,
} from './common';
import { feedbackSchema } from './feedback';
import { priceFields } from './price';

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
  capturedAt: z.string().nullable(),
  /** Great-circle metres from the booking's address to where it was taken, or null when unknown. */
  distanceMeters: z.number().int().nullable(),
});
export type PhotoRef = z.infer<typeof photoRefSchema>;

export const bookingSchema = z.object({
  id: idString,
  status: bookingStatusSchema,
  createdAt: z.string(),
  scheduledTime: z.string(),
  location: z.string(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  timeSlot: z.string(),
  vehicleType: vehicleTypeSchema,
  vehicleModel: z.string().nullable(),
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
  agreedTotal: moneyString.nullable(),
  /** The tax invoice's number once the job is completed. */
  invoiceNumber: z.string().nullable(),
  selectedProviderId: idString.nullable(),
  customerId: idString,
  releaseReason: z.string().nullable(),
  /** Providers who released this booking in an emergency; they may not bid on it again. */
  releasedByProviderIds: z.array(idString),
  updatedAt: z.string(),
  // Embedded on every booking the API returns:
  services: z.array(z.object({ id: idString, name: z.string(), basePrice: moneyString })),
  provider: z.object({ name: z.string() }).nullable(),
  providerProfile: z.object({ rating: z.number().nullable() }).nullable(),
  customer: z.object({ name: z.string() }),
  feedback: feedbackSchema.nullable(),
  photos: z.array(photoRefSchema),
  /**
   * The start code (ADR 023), only on the booking's customer's own answers while it is confirmed;
   * null for everyone else, above all the provider.
   */
  startCode: z.string().nullable(),
  /** Set while starting is locked after too many wrong start codes. */
  startLockedUntil: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * The booking form's values (spec §3). The amounts are the client's preview only; the server
 * recomputes every amount from its own catalogue and configuration.
 */
export const createBookingBodySchema = z
  .object({
    id: clientUuid.optional(),
    /** The customer booking; left out, the customer making the request. */
    customerId: idString.optional(),
    serviceIds: z.array(idString).min(1, 'At least one service is required').max(20, 'Too many services'),
    addOnIds: z.array(idString).max(20, 'Too many add-ons').default([]),
    vehicleType: vehicleTypeSchema,
    vehicleModel: singleLineText().max(80, 'Vehicle model is too long').optional().nullable(),
    vehicleCategory: vehicleCategorySchema.default(DEFAULT_VEHICLE_CATEGORY),
    location: singleLineText().min(1, 'Location is required').max(300, 'Location is too long'),
    latitude: latitudeText.optional().nullable(),
    longitude: longitudeText.optional().nullable(),
    timeSlot: isoDateTime,
    // Preview amounts older clients (and the seed's requests) still send: accepted, never read;
    // the server prices every booking itself.
    subtotal: moneyString.optional(),
    gst: moneyString.optional(),
    totalAmount: moneyString.optional(),
    providerAmount: moneyString.optional(),
    platformAmount: moneyString.optional(),
  })
  .strict();
export type CreateBookingBody = z.infer<typeof createBookingBodySchema>;

export const emergencyReleaseBodySchema = z
  .object({
    providerId: idString,
    reason: multiLineText()
      .trim()
      .min(1, 'Please provide a reason for the emergency release')
      .max(500, 'Reason is too long'),
  })
  .strict();
export type EmergencyReleaseBody = z.infer<typeof emergencyReleaseBodySchema>;

/** Start Job: the code the customer reads out at the door. */
export const startJobBodySchema = z
  .object({ code: z.string().regex(START_CODE_PATTERN, START_CODE_FORMAT_MESSAGE) })
  .strict();
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
export const openJobsQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(OPEN_JOBS_PAGE_MAX, `A page holds at most ${OPEN_JOBS_PAGE_MAX} jobs`).optional(),
    offset: z.coerce.number().int().min(0).max(100_000).optional(),
  })
  .strict();

export const historyQuerySchema = z.object({
  status: bookingStatusSchema.optional(),
});
