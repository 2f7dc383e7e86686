import { BRAND } from '../../../shared/catalog/brand';
import { intentOf, type ChatIntent } from '../../../shared/catalog/chat-intents';
import { SUPPORT_POLICY } from '../../../shared/catalog/policy';
import { BOOKING_REFERENCE_LENGTH, bookingReference, bookingReferenceText } from '../../../shared/domain/booking-reference';
import { statusLabel } from '../../../shared/domain/booking-machine';
import { formatAmount, formatRupees, toPaise } from '../../../shared/pricing/money';
import { itemPricePaise } from '../../../shared/pricing/quote';
import { DEFAULT_SETTINGS, type PricingConfig, type SystemSettings } from '../../../shared/schemas/admin';
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

/** The rules the chat quotes, read from the live pricing configuration and system settings. */
export interface ChatFigures {
  gstPercent: number;
  allowCancellations: boolean;
  cancellationDeadlineHours: number;
  /** A confirmed booking's terms (cancellation-terms.ts): free until this many hours before, then the fee (rupees). */
  freeCancellationHours: number;
  lateCancellationFee: string;
}

type ChatSettings = Pick<SystemSettings, 'allowCancellations' | 'cancellationDeadlineHours'> & Partial<Pick<SystemSettings, 'freeCancellationHours' | 'lateCancellationFee'>>;

/** The figures of a pricing configuration and system settings. */
export function chatFigures(pricing: Pick<PricingConfig, 'gstPercentage'>, settings: ChatSettings): ChatFigures {
  return {
    gstPercent: pricing.gstPercentage,
    allowCancellations: settings.allowCancellations,
    cancellationDeadlineHours: settings.cancellationDeadlineHours,
    freeCancellationHours: settings.freeCancellationHours ?? DEFAULT_SETTINGS.freeCancellationHours,
    lateCancellationFee: settings.lateCancellationFee ?? DEFAULT_SETTINGS.lateCancellationFee,
  };
}

export interface ChatContext {
  /** The acting customer's bookings, newest first (empty for other personas). */
  bookings: readonly ChatBooking[];
  /** Active providers, best rated first. */
  providers: readonly ChatProvider[];
  /** The services that can be booked, as the catalogue on this device has them (empty until loaded). */
  services: readonly ChatService[];
  figures: ChatFigures;
  /** Whether a complaint is passed to the team as a support ticket (someone signed in as a customer or provider). */
  filesTickets: boolean;
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
  return `${named.length > 0 ? 'Our price' : 'Our prices'}:\n${listed.map(describeService).join('\n')}\nPrices are before ${ctx.figures.gstPercent}% GST, which your booking's summary adds; sedans, SUVs and luxury cars cost a little more than a hatchback.`;
}

/** What the customer's chat answers, in the order it checks (the first intent the message mentions wins). */
export const CUSTOMER_INTENTS = [
  'complaint',
  'refund',
  'cancel',
  'late',
  'reschedule',
  'address',
  'payment',
  'joinAsProvider',
  'rating',
  'gst',
  'price',
  'area',
  'contact',
  'bookings',
  'providers',
  'greeting',
] as const satisfies readonly ChatIntent[];

/** What an answer was about: an intent, a booking reference, or nothing the chat knows. */
export type CustomerTopic = (typeof CUSTOMER_INTENTS)[number] | 'reference' | 'fallback';

