import { BRAND } from '../../../shared/catalog/brand';
import { CUSTOMER_POLICY, PROVIDER_POLICY } from '../../../shared/catalog/policy';
import { BOOKING_REFERENCE_LENGTH, bookingReference, bookingReferenceText } from '../../../shared/domain/booking-reference';
import { statusLabel } from '../../../shared/domain/booking-machine';
import { formatRupees, toPaise } from '../../../shared/pricing/money';
import { itemPricePaise } from '../../../shared/pricing/quote';
import type { PricingConfig } from '../../../shared/schemas/admin';
import type { Service } from '../../../shared/schemas/service';
import { DEFAULT_VEHICLE_CATEGORY } from '../../../shared/schemas/common';
import type { BookingStatus } from '../../../shared/schemas/booking';

export interface ChatBooking {
  id: string;
  status: BookingStatus;
  services: { name: string }[];
  slotText: string;
  providerName: string | null;
}

export interface ChatProvider {
  name: string;
  location: string | null;
  rating: number | null;
  completedJobs: number;
}

/** A service of the catalogue as the chat quotes it: its lowest prices for a car and a bike. */
export interface ChatService {
  name: string;
  durationMinutes: number;
  /** For the cheapest car category; null when the service is not for cars. */
  carFromPaise: number | null;
  /** null when the service is not for bikes. */
  bikeFromPaise: number | null;
}

/** The bookable services of the catalogue with their lowest car and bike prices under `pricing`. */
export function chatServices(services: readonly Service[], pricing: PricingConfig): ChatService[] {
  const cheapestCategory = (Object.keys(pricing.categoryMultipliers) as (keyof PricingConfig['categoryMultipliers'])[]).reduce((a, b) =>
    pricing.categoryMultipliers[b] < pricing.categoryMultipliers[a] ? b : a,
  );
  return services
    .filter((s) => !s.retired)
    .map((s) => ({
      name: s.name,
      durationMinutes: s.duration,
      carFromPaise: s.vehicleType === 'bike' ? null : itemPricePaise(toPaise(s.basePrice), 'car', cheapestCategory, pricing),
      bikeFromPaise: s.vehicleType === 'car' ? null : itemPricePaise(toPaise(s.basePrice), 'bike', DEFAULT_VEHICLE_CATEGORY, pricing),
    }));
}

export interface ChatContext {
  /** The acting customer's bookings, newest first (empty for other personas). */
  bookings: readonly ChatBooking[];
  /** Active providers, best rated first. */
  providers: readonly ChatProvider[];
  /** The services that can be booked, as the catalogue on this device has them (empty until loaded). */
  services: readonly ChatService[];
  /** The GST rate of the pricing configuration. */
  gstPercent: number;
}

/** The contact page's common issues, each the question it puts to the assistant. */
export const COMMON_ISSUES: readonly { label: string; question: string }[] = [
  { label: 'Provider running late', question: 'My provider is running late' },
  { label: 'Payment query', question: 'I have a question about payment' },
  { label: 'Reschedule booking', question: 'How do I reschedule my booking?' },
  { label: 'Service quality', question: 'I am not happy with the service quality' },
  { label: 'Refund status', question: 'What is my refund status?' },
  { label: 'Update address', question: 'How do I update the address of my booking?' },
];

export const NOT_FOUND_REPLY = "I couldn't find a booking with that ID. Please check the number and try again.";
export const MAX_LISTED_BOOKINGS = 5;
export const MAX_LISTED_PROVIDERS = 3;

/** Words that look like a reference: '#' and 8 characters, or 8 characters with a digit in them. */
function referenceCandidates(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(#?)([a-z0-9-]{8,})/gi)) {
    const word = match[2]!;
    if (match[1] === '#' || (word.length === BOOKING_REFERENCE_LENGTH && /\d/.test(word))) found.push(bookingReference(word));
  }
  return found;
}

const has = (text: string, words: string[]) => words.some((w) => new RegExp(`\\b${w}`, 'i').test(text));

function describeBooking(b: ChatBooking): string {
  const services = b.services.map((s) => s.name).join(', ') || 'Service';
  const provider = b.providerName ? ` with ${b.providerName}` : '';
  return `${bookingReferenceText(b.id)} — ${services}${provider}, ${b.slotText}: ${statusLabel(b.status)}`;
}

function describeService(s: ChatService): string {
  const prices = [
    s.carFromPaise === null ? null : `car from ${formatRupees(s.carFromPaise)}`,
    s.bikeFromPaise === null ? null : `bike from ${formatRupees(s.bikeFromPaise)}`,
  ].filter(Boolean);
  return `• ${s.name}: ${prices.join(', ')} (${s.durationMinutes} min)`;
}

