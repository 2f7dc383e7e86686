import { resolveCoordinates } from '../../../shared/domain/localities';
import { placeColumns } from '../place-columns';
import { DEFAULT_PRICING } from '../../../shared/schemas/admin';
import type { VehicleCategory } from '../../../shared/schemas/common';
import { quoteBid, quoteBooking } from '../../../shared/pricing/quote';
import { toPaise } from '../../../shared/pricing/money';
import { eq } from 'drizzle-orm';
import { istParts, slotIso } from '../../../shared/domain/time';
import type { Tx } from '../database';
import { bids, bookingServices, bookings, feedback } from '../schema';
import { refreshProviderAggregates } from '../provider-aggregates';
import { priceColumns } from '../price-columns';
import { issueInvoice } from '../../modules/invoices/service';
import { SEED_SERVICES } from './catalog';

type Status = 'pending' | 'confirmed' | 'in_progress' | 'completed';

interface PastBooking {
  id: string;
  customerId: string;
  /** Days before the seeding day; negative for a booking still ahead (open and confirmed jobs must be, to be workable). */
  daysAgo: number;
  hour: number;
  status: Status;
  vehicleType: 'car' | 'bike';
  vehicleModel: string | null;
  vehicleCategory: VehicleCategory;
  location: string;
  serviceIds: string[];
  addOnIds: string[];
  bids: { providerId: string; amount: number; minutes: number; message: string }[];
  /** The bidder whose bid was accepted, if any. */
  winner?: string;
  feedback?: { overall: number; punctuality: number; quality: number; professionalism: number; cleanliness: number; comments: string; suggestions?: string };
}

const PAST: PastBooking[] = [
  {
    id: 'c4f1a2b8-3e6d-4b7a-9f20-5d1e7a3c9b41', customerId: 'customer-1', daysAgo: 12, hour: 10, status: 'completed',
    vehicleType: 'car', vehicleModel: 'Honda City', vehicleCategory: 'sedan', location: 'HAL 2nd Stage, Indiranagar',
    serviceIds: ['svc-premium-wash'], addOnIds: ['svc-tyre-polish'],
    bids: [
      { providerId: 'provider-1', amount: 820, minutes: 120, message: 'Premium wash with wax. I bring my own water.' },
      { providerId: 'provider-2', amount: 900, minutes: 150, message: 'Can come early morning.' },
    ],
    winner: 'provider-1',
    feedback: { overall: 5, punctuality: 5, quality: 5, professionalism: 5, cleanliness: 4, comments: 'Spotless finish and very polite.', suggestions: 'Bring a smaller hose for the basement.' },
  },
  {
    id: '8e2d6f14-9b3a-4c5e-a871-3f0c2b9d6e52', customerId: 'customer-2', daysAgo: 9, hour: 9, status: 'completed',
    vehicleType: 'bike', vehicleModel: null, vehicleCategory: 'hatchback', location: 'Koramangala 4th Block',
    serviceIds: ['svc-basic-wash'], addOnIds: ['svc-chain-lube'],
    bids: [{ providerId: 'provider-2', amount: 220, minutes: 45, message: 'Bike wash and chain lube, done in 45 minutes.' }],
    winner: 'provider-2',
    feedback: { overall: 4, punctuality: 4, quality: 4, professionalism: 5, cleanliness: 4, comments: 'Good job, chain runs smoothly now.' },
  },
  {
    id: '1a7c9e30-5d2b-4f8e-b64a-9e3f1d0c7a63', customerId: 'customer-1', daysAgo: 5, hour: 16, status: 'completed',
    vehicleType: 'car', vehicleModel: 'Maruti Swift', vehicleCategory: 'hatchback', location: 'HAL 2nd Stage, Indiranagar',
    serviceIds: ['svc-basic-wash'], addOnIds: [],
    bids: [{ providerId: 'provider-2', amount: 260, minutes: 60, message: 'Quick exterior wash.' }],
    winner: 'provider-2',
  },
  {
    id: '6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74', customerId: 'customer-1', daysAgo: -1, hour: 11, status: 'confirmed',
    vehicleType: 'car', vehicleModel: 'Hyundai Creta', vehicleCategory: 'suv', location: 'HAL 2nd Stage, Indiranagar',
    serviceIds: ['svc-interior-detailing'], addOnIds: ['svc-engine-bay'],
    bids: [{ providerId: 'provider-1', amount: 1100, minutes: 120, message: 'Full interior detailing with steam.' }],
    winner: 'provider-1',
  },
  {
    id: 'f0d5b7c2-8a1e-4d3f-9b26-4e8c0a6f2e85', customerId: 'customer-2', daysAgo: -1, hour: 12, status: 'pending',
    vehicleType: 'car', vehicleModel: 'Tata Nexon', vehicleCategory: 'suv', location: 'BTM Layout 2nd Stage',
    serviceIds: ['svc-basic-wash'], addOnIds: ['svc-wiper-fluid'],
    bids: [{ providerId: 'provider-2', amount: 450, minutes: 75, message: 'Available tomorrow afternoon.' }],
  },
];

