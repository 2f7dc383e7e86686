import type { PriceWire } from '../../../shared/pricing/price-model';
import type { Bid } from '../../../shared/schemas/bid';
import type { Booking, CreateBookingBody, PhotoProofFields, PhotoType } from '../../../shared/schemas/booking';
import type { CreateFeedbackBody, Feedback } from '../../../shared/schemas/feedback';
import type { Service } from '../../../shared/schemas/service';
import { statusAfter } from '../../../shared/domain/booking-machine';
import { newBookingFields } from '../../../shared/domain/new-booking';
import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { photoUploadBody, type UploadProgress } from '../../sync/http';
import { runMutation, type MutationResult } from '../engine/run-mutation';
import { localPhotoRefs } from './photo-refs';

export interface NewBooking {
  /** The request body; its `id` is generated here so a retried or replayed create lands once. */
  body: Omit<CreateBookingBody, 'id' | 'customerId'> & { customerId: string };
  /** Catalogue rows of the chosen services and add-ons (for the optimistic row's names). */
  services: readonly Pick<Service, 'id' | 'name' | 'nameKn' | 'nameHi' | 'basePrice'>[];
  customerName: string;
  /** The price the form previewed (shared price model); the server's own figures replace it. */
  price: PriceWire;
}

/**
 * Creates a pending booking. The booking shows at once (also offline) under the id the device
 * chose; the server's stored copy (with its own amounts) replaces it when it answers.
 */
export function createBooking(input: NewBooking, now: Date = new Date()): Promise<MutationResult<Booking> & { id: string }> {
  const id = crypto.randomUUID();
  const body = { ...input.body, id };
  const stamp = now.toISOString();
  const byId = new Map(input.services.map((s) => [s.id, s]));
  const chosen = [...body.serviceIds, ...(body.addOnIds ?? [])].map((sid) => byId.get(sid)).filter((s) => s !== undefined);
  return runMutation<Booking>({
    label: 'Create booking',
    ...apiRequest(apiRoutes.createBooking),
    body,
    optimistic: async (w) => {
      await w.put('bookings', {
        id,
        ...newBookingFields(body),
        createdAt: stamp,
        updatedAt: stamp,
        scheduledTime: body.scheduledTime,
        latitude: body.latitude ?? null,
        longitude: body.longitude ?? null,
        serviceIds: body.serviceIds,
        addOnIds: body.addOnIds ?? [],
        ...input.price,
        agreedTotal: null,
        invoiceNumber: null,
        selectedProviderId: null,
        customerId: body.customerId,
        releaseReason: null,
        releasedByProviderIds: [],
        startCode: null,
        startLockedUntil: null,
        services: chosen.map((s) => ({ id: s.id, name: s.name, nameKn: s.nameKn, nameHi: s.nameHi, basePrice: s.basePrice })),
        provider: null,
        providerProfile: null,
        customer: { name: input.customerName },
        feedback: null,
        photos: [],
        payment: { status: 'due', method: null, amount: input.price.totalAmount, paidAt: null },
      });
    },
    answerTable: 'bookings',
    refresh: ['customerBookings'],
    notice: { kind: 'createBooking' },
  }).then((result) => ({ ...result, id }));
}

/** The booking's price once a bid is accepted: the bid's own frozen figures. */
export function acceptedPrice(bid: Bid) {
  const { cgst, sgst, gst, totalAmount, providerAmount, platformAmount, priorityBonus, gstRate, platformFeeRate } = bid;
  return { subtotal: bid.bidAmount, cgst, sgst, gst, totalAmount, providerAmount, platformAmount, priorityBonus, gstRate, platformFeeRate, agreedTotal: null };
}

/**
 * Accepts a bid at the total the customer was shown (`expectedTotal`): if the provider has
 * revised it since, the server refuses instead of charging another figure. The booking shows
 * as confirmed for that provider at once; bids and booking are refetched once it settles.
 */
export function acceptBid(bid: Bid, booking: Booking): Promise<MutationResult<{ bid: Bid; booking: Booking }>> {
  return runMutation({
    label: `Accept ${bid.provider.name}'s bid`,
    ...apiRequest(apiRoutes.acceptBid, { bidId: bid.id }),
    body: { expectedTotal: bid.totalAmount },
    optimistic: async (w) => {
      await w.update('bids', bid.id, { status: 'accepted' });
      await w.update('bookings', booking.id, {
        status: statusAfter(booking.status, 'acceptBid'),
        selectedProviderId: bid.providerId,
        provider: { name: bid.provider.name },
        providerProfile: { rating: bid.providerProfile.rating },
        ...acceptedPrice(bid),
      });
    },
    refresh: ['myBids', 'booking', 'customerBookings'],
    notice: { kind: 'acceptBid', providerName: bid.provider.name, totalAmount: bid.totalAmount },
  });
}

/** Uploads before or after photos (JPEG/PNG data URLs); they show on the booking at once. */
export function uploadPhotos(
  booking: Booking,
  type: PhotoType,
  photos: string[],
  proof: PhotoProofFields = {},
  onUploadProgress?: UploadProgress,
  now: Date = new Date(),
): Promise<MutationResult<Booking>> {
  const createdAt = now.toISOString();
  return runMutation<Booking>({
    label: `Upload ${type} photos`,
    ...apiRequest(apiRoutes.uploadPhotos, { id: booking.id }),
    body: photoUploadBody(type, photos, proof),
    optimistic: async (w) => {
      const current = await w.get('bookings', booking.id);
      const added = localPhotoRefs(type, photos, createdAt, () => crypto.randomUUID());
      await w.update('bookings', booking.id, { photos: [...(current?.photos ?? booking.photos), ...added] });
    },
    answerTable: 'bookings',
    refresh: ['booking', 'customerBookings'],
    notice: { kind: 'uploadPhotos', photoType: type },
    onUploadProgress,
  });
}

/** Leaves feedback on a booking; it shows on the booking and in history at once. */
export function submitFeedback(body: Omit<CreateFeedbackBody, 'id'>, now: Date = new Date()): Promise<MutationResult<Feedback>> {
  const id = crypto.randomUUID();
  const row: Feedback = {
    id,
    bookingId: body.bookingId,
    customerId: body.customerId,
    providerId: body.providerId,
    overallRating: body.overallRating,
    punctualityRating: body.punctualityRating,
    qualityRating: body.qualityRating,
    professionalismRating: body.professionalismRating,
    cleanlinessRating: body.cleanlinessRating,
    comments: body.comments ?? null,
    suggestions: body.suggestions ?? null,
    createdAt: now.toISOString(),
  };
  return runMutation<Feedback>({
    label: 'Submit feedback',
    ...apiRequest(apiRoutes.submitFeedback),
    body: { ...body, id },
    optimistic: async (w) => {
      await w.put('feedback', row);
      await w.update('bookings', body.bookingId, { feedback: row });
    },
    answerTable: 'feedback',
    refresh: ['booking', 'customerBookings', 'customerHistory'],
    notice: { kind: 'submitFeedback' },
  });
}

/** Cancels a pending booking; the server may refuse (settings, deadline) and says why. */
export function cancelBooking(booking: Booking): Promise<MutationResult<Booking>> {
  return runMutation<Booking>({
    label: 'Cancel booking',
    ...apiRequest(apiRoutes.cancelBooking, { id: booking.id }),
    optimistic: async (w) => {
      await w.update('bookings', booking.id, { status: statusAfter(booking.status, 'cancel') });
    },
    answerTable: 'bookings',
    refresh: ['customerBookings', 'myBids'],
    notice: { kind: 'cancelBooking' },
  });
}
