import { BRAND } from '../../../shared/catalog/brand';
import type { CatalogueItem } from '../../../shared/catalogue/catalogue-words';
import { intentOf, type ChatIntent } from '../../../shared/catalog/chat-intents';
import { SUPPORT_POLICY } from '../../../shared/catalog/policy';
import { BOOKING_REFERENCE_LENGTH, bookingReference, bookingReferenceText } from '../../../shared/domain/booking-reference';
import { formatAmount, formatRupees, toPaise } from '../../../shared/pricing/money';
import { itemPricePaise } from '../../../shared/pricing/quote';
import { DEFAULT_SETTINGS, type PricingConfig, type SystemSettings } from '../../../shared/schemas/admin';
import type { Service } from '../../../shared/schemas/service';
import { DEFAULT_VEHICLE_CATEGORY } from '../../../shared/schemas/common';
import type { BookingStatus } from '../../../shared/schemas/booking';
import { BOOKING_STATUS_TEXT } from '../../components/booking-status-badge';
import { ratedBy } from '../../components/provider-record';
import type { MessageId } from '../../i18n/areas';
import { catalogueText } from '../../i18n/catalogue-text';
import { t } from '../../i18n/i18n';

export interface ChatBooking {
  id: string;
  status: BookingStatus;
  services: CatalogueItem[];
  slotText: string;
  providerName: string | null;
}

export interface ChatProvider {
  /** Null when the device does not know it (outside the demo): the providers are then counted, never named by their ids. */
  name: string | null;
  location: string | null;
  rating: number | null;
  reviews: number;
  completedJobs: number;
}

/** A service of the catalogue as the chat quotes it: its lowest prices for a car and a bike. */
export interface ChatService extends CatalogueItem {
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
      id: s.id,
      name: s.name,
      nameKn: s.nameKn,
      nameHi: s.nameHi,
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
  /** Active providers, best rated first; null until the list is on this device. */
  providers: readonly ChatProvider[] | null;
  /** The services that can be booked, as the catalogue on this device has them (empty until loaded). */
  services: readonly ChatService[];
  figures: ChatFigures;
  /** Whether a complaint is passed to the team as a support ticket (someone signed in as a customer or provider). */
  filesTickets: boolean;
  /** Whether the server takes payments online (the session's `onlinePayments`). */
  onlinePayments: boolean;
}

/** The contact page's common issues: each a label and the question it puts to the assistant, in the chosen language. */
export const COMMON_ISSUES: readonly { label: MessageId; question: MessageId }[] = [
  { label: 'contact.issue.late', question: 'contact.issue.lateAsk' },
  { label: 'contact.issue.payment', question: 'contact.issue.paymentAsk' },
  { label: 'contact.issue.reschedule', question: 'contact.issue.rescheduleAsk' },
  { label: 'contact.issue.quality', question: 'contact.issue.qualityAsk' },
  { label: 'contact.issue.refund', question: 'contact.issue.refundAsk' },
  { label: 'contact.issue.address', question: 'contact.issue.addressAsk' },
];

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

/** A service's name in the chosen language, by the catalogue rule (catalogue-text.ts). */
const serviceName = (s: CatalogueItem) => catalogueText(t, s, 'name');

function describeBooking(b: ChatBooking): string {
  const values = {
    reference: bookingReferenceText(b.id),
    services: b.services.map(serviceName).join(', ') || t('contact.answer.someService'),
    provider: b.providerName,
    slot: b.slotText,
    status: t(BOOKING_STATUS_TEXT[b.status]),
  };
  return t(b.providerName ? 'contact.answer.bookingLineWith' : 'contact.answer.bookingLine', values);
}

function describeService(s: ChatService): string {
  const prices = [
    s.carFromPaise === null ? null : t('contact.answer.carFrom', { price: formatRupees(s.carFromPaise) }),
    s.bikeFromPaise === null ? null : t('contact.answer.bikeFrom', { price: formatRupees(s.bikeFromPaise) }),
  ].filter(Boolean);
  return t('contact.answer.serviceLine', { name: serviceName(s), prices: prices.join(', '), minutes: s.durationMinutes });
}

