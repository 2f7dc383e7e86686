import { BRAND } from '../../../shared/catalog/brand';
import { CUSTOMER_CHAT_PRICES, CUSTOMER_POLICY, PROVIDER_POLICY } from '../../../shared/catalog/policy';
import { statusLabel } from '../../../shared/domain/booking-machine';
import type { BookingStatus } from '../../../shared/schemas/booking';
import { formatAmount } from '../../../shared/pricing/money';
import { BOOKING_REFERENCE_LENGTH, bookingReference } from '../../../shared/domain/booking-reference';

export interface ChatBooking {
  id: string;
  status: BookingStatus;
  services: { name: string }[];
  timeSlotText: string;
  providerName: string | null;
}

export interface ChatProvider {
  name: string;
  location: string | null;
  rating: number | null;
  completedJobs: number;
}

export interface ChatContext {
  /** The acting customer's bookings, newest first (empty for other personas). */
  bookings: readonly ChatBooking[];
  /** Active providers, best rated first. */
  providers: readonly ChatProvider[];
}

export const NOT_FOUND_REPLY = "I couldn't find a booking with that ID. Please check the number and try again.";
export const MAX_LISTED_BOOKINGS = 5;
export const MAX_LISTED_PROVIDERS = 3;

/** Words that look like a reference: '#' and 8 characters, or 8 characters with a digit in them. */
function referenceCandidates(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(#?)([a-z0-9-]{8,})/gi)) {
    const word = match[2]!.toLowerCase();
    if (match[1] === '#' || (word.length === BOOKING_REFERENCE_LENGTH && /\d/.test(word))) found.push(bookingReference(word));
  }
  return found;
}

const has = (text: string, words: string[]) => words.some((w) => new RegExp(`\\b${w}`, 'i').test(text));

function describeBooking(b: ChatBooking): string {
  const services = b.services.map((s) => s.name).join(', ') || 'Service';
  const provider = b.providerName ? ` with ${b.providerName}` : '';
  return `#${bookingReference(b.id)} — ${services}${provider}, ${b.timeSlotText}: ${statusLabel(b.status)}`;
}

/**
 * The support assistant's answer to one message. Scripted: it looks up the customer's bookings
 * by reference, lists bookings and top providers, and quotes prices and policy copy.
 */
export function replyTo(message: string, ctx: ChatContext): string {
  const text = message.trim();
  const candidates = referenceCandidates(text);
  if (candidates.length > 0) {
    const booking = ctx.bookings.find((b) => candidates.includes(bookingReference(b.id).toLowerCase()));
    return booking ? `Here is booking ${describeBooking(booking)}.` : NOT_FOUND_REPLY;
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
    return `You can cancel a booking for free up to ${PROVIDER_POLICY.freeCancellationHoursBefore} hours before the slot while it is still pending — use Cancel on your dashboard.`;
  }

  if (has(text, ['price', 'cost', 'how much', 'charge', 'rate', 'fee'])) {
    const lines = CUSTOMER_CHAT_PRICES.map((p) => `• ${p.name}: ${formatAmount(p.priceRupees)} (${p.durationMinutes} min)`);
    return `Our starting prices:\n${lines.join('\n')}\n${CUSTOMER_POLICY.gstPercent}% GST is included in the total you see. Sedans, SUVs and luxury cars cost a little more; bikes less.`;
  }

  if (has(text, ['gst', 'tax'])) {
    return `All totals include ${CUSTOMER_POLICY.gstPercent}% GST, shown separately in your pricing summary.`;
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
    return `Your recent bookings:\n${listed.join('\n')}\nSend me a booking reference (like #${bookingReference(ctx.bookings[0]!.id)}) for details.`;
  }

  if (has(text, ['hi', 'hello', 'hey', 'namaste', 'thank'])) {
    return `Hello! I'm the ${BRAND.name} assistant. Ask me about your bookings, our prices, top providers or cancellations.`;
  }

  return 'I can help with your bookings (send a booking reference), prices, our top providers, service areas and cancellations. What would you like to know?';
}
