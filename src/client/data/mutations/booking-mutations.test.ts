import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRICING } from '../../../shared/schemas/admin';
import { priceToWire, priceService } from '../../../shared/pricing/price-model';
import { quoteBid } from '../../../shared/pricing/quote';
import { changeToast } from '../../components/change-messages';
import type { Bid } from '../../../shared/schemas/bid';
import type { Booking } from '../../../shared/schemas/booking';
import { acceptBid, cancelBooking, createBooking, submitFeedback } from './booking-mutations';
import { listenToChangeReports } from '../engine/change-reports';
import { db } from '../engine/db';

type Toast = { title: string; description?: string; variant?: string };
let toasts: Toast[];
let restoreNotifier: () => void;
const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  toasts = [];
  // The app's own wording of what the data layer reports.
  restoreNotifier = listenToChangeReports((report) => {
    const toast = changeToast(report);
    if (toast) toasts.push(toast);
  });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => {
  restoreNotifier();
  vi.unstubAllGlobals();
});

const NEW = {
  body: {
    customerId: 'customer-1',
    serviceIds: ['svc-basic-wash'],
    addOnIds: [],
    vehicleType: 'car' as const,
    vehicleModel: 'Honda City',
    vehicleCategory: 'sedan' as const,
    location: 'Indiranagar',
    latitude: null,
    longitude: null,
    scheduledTime: '2030-01-10T10:00:00+05:30',
  },
  services: [{ id: 'svc-basic-wash', name: 'Basic Wash', nameKn: '', nameHi: '', basePrice: '299.00' }],
  customerName: 'Priya Sharma',
  // Basic Wash at the sedan price, 388.70.
  price: priceToWire(priceService(38870, DEFAULT_PRICING)),
};

describe('createBooking', () => {
  it('shows the booking at once under the id it sends, and keeps it while offline', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await createBooking(NEW);
    expect(result.status).toBe('queued');
    const sent = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(sent.id).toBe(result.id);
    // The slot travels once, as one instant in IST; the row on show reads the same field.
    expect(sent.scheduledTime).toBe('2030-01-10T10:00:00+05:30');
    expect(sent).not.toHaveProperty('timeSlot');
    const shown = await db.bookings.get(result.id);
    expect(shown).not.toHaveProperty('timeSlot');
    expect(shown).toMatchObject({
      scheduledTime: '2030-01-10T10:00:00+05:30',
      status: 'pending',
      services: [{ name: 'Basic Wash' }],
      customer: { name: 'Priya Sharma' },
      subtotal: '388.70',
      cgst: '34.98',
      totalAmount: '458.66',
    });
    expect(await db.pendingMutations.count()).toBe(1);
    expect(toasts[0]?.title).toBe("Saved — will sync when you're back online");
  });

  it("rolls back and says why when the server refuses (e.g. maintenance)", async () => {
    fetchMock.mockResolvedValue(json(503, { message: 'GaadiCare is under maintenance.' }));
    const result = await createBooking(NEW);
    expect(result).toMatchObject({ status: 'rejected', httpStatus: 503 });
    expect(await db.bookings.get(result.id)).toBeUndefined();
    expect(toasts).toEqual([
      { title: 'Booking Failed', description: 'Failed to create booking. Please try again. (GaadiCare is under maintenance.)', variant: 'destructive' },
    ]);
  });
});

function bookingRow(status: Booking['status'] = 'pending'): Booking {
  return {
    id: 'b-1', status, createdAt: '2030-01-01T00:00:00Z', updatedAt: '2030-01-01T00:00:00Z', scheduledTime: NEW.body.scheduledTime,
    location: 'Indiranagar', latitude: null, longitude: null, vehicleType: 'car', vehicleModel: null,
    vehicleCategory: 'hatchback', serviceIds: ['svc-basic-wash'], addOnIds: [], ...priceToWire(priceService(29900, DEFAULT_PRICING)),
    agreedTotal: null, invoiceNumber: null, selectedProviderId: null, customerId: 'customer-1', releaseReason: null,
    releasedByProviderIds: [], startCode: null, startLockedUntil: null, services: [{ id: 'svc-basic-wash', name: 'Basic Wash', nameKn: '', nameHi: '', basePrice: '299.00' }], provider: null,
    providerProfile: null, customer: { name: 'Priya Sharma' }, feedback: null, photos: [],
    payment: { status: 'due', method: null, amount: '352.82', paidAt: null },
  };
}

const { subtotal: _p, ...bidPrice } = priceToWire(quoteBid('600.00', DEFAULT_PRICING, { takeover: false }));
const bid: Bid = {
  id: 'bid-1', bookingId: 'b-1', providerId: 'provider-2', bidAmount: '600.00', ...bidPrice, estimatedDuration: 120, message: null, status: 'pending',
  createdAt: '2030-01-01T00:00:00Z', provider: { name: 'Suresh Gowda', profileImage: null, location: 'Koramangala' },
  providerProfile: { rating: 4.5, reviews: 3, completedJobs: 9 },
};

describe('acceptBid, feedback and cancel', () => {
  it("confirms the booking for the bidder at the bid's own total, and tells the server which total was shown", async () => {
    await db.bookings.put(bookingRow());
    await db.bids.put(bid);
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await acceptBid(bid, bookingRow());
    expect(await db.bookings.get('b-1')).toMatchObject({
      status: 'confirmed', selectedProviderId: 'provider-2', provider: { name: 'Suresh Gowda' },
      subtotal: '600.00', gst: '108.00', totalAmount: '708.00', providerAmount: '450.00', platformAmount: '150.00',
    });
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ expectedTotal: '708.00' });
    expect((await db.bids.get('bid-1'))?.status).toBe('accepted');
  });

  it('rolls an acceptance back on 409 with the spec toast and the reason', async () => {
    await db.bookings.put(bookingRow());
    await db.bids.put(bid);
    fetchMock.mockResolvedValue(json(409, { message: 'This booking already has an accepted bid' }));
    await acceptBid(bid, bookingRow());
    expect((await db.bookings.get('b-1'))?.status).toBe('pending');
    expect(toasts[0]).toMatchObject({ title: 'Failed to Accept Bid', description: 'Something went wrong. Please try again. (This booking already has an accepted bid)' });
  });

  it('puts feedback on the booking at once', async () => {
    await db.bookings.put({ ...bookingRow('completed'), selectedProviderId: 'provider-2' });
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await submitFeedback({
      bookingId: 'b-1', customerId: 'customer-1', providerId: 'provider-2', overallRating: 5, punctualityRating: 5,
      qualityRating: 4, professionalismRating: 5, cleanlinessRating: 4, comments: 'Great', suggestions: null,
    });
    expect((await db.bookings.get('b-1'))?.feedback).toMatchObject({ overallRating: 5, comments: 'Great' });
    expect(await db.feedback.count()).toBe(1);
  });

  it('cancels, and restores the booking when refused', async () => {
    await db.bookings.put(bookingRow());
    fetchMock.mockResolvedValue(json(409, { message: 'Cancellations are currently disabled' }));
    const result = await cancelBooking(bookingRow());
    expect(result.status).toBe('rejected');
    expect((await db.bookings.get('b-1'))?.status).toBe('pending');
    expect(toasts[0]?.title).toBe('Cancellation Failed');
  });
});