const byId = new Map<string, (typeof SEED_SERVICES)[number]>(SEED_SERVICES.map((s) => [s.id, s]));

export async function seedPastBookings(tx: Tx, now: Date): Promise<void> {
  const touched = new Set<string>();
  for (const b of PAST) {
    const created = new Date(now.getTime() - Math.max(b.daysAgo, 0) * 86_400_000 - 2 * 3_600_000);
    const slot = slotIso(istParts(new Date(now.getTime() - b.daysAgo * 86_400_000)).ymd, b.hour);
    const items = [...b.serviceIds, ...b.addOnIds].map((id) => {
      const s = byId.get(id)!;
      return { id, basePrice: s.basePrice.toFixed(2) };
    });
    // The list price while pending; once a bid is accepted, that bid's price (the model, default rates).
    const quote = quoteBooking({ vehicleType: b.vehicleType, vehicleCategory: b.vehicleCategory, items }, DEFAULT_PRICING);
    const bidPrices = b.bids.map((bid) => quoteBid(bid.amount.toFixed(2), DEFAULT_PRICING, { takeover: false }));
    const winner = b.bids.findIndex((bid) => bid.providerId === b.winner);
    const price = winner >= 0 ? bidPrices[winner] : quote;
    await tx.insert(bookings).values({
      id: b.id,
      customerId: b.customerId,
      status: b.status,
      createdAt: created,
      updatedAt: created,
      scheduledTime: new Date(slot),
      location: b.location,
      ...placeColumns(resolveCoordinates(b.location, null, null)!),
      vehicleType: b.vehicleType,
      vehicleModel: b.vehicleModel,
      vehicleCategory: b.vehicleCategory,
      subtotalPaise: price.servicePaise,
      ...priceColumns(price),
      selectedProviderId: b.winner ?? null,
      completedAt: b.status === 'completed' ? new Date(new Date(slot).getTime() + 2 * 3_600_000) : null,
    });
    await tx.insert(bookingServices).values(
      quote.lines.map((line, position) => ({
        bookingId: b.id,
        serviceId: line.id,
        kind: b.serviceIds.includes(line.id) ? ('service' as const) : ('addon' as const),
        name: byId.get(line.id)!.name,
        basePricePaise: toPaise(byId.get(line.id)!.basePrice),
        pricePaise: line.pricePaise,
        position,
      })),
    );
    await tx.insert(bids).values(
      b.bids.map((bid, i) => ({
        id: `${b.id}-bid-${i + 1}`,
        bookingId: b.id,
        providerId: bid.providerId,
        amountPaise: toPaise(bid.amount),
        ...priceColumns(bidPrices[i]),
        estimatedDuration: bid.minutes,
        message: bid.message,
        status: !b.winner ? ('pending' as const) : bid.providerId === b.winner ? ('accepted' as const) : ('rejected' as const),
        createdAt: new Date(created.getTime() + (i + 1) * 600_000),
      })),
    );
    if (b.feedback && b.winner) {
      const f = b.feedback;
      await tx.insert(feedback).values({
        id: `${b.id}-feedback`,
        bookingId: b.id,
        customerId: b.customerId,
        providerId: b.winner,
        overallRating: f.overall,
        punctualityRating: f.punctuality,
        qualityRating: f.quality,
        professionalismRating: f.professionalism,
        cleanlinessRating: f.cleanliness,
        comments: f.comments,
        suggestions: f.suggestions ?? null,
        createdAt: new Date(new Date(slot).getTime() + 4 * 3_600_000),
      });
    }
    if (b.winner) touched.add(b.winner);
  }
  // Completed jobs carry their tax invoices, issued in the order they were completed.
  const completed = await tx.select().from(bookings).where(eq(bookings.status, 'completed'));
  completed.sort((a, z) => a.completedAt!.getTime() - z.completedAt!.getTime());
  for (const row of completed) await issueInvoice(tx, row, row.completedAt!);
  for (const providerId of touched) await refreshProviderAggregates(tx, providerId);
}