/** The catalogue's prices: of the services the message names (in English or the chosen language), or of all of them. */
function priceReply(text: string, ctx: ChatContext): string {
  if (ctx.services.length === 0) return t('contact.answer.noServices');
  const lower = text.toLowerCase();
  const named = ctx.services.filter((s) => lower.includes(s.name.toLowerCase()) || lower.includes(serviceName(s).toLowerCase()));
  const listed = named.length > 0 ? named : ctx.services;
  return t('contact.answer.prices', { named: named.length > 0 ? 'yes' : 'no', lines: listed.map(describeService).join('\n'), gst: ctx.figures.gstPercent });
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

/** How to reach the team, as every answer that sends the customer to it says. */
const contacts = () => t('contact.answer.contacts', { phone: BRAND.phone, hours: SUPPORT_POLICY.supportHours, email: BRAND.email });

/** Who may cancel what, as the settings have it now (the server enforces the same: action-refusals.ts). */
function cancelRule(f: ChatFigures): string {
  if (!f.allowCancellations) return t('contact.answer.cancelOff', { contacts: contacts() });
  return t('contact.answer.cancelRule', { hours: f.cancellationDeadlineHours });
}

/** A confirmed booking: cancelled in the app on its terms (the server charges the same: cancellation-terms.ts). */
function afterConfirmed(f: ChatFigures): string {
  const terms = f.allowCancellations ? `${t('contact.answer.confirmedTerms', { freeHours: f.freeCancellationHours, fee: formatAmount(f.lateCancellationFee) })} ` : '';
  return `${terms}${t('contact.answer.moveConfirmed', { contacts: contacts() })}`;
}

/** A booking cannot be changed: cancel it (as the settings allow) and book again, or call about a confirmed one. */
function changeAnswer(first: MessageId, then: MessageId, f: ChatFigures): string {
  const cancel = f.allowCancellations ? `${cancelRule(f)} ${t(then)}` : cancelRule(f);
  return `${t(first)} ${cancel} ${afterConfirmed(f)}`;
}

/** Providers the device cannot name: how many take bookings, and the best rating customers gave (none made up). */
function providerSummary(providers: readonly ChatProvider[]): string {
  const ratings = providers.map(ratedBy).filter((r): r is number => r !== null);
  const best = ratings.length > 0 ? t('contact.answer.providersBest', { rating: Math.max(...ratings).toFixed(1) }) : t('contact.answer.providersUnrated');
  return `${t('contact.answer.providersCount', { count: providers.length })} ${best}`;
}

const ANSWERS: Record<(typeof CUSTOMER_INTENTS)[number], (text: string, ctx: ChatContext) => string> = {
  complaint: (_, ctx) => t('contact.answer.complaint', { filed: ctx.filesTickets ? 'yes' : 'no', contacts: contacts() }),
  cancel: (_, ctx) => `${cancelRule(ctx.figures)} ${afterConfirmed(ctx.figures)}`,
  refund: () => t('contact.answer.refund', { contacts: contacts() }),
  late: () => t('contact.answer.late', { contacts: contacts() }),
  reschedule: (_, ctx) => changeAnswer('contact.answer.reschedule', 'contact.answer.thenNewTime', ctx.figures),
  address: (_, ctx) => changeAnswer('contact.answer.address', 'contact.answer.thenNewAddress', ctx.figures),
  payment: (_, ctx) => t('contact.answer.payment', { gst: ctx.figures.gstPercent, online: ctx.onlinePayments ? 'yes' : 'no' }),
  joinAsProvider: () => t('contact.answer.join', { brand: BRAND.name }),
  rating: () => t('contact.answer.rating', { contacts: contacts() }),
  gst: (_, ctx) => t('contact.answer.gst', { gst: ctx.figures.gstPercent }),
  price: (text, ctx) => priceReply(text, ctx),
  area: () => t('contact.answer.area', { areas: BRAND.serviceAreas.slice(0, 6).join(', ') }),
  contact: () =>
    t('contact.answer.contact', { hours: SUPPORT_POLICY.supportHours, phone: BRAND.phone, email: BRAND.email, replyHours: SUPPORT_POLICY.emailReplyWithinHours }),
  bookings: (_, ctx) => {
    if (ctx.bookings.length === 0) return t('contact.answer.noBookings');
    const listed = ctx.bookings.slice(0, MAX_LISTED_BOOKINGS).map(describeBooking);
    return t('contact.answer.bookings', { lines: listed.join('\n'), example: bookingReferenceText(ctx.bookings[0]!.id) });
  },
  providers: (_, ctx) => {
    if (ctx.providers === null) return t('contact.answer.noProviders');
    if (ctx.providers.length === 0) return t('contact.answer.providersNone', { brand: BRAND.name });
    if (ctx.providers.some((p) => p.name === null)) return providerSummary(ctx.providers);
    const top = ctx.providers.slice(0, MAX_LISTED_PROVIDERS);
    const lines = top.map((p, i) => {
      const rating = ratedBy(p);
      const values = { n: i + 1, name: p.name, location: p.location, rating: rating === null ? t('contact.answer.newProvider') : `★ ${rating.toFixed(1)}`, jobs: p.completedJobs };
      return t(p.location ? 'contact.answer.providerLineAt' : 'contact.answer.providerLine', values);
    });
    return t('contact.answer.providers', { lines: lines.join('\n') });
  },
  greeting: () => t('contact.answer.greeting', { brand: BRAND.name }),
};

/** The assistant's first message, in the chosen language. */
export const chatGreeting = () => t('contact.chat.greeting');

/**
 * The support assistant's answer to one message, and what it was about. Scripted and pure: it
 * looks up the customer's bookings by reference, then answers the first intent of
 * CUSTOMER_INTENTS the message mentions (in English, Kannada or Hindi), from what it is given:
 * the catalogue's prices, the live pricing and settings, the brand's contacts. The answer is in
 * the chosen language (the `contact` area, with `common` for the statuses and `catalogue` for the
 * service names), whatever language the question was in.
 */
export function answerTo(message: string, ctx: ChatContext): { topic: CustomerTopic; text: string } {
  const text = message.trim();
  const candidates = referenceCandidates(text);
  if (candidates.length > 0) {
    const booking = ctx.bookings.find((b) => candidates.includes(bookingReference(b.id)));
    return { topic: 'reference', text: booking ? t('contact.answer.reference', { booking: describeBooking(booking) }) : t('contact.answer.notFound') };
  }
  const intent = intentOf(text, CUSTOMER_INTENTS);
  return intent ? { topic: intent, text: ANSWERS[intent](text, ctx) } : { topic: 'fallback', text: t('contact.answer.fallback') };
}

/** The assistant's words for one message. */
export function replyTo(message: string, ctx: ChatContext): string {
  return answerTo(message, ctx).text;
}