/** The catalogue's prices: of the services the message names, or of all of them. */
function priceReply(text: string, ctx: ChatContext): string {
  if (ctx.services.length === 0) return 'I cannot see our service list right now. Please try again once you are online, or open the Services page.';
  const lower = text.toLowerCase();
  const named = ctx.services.filter((s) => lower.includes(s.name.toLowerCase()));
  const listed = named.length > 0 ? named : ctx.services;
  return `${named.length > 0 ? 'Our price' : 'Our prices'}:\n${listed.map(describeService).join('\n')}\nPrices are before ${ctx.gstPercent}% GST, which your booking's summary adds; sedans, SUVs and luxury cars cost a little more than a hatchback.`;
}

/**
 * The support assistant's answer to one message. Scripted: it looks up the customer's bookings
 * by reference, lists bookings and top providers, quotes the catalogue's prices and policy copy.
 * It answers only from what it is given: no service or price that the catalogue does not have.
 */
export function replyTo(message: string, ctx: ChatContext): string {
  const text = message.trim();
  const candidates = referenceCandidates(text);
  if (candidates.length > 0) {
    const booking = ctx.bookings.find((b) => candidates.includes(bookingReference(b.id)));
    return booking ? `Here is booking ${describeBooking(booking)}.` : NOT_FOUND_REPLY;
  }

  if (has(text, ['running late', 'is late', 'delay', 'not arrived', 'not come'])) {
    return `Sorry about the wait. Call our team on ${BRAND.phone} (${CUSTOMER_POLICY.supportHours}) and we will reach your provider. Your booking's page shows who is coming and when.`;
  }

  if (has(text, ['address', 'landmark'])) {
    return `The address is part of the booking: while it is still pending, cancel it for free and book again with the new address, or call us on ${BRAND.phone}.`;
  }

  if (has(text, ['provider', 'professional', 'washer', 'best', 'top'])) {
    const top = ctx.providers.slice(0, MAX_LISTED_PROVIDERS);
    if (top.length === 0) return 'I cannot see our provider list right now. Please try again once you are online.';
    const lines = top.map((p, i) => {
      const rating = p.rating == null ? 'new' : `★ ${p.rating.toFixed(1)}`;
      return `${i + 1}. ${p.name}${p.location ? ` (${p.location})` : ''} — ${rating}, ${p.completedJobs} job${p.completedJobs === 1 ? '' : 's'} completed`;
    });
    return `Our top rated providers:\n${lines.join('\n')}`;
  }

  if (has(text, ['cancel', 'refund', 'reschedul'])) {
    return `You can cancel a booking for free up to ${PROVIDER_POLICY.freeCancellationHoursBefore} hours before the slot while it is still pending — use Cancel on your dashboard, then book again for a new time.` + ` For a refund, call ${BRAND.phone} or write to ${BRAND.email}.`;
  }

  if (has(text, ['rate a', 'rate the', 'rate my', 'rating', 'review', 'feedback', 'quality', 'happy'])) {
    return `When your provider marks the service complete, its booking page asks for your rating and comments; your ratings are listed in My History. For a problem with the work, call ${BRAND.phone} or write to ${BRAND.email}.`;
  }

  if (has(text, ['price', 'cost', 'how much', 'charge', 'rate', 'fee'])) {
    return priceReply(text, ctx);
  }

  if (has(text, ['pay', 'invoice', 'bill'])) {
    return `You pay the bid you accepted plus ${ctx.gstPercent}% GST; your booking's pricing summary shows each part, and a tax invoice is issued when the service is completed.`;
  }

  if (has(text, ['gst', 'tax'])) {
    return `All totals include ${ctx.gstPercent}% GST, shown separately in your pricing summary.`;
  }

  if (has(text, ['area', 'radius', 'where', 'locat', 'serve'])) {
    return `We serve within ${CUSTOMER_POLICY.serviceRadiusKm.min}-${CUSTOMER_POLICY.serviceRadiusKm.max} km of our hubs in Bangalore, including ${BRAND.serviceAreas.slice(0, 6).join(', ')} and more.`;
  }

  if (has(text, ['contact', 'phone', 'call', 'email', 'human', 'agent', 'person', 'talk'])) {
    return `You can reach our team ${CUSTOMER_POLICY.supportHours} on ${BRAND.phone} or at ${BRAND.email} (we reply to emails within ${CUSTOMER_POLICY.emailReplyWithinHours} hours).`;
  }

  if (has(text, ['booking', 'order', 'track', 'status', 'my '])) {
    if (ctx.bookings.length === 0) return "I can't see any bookings for you yet. You can book a doorstep service from the Services page.";
    const listed = ctx.bookings.slice(0, MAX_LISTED_BOOKINGS).map(describeBooking);
    return `Your recent bookings:\n${listed.join('\n')}\nSend me a booking reference (like ${bookingReferenceText(ctx.bookings[0]!.id)}) for details.`;
  }

  if (has(text, ['hi', 'hello', 'hey', 'namaste', 'thank'])) {
    return `Hello! I'm the ${BRAND.name} assistant. Ask me about your bookings, our prices, top providers or cancellations.`;
  }

  return 'I can help with your bookings (send a booking reference), prices, our top providers, service areas and cancellations. What would you like to know?';
}