const CONTACTS = `${BRAND.phone} (${SUPPORT_POLICY.supportHours}) or ${BRAND.email}`;
const hours = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`;

/** Who may cancel what, as the settings have it now (the server enforces the same: action-refusals.ts). */
function cancelRule(f: ChatFigures): string {
  if (!f.allowCancellations) return `Cancelling in the app is turned off at the moment: call us on ${CONTACTS} and we will help.`;
  const deadline = f.cancellationDeadlineHours > 0 ? `up to ${hours(f.cancellationDeadlineHours)} before its slot` : 'until its slot';
  return `You can cancel a booking yourself while it is still waiting for a provider (before you accept a bid), ${deadline}: use Cancel on your dashboard. Cancelling costs nothing.`;
}

/** A confirmed booking: cancelled in the app on its terms (the server charges the same: cancellation-terms.ts). */
function afterConfirmed(f: ChatFigures): string {
  const free = f.freeCancellationHours > 0 ? `up to ${hours(f.freeCancellationHours)} before its slot` : 'until its slot';
  const terms = f.allowCancellations
    ? `Once a provider is confirmed you can still cancel on your dashboard: free ${free}, later for a late fee of ${formatAmount(f.lateCancellationFee)} that goes to the provider. `
    : '';
  return `${terms}To move a confirmed booking, call us on ${CONTACTS} and we will sort it out with the provider.`;
}

const ANSWERS: Record<(typeof CUSTOMER_INTENTS)[number], (text: string, ctx: ChatContext) => string> = {
  complaint: (_, ctx) =>
    `I'm very sorry — that should not have happened. ${ctx.filesTickets ? 'I have passed your message to our team. ' : ''}Please also tell them on ${CONTACTS} with your booking reference and, if you can, photos; we will look into it with you and the provider, including a refund where one is due.`,
  cancel: (_, ctx) => `${cancelRule(ctx.figures)} ${afterConfirmed(ctx.figures)}`,
  refund: () =>
    `You pay only after the service is completed, so a cancelled booking costs nothing and needs no refund. If something went wrong with a job you have paid for, call ${CONTACTS} with the booking reference and we will look into it.`,
  late: () => `Sorry about the wait. Call our team on ${CONTACTS} and we will reach your provider. Your booking's page shows who is coming and when.`,
  reschedule: (_, ctx) =>
    `A booking's time cannot be changed once it is made. ${ctx.figures.allowCancellations ? `${cancelRule(ctx.figures)} Then book again for the new time.` : cancelRule(ctx.figures)} ${afterConfirmed(ctx.figures)}`,
  address: (_, ctx) =>
    `The address is part of the booking. ${ctx.figures.allowCancellations ? `${cancelRule(ctx.figures)} Then book again with the new address.` : cancelRule(ctx.figures)} ${afterConfirmed(ctx.figures)}`,
  payment: (_, ctx) =>
    `You pay after the service is completed: the price of the bid you accepted plus ${ctx.figures.gstPercent}% GST, as your booking's pricing summary shows. Pay online in the app, or in cash or by UPI to the provider. The tax invoice is issued when the service is completed.`,
  joinAsProvider: () =>
    `To work with ${BRAND.name} as a service provider, open the Provider Dashboard and sign in as a provider, then finish onboarding: your identity document, the training videos and a short assessment. Once approved you can bid on jobs near you.`,
  rating: () =>
    `When your provider marks the service complete, its booking page asks for your rating and comments; your ratings are listed in My History. For a problem with the work, call ${CONTACTS}.`,
  gst: (_, ctx) => `Every total adds ${ctx.figures.gstPercent}% GST (CGST and SGST, half each) to the service price; your pricing summary shows it separately.`,
  price: (text, ctx) => priceReply(text, ctx),
  area: () =>
    `We serve Bangalore, including ${BRAND.serviceAreas.slice(0, 6).join(', ')} and more. Each provider chooses how far from their base they travel, so the bids you get come from providers near you.`,
  contact: () =>
    `You can reach our team ${SUPPORT_POLICY.supportHours} on ${BRAND.phone} or at ${BRAND.email} (we reply to emails within ${hours(SUPPORT_POLICY.emailReplyWithinHours)}).`,
  bookings: (_, ctx) => {
    if (ctx.bookings.length === 0) return "I can't see any bookings for you yet. You can book a doorstep service from the Services page.";
    const listed = ctx.bookings.slice(0, MAX_LISTED_BOOKINGS).map(describeBooking);
    return `Your recent bookings:\n${listed.join('\n')}\nSend me a booking reference (like ${bookingReferenceText(ctx.bookings[0]!.id)}) for details.`;
  },
  providers: (_, ctx) => {
    const top = ctx.providers.slice(0, MAX_LISTED_PROVIDERS);
    if (top.length === 0) return 'I cannot see our provider list right now. Please try again once you are online.';
    const lines = top.map((p, i) => {
      const rating = p.rating == null ? 'new' : `★ ${p.rating.toFixed(1)}`;
      return `${i + 1}. ${p.name}${p.location ? ` (${p.location})` : ''} — ${rating}, ${p.completedJobs} job${p.completedJobs === 1 ? '' : 's'} completed`;
    });
    return `Our top rated providers:\n${lines.join('\n')}`;
  },
  greeting: () => `Hello! I'm the ${BRAND.name} assistant. Ask me about your bookings, prices, payment, cancellations or our top providers.`,
};

export const FALLBACK_REPLY =
  'I can help with your bookings (send a booking reference), prices, payment, cancellations, refunds, complaints, our top providers, service areas and joining as a provider. What would you like to know?';

/**
 * The support assistant's answer to one message, and what it was about. Scripted and pure: it
 * looks up the customer's bookings by reference, then answers the first intent of
 * CUSTOMER_INTENTS the message mentions (in English, Kannada or Hindi), from what it is given:
 * the catalogue's prices, the live pricing and settings, the brand's contacts. The customer's
 * screens speak English, so the answer does too.
 */
export function answerTo(message: string, ctx: ChatContext): { topic: CustomerTopic; text: string } {
  const text = message.trim();
  const candidates = referenceCandidates(text);
  if (candidates.length > 0) {
    const booking = ctx.bookings.find((b) => candidates.includes(bookingReference(b.id)));
    return { topic: 'reference', text: booking ? `Here is booking ${describeBooking(booking)}.` : NOT_FOUND_REPLY };
  }
  const intent = intentOf(text, CUSTOMER_INTENTS);
  return intent ? { topic: intent, text: ANSWERS[intent](text, ctx) } : { topic: 'fallback', text: FALLBACK_REPLY };
}

/** The assistant's words for one message. */
export function replyTo(message: string, ctx: ChatContext): string {
  return answerTo(message, ctx).text;
}
