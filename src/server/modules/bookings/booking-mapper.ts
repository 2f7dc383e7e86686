import type { Booking, PhotoRef } from '../../../shared/schemas/booking';
import type { Feedback } from '../../../shared/schemas/feedback';
import { fromPaise } from '../../../shared/pricing/money';
import { istIso } from '../../../shared/domain/time';
import { priceWireOf } from '../../db/price-columns';
import { contactPhonesFor } from './contact';
import { startCodeFor, type Viewer } from './start-code';
import type { bookingServices, bookings, feedback } from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingServiceRow = typeof bookingServices.$inferSelect;
export type FeedbackRow = typeof feedback.$inferSelect;

/** Everything a booking embeds, gathered by the repository in a few batched queries. */
export interface BookingEmbeds {
  lines: BookingServiceRow[];
  customerName: string;
  customerPhone: string | null;
  provider: { name: string; phone: string | null; ratingTenths: number | null; hasProfile: boolean } | null;
  feedback: FeedbackRow | null;
  photos: PhotoProofRow[];
}

/** A photo as a booking embeds it: its reference and its proof (ADR 023). */
export interface PhotoProofRow {
  id: string;
  type: 'before' | 'after';
  createdAt: Date;
  capturedAt: Date | null;
  distanceMeters: number | null;
}

export const photoUrl = (id: string) => `/api/photos/${id}`;

export function toFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    bookingId: row.bookingId,
    customerId: row.customerId,
    providerId: row.providerId,
    overallRating: row.overallRating,
    punctualityRating: row.punctualityRating,
    qualityRating: row.qualityRating,
    professionalismRating: row.professionalismRating,
    cleanlinessRating: row.cleanlinessRating,
    comments: row.comments,
    suggestions: row.suggestions,
    createdAt: row.createdAt.toISOString(),
  };
}

function toPhotoRef(p: BookingEmbeds['photos'][number]): PhotoRef {
  const receivedAt = p.createdAt.toISOString();
  return {
    id: p.id,
    type: p.type,
    url: photoUrl(p.id),
    createdAt: receivedAt,
    receivedAt,
    capturedAt: p.capturedAt?.toISOString() ?? null,
    distanceMeters: p.distanceMeters,
  };
}

/** The wire shape of a booking: money as 2-decimal strings, the charged service names kept from booking time. */
export function toBooking(row: BookingRow, embeds: BookingEmbeds, viewer?: Viewer): Booking {
  const lines = [...embeds.lines].sort((a, b) => a.position - b.position);
  const phones = contactPhonesFor(row, viewer, { customer: embeds.customerPhone, provider: embeds.provider?.phone ?? null });
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    scheduledTime: istIso(row.scheduledTime),
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    vehicleType: row.vehicleType,
    vehicleModel: row.vehicleModel,
    vehicleCategory: row.vehicleCategory,
    serviceIds: lines.filter((l) => l.kind === 'service').map((l) => l.serviceId),
    addOnIds: lines.filter((l) => l.kind === 'addon').map((l) => l.serviceId),
    subtotal: fromPaise(row.subtotalPaise),
    ...priceWireOf(row),
    agreedTotal: row.agreedTotalPaise === null ? null : fromPaise(row.agreedTotalPaise),
    invoiceNumber: row.invoiceNumber,
    selectedProviderId: row.selectedProviderId,
    customerId: row.customerId,
    releaseReason: row.releaseReason,
    releasedByProviderIds: row.releasedByProviderIds ?? [],
    updatedAt: row.updatedAt.toISOString(),
    services: lines.map((l) => ({ id: l.serviceId, name: l.name, nameKn: l.nameKn, nameHi: l.nameHi, basePrice: fromPaise(l.basePricePaise) })),
    provider: embeds.provider ? { name: embeds.provider.name, phone: phones.provider } : null,
    providerProfile:
      embeds.provider?.hasProfile ? { rating: embeds.provider.ratingTenths === null ? null : embeds.provider.ratingTenths / 10 } : null,
    customer: { name: embeds.customerName, phone: phones.customer },
    feedback: embeds.feedback ? toFeedback(embeds.feedback) : null,
    photos: [...embeds.photos].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map(toPhotoRef),
    startCode: startCodeFor(row, viewer),
    startLockedUntil: row.startLockedUntil?.toISOString() ?? null,
    payment: {
      status: row.paymentStatus,
      method: row.paymentMethod,
      amount: fromPaise(payablePaise(row)),
      paidAt: row.paidAt?.toISOString() ?? null,
    },
  };
}

/**
 * What the customer pays for a booking: its total T; for a cancelled one, only the late
 * cancellation fee (ADR 092), nothing when it was cancelled in time.
 */
export function payablePaise(row: Pick<BookingRow, 'status' | 'totalPaise' | 'cancellationFeePaise'>): number {
  return row.status === 'cancelled' ? (row.cancellationFeePaise ?? 0) : row.totalPaise;
}
