import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND } from '../../../shared/catalog/brand';
import { DEFAULT_PRICING, DEFAULT_SETTINGS } from '../../../shared/schemas/admin';
import type { Service } from '../../../shared/schemas/service';
import { NO_TRANSLATIONS } from '../../../shared/catalogue/languages';
import { loadAreas, setLocale, t } from '../../i18n/i18n';
import { COMMON_ISSUES, answerTo, chatFigures, chatServices, replyTo, type ChatBooking, type ChatContext, type CustomerTopic } from './chat-replies';

// The answers' words, the statuses and the service names: the areas the contact page loads.
beforeAll(() => loadAreas('contact', 'common', 'catalogue'));
const NOT_FOUND_REPLY = "I couldn't find a booking with that ID. Please check the number and try again.";
const FALLBACK_REPLY =
  'I can help with your bookings (send a booking reference), prices, payment, cancellations, refunds, complaints, our top providers, service areas and joining as a provider. What would you like to know?';

const service = (id: string, name: string, basePrice: string, duration: number, vehicleType: Service['vehicleType'], retired = false): Service => ({
  id,
  name,
  description: '',
  ...NO_TRANSLATIONS,
  basePrice,
  duration,
  vehicleType,
  category: 'wash',
  sacCode: '998714',
  retired,
});

const CATALOGUE = [
  service('svc-basic-wash', 'Basic Wash', '299.00', 60, 'both'),
  service('svc-interior', 'Interior Detailing', '799.00', 90, 'car'),
  service('svc-chain-lube', 'Chain Lubrication', '129.00', 15, 'bike'),
  service('svc-old', 'Old Polish', '100.00', 20, 'both', true),
];

const SERVICE_IDS: Record<string, string> = { 'Basic Wash': 'svc-basic-wash', 'Premium Wash': 'svc-premium-wash', 'Interior Detailing': 'svc-interior-detailing' };
const booking = (id: string, status: ChatBooking['status'], name = 'Basic Wash'): ChatBooking => ({
  id,
  status,
  services: [{ id: SERVICE_IDS[name] ?? 'svc-other', name }],
  slotText: '22 Nov 2026, 10:00 AM',
  providerName: status === 'pending' ? null : 'Ravi Kumar',
});

const ctx: ChatContext = {
  bookings: [
    booking('0f1e2d3c-aaaa-bbbb-cccc-1234abcd5678', 'pending', 'Premium Wash'),
    booking('6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74', 'in_progress', 'Interior Detailing'),
    booking('b3', 'completed'),
    booking('b4', 'completed'),
    booking('b5', 'cancelled'),
    booking('b6', 'completed'),
  ],
  providers: [
    { name: 'Ravi Kumar', location: 'Indiranagar', rating: 4.8, reviews: 10, completedJobs: 12 },
    { name: 'Suresh Gowda', location: 'Koramangala', rating: 4.5, reviews: 7, completedJobs: 9 },
    { name: 'Meena Das', location: 'BTM Layout', rating: 4.1, reviews: 2, completedJobs: 2 },
    { name: 'Fourth', location: null, rating: 3.9, reviews: 1, completedJobs: 1 },
  ],
  services: chatServices(CATALOGUE, DEFAULT_PRICING),
  figures: chatFigures(DEFAULT_PRICING, DEFAULT_SETTINGS),
  filesTickets: true,
  onlinePayments: true,
};

describe('replyTo', () => {
  it('finds a booking by the last 8 characters of its id, with or without #', () => {
    expect(replyTo('Where is #abcd5678?', ctx)).toContain('Premium Wash');
    expect(replyTo('status of 5f9b1d74 please', ctx)).toMatch(/#5F9B1D74 — Interior Detailing with Ravi Kumar.*in progress/);
    expect(replyTo('status of #5F9B1D74', ctx)).toContain('Interior Detailing');
    expect(replyTo('ABCD5678', ctx)).toContain('pending');
  });

  it('says so for an unknown reference', () => {
    expect(replyTo('Track booking 12345678', ctx)).toBe(NOT_FOUND_REPLY);
    expect(replyTo('#zzzzzzzz', ctx)).toBe(NOT_FOUND_REPLY);
  });

  it('lists at most five bookings with reference and status', () => {
    const reply = replyTo('show my bookings', ctx);
    expect(reply.split('\n').filter((l) => l.startsWith('#'))).toHaveLength(5);
    expect(reply).toContain('#ABCD5678');
    expect(reply).not.toContain('#b6');
  });

  it('has a friendly answer when there are no bookings', () => {
    expect(replyTo('track my booking', { ...ctx, bookings: [] })).toMatch(/any bookings/);
  });

  it('names the three best rated providers', () => {
    const reply = replyTo('Who are your top providers?', ctx);
    expect(reply).toContain('1. Ravi Kumar (Indiranagar) — ★ 4.8');
    expect(reply).toContain('3. Meena Das');
    expect(reply).not.toContain('Fourth');
  });

  it('outside the demo counts the approved providers and gives the best rating customers gave, never an account id', () => {
    const unnamed = (rating: number | null, reviews: number) => ({ name: null, location: null, rating, reviews, completedJobs: reviews });
    const two = replyTo('Who are your top providers?', { ...ctx, providers: [unnamed(4.6, 3), unnamed(4.9, 0)] });
    expect(two).toBe("2 approved providers take bookings in Bangalore now. The best rated has ★ 4.6 from customers' feedback.");
    const one = replyTo('list providers', { ...ctx, providers: [unnamed(null, 0)] });
    expect(one).toBe('1 approved provider takes bookings in Bangalore now. None has a rating from customers yet.');
    expect(replyTo('list providers', { ...ctx, providers: [] })).toContain('No provider is taking bookings yet');
    expect(replyTo('list providers', { ...ctx, providers: null })).toContain('I cannot see our provider list right now');
  });

  it('quotes prices, GST and policy copy', () => {
    const prices = replyTo('How much does a wash cost?', ctx);
    expect(prices).toContain('Basic Wash: car from ₹299, bike from ₹179.40 (60 min)');
    expect(prices).toContain('Interior Detailing: car from ₹799 (90 min)');
    expect(prices).toContain('Chain Lubrication: bike from ₹77.40 (15 min)');
    expect(prices).toContain('18% GST');
    expect(replyTo('How much is Interior Detailing?', ctx).split('\n').filter((l) => l.startsWith('•'))).toEqual(['• Interior Detailing: car from ₹799 (90 min)']);
    expect(replyTo('Can I cancel?', ctx)).toContain('up to 2 hours before its slot');
    expect(replyTo('which areas do you serve', ctx)).toContain('Indiranagar');
    expect(replyTo('I want to talk to a person', ctx)).toContain(BRAND.phone);
  });

  it('quotes only services the catalogue has, and none before it has loaded', () => {
    const prices = replyTo('price list please', ctx);
    expect(prices).not.toContain('Old Polish');
    expect(prices).not.toContain('Bike Wash');
    expect(prices.split('\n').filter((l) => l.startsWith('•'))).toHaveLength(3);
    expect(replyTo('price list please', { ...ctx, services: [] })).toMatch(/cannot see our service list/);
    // A cheaper car category in the pricing configuration lowers the "from" price.
    const cheaper = chatServices(CATALOGUE, { ...DEFAULT_PRICING, categoryMultipliers: { ...DEFAULT_PRICING.categoryMultipliers, hatchback: 1.2, sedan: 0.9 } });
    expect(cheaper[0]!.carFromPaise).toBe(26910);
  });

  it('answers each common issue with something other than the fallback', () => {
    const fallback = replyTo('asdf', ctx);
    const answers = COMMON_ISSUES.map((issue) => replyTo(t(issue.question), ctx));
    for (const answer of answers) expect(answer).not.toBe(fallback);
    expect(replyTo('How do I rate a service?', ctx)).toMatch(/asks for your rating/);
    expect(replyTo('what is your rate for a wash', ctx)).toMatch(/Our prices/);
  });

  it('falls back to what it can do', () => {
    expect(replyTo('asdf', ctx)).toBe(FALLBACK_REPLY);
  });
});

/** Questions people ask, and what the answer must be about (issue 34: the wrong answer was the first keyword's). */
const ASKED: readonly [string, CustomerTopic][] = [
  // The questions that got the provider list or the GST sentence.
  ['Can I cancel my booking after a provider is confirmed?', 'cancel'],
  ['How do I become a provider?', 'joinAsProvider'],
  ['The washer scratched my car door, I want a refund!', 'complaint'],
  ['Can I pay by cash?', 'payment'],
  ['When do I pay?', 'payment'],
  // Twenty more in English.
  ['I want to cancel the wash I booked for tomorrow', 'cancel'],
  ['Where is my refund? The booking was cancelled', 'refund'],
  ['The provider was rude to my driver', 'complaint'],
  ['Your washer left stains on the seats', 'complaint'],
  ['I am not happy with the service quality', 'complaint'],
  ['My provider is running late', 'late'],
  ['The washer has not arrived yet', 'late'],
  ['How do I reschedule my booking?', 'reschedule'],
  ['How do I update the address of my booking?', 'address'],
  ['Can I pay with UPI after the wash?', 'payment'],
  ['Do I get an invoice for the service?', 'payment'],
  ['I want to join as a washer', 'joinAsProvider'],
  ['Can I work with you as a mechanic?', 'joinAsProvider'],
  ['How do I rate the provider?', 'rating'],
  ['How much does a premium wash cost for an SUV?', 'price'],
  ['Is GST included in the price?', 'gst'],
  ['Do you come to Whitefield?', 'area'],
  ['I want to talk to a person', 'contact'],
  ['Track my booking', 'bookings'],
  ['Who are your best providers?', 'providers'],
  ['Hello there', 'greeting'],
  ['What is the meaning of life?', 'fallback'],
  // Kannada, in its script and as typed in Latin letters.
  ['ನನ್ನ ಬುಕಿಂಗ್ ರದ್ದು ಮಾಡಬಹುದೇ?', 'cancel'],
  ['booking cancel maadi', 'cancel'],
  ['ವಾಶರ್ ನನ್ನ ಕಾರಿಗೆ ಗೀರು ಮಾಡಿದ್ದಾರೆ, ಹಣ ವಾಪಸ್ ಬೇಕು', 'complaint'],
  ['ನನಗೆ ಹಣ ವಾಪಸ್ ಯಾವಾಗ ಬರುತ್ತದೆ?', 'refund'],
  ['ನಗದು ಕೊಟ್ಟು ಪಾವತಿ ಮಾಡಬಹುದೇ?', 'payment'],
  ['duddu yaavaga kodbeku?', 'payment'],
  ['ನಾನು ಪಾಲುದಾರ ಆಗಬೇಕು, ಹೇಗೆ ಸೇರಲು?', 'joinAsProvider'],
  ['ಬೇಸಿಕ್ ವಾಶ್ ಬೆಲೆ ಎಷ್ಟು?', 'price'],
  ['ಪಾಲುದಾರ ಇನ್ನೂ ಬಂದಿಲ್ಲ', 'late'],
  ['service tumba ketta ittu', 'complaint'],
  ['ನಮಸ್ಕಾರ', 'greeting'],
  // The word the app's own Kannada screens use for a provider.
  ['ಉತ್ತಮ ಸೇವಾದಾರರು ಯಾರು?', 'providers'],
  ['ನನ್ನ ಸೇವಾದಾರರು ತಡವಾಗಿ ಬರುತ್ತಿದ್ದಾರೆ', 'late'],
  ['ನಾನು ಸೇವಾದಾರರಾಗಿ ಸೇರಬೇಕು', 'joinAsProvider'],
  // Hindi, in its script and in Latin letters.
  ['क्या मैं बुकिंग रद्द कर सकता हूं?', 'cancel'],
  ['मुझे पैसे वापस चाहिए', 'refund'],
  ['kya main cash mein paisa de sakta hoon?', 'payment'],
  ['वॉशर ने गाड़ी खराब कर दी', 'complaint'],
  ['मुझे पार्टनर बनना है', 'joinAsProvider'],
  ['washing ka kitna lagega?', 'price'],
];

describe('what the customer asks', () => {
  it.each(ASKED)('%s → %s', (question, topic) => {
    expect(answerTo(question, ctx).topic).toBe(topic);
  });

  it('answers a complaint with an apology and the contacts, and no provider list', () => {
    const reply = replyTo('The washer scratched my car door, I want a refund!', ctx);
    expect(reply).toMatch(/sorry/i);
    expect(reply).toContain(BRAND.phone);
    expect(reply).toContain(BRAND.email);
    expect(reply).not.toContain('Ravi Kumar');
    expect(reply).toContain('I have passed your message to our team');
    // Someone the team cannot answer (not signed in, the admin) is not told it was passed on.
    expect(replyTo('The washer scratched my car door', { ...ctx, filesTickets: false })).not.toContain('passed your message');
  });

  it('says how paying works, not the GST sentence alone', () => {
    for (const q of ['Can I pay by cash?', 'When do I pay?']) {
      const reply = replyTo(q, ctx);
      expect(reply).toMatch(/after the service is completed/);
      expect(reply).toMatch(/cash or by UPI/);
      expect(reply).toContain('Pay online in the app');
    }
    // A server without a payment gateway takes no online payment: the chat does not offer one.
    const cashOnly = replyTo('Can I pay by cash?', { ...ctx, onlinePayments: false });
    expect(cashOnly).toContain('Pay the provider in cash or by UPI.');
    expect(cashOnly).not.toMatch(/online/i);
  });

  it('tells how a provider joins', () => {
    expect(replyTo('How do I become a provider?', ctx)).toMatch(/Join as Provider.*onboarding/);
  });
});

describe('figures from the live settings', () => {
  it('quotes the cancellation deadline and GST the admin set', () => {
    const changed: ChatContext = { ...ctx, figures: chatFigures({ gstPercentage: 28 }, { allowCancellations: true, cancellationDeadlineHours: 6 }) };
    expect(replyTo('Can I cancel?', changed)).toContain('up to 6 hours before its slot');
    expect(replyTo('When do I pay?', changed)).toContain('28% GST');
    expect(replyTo('price list please', changed)).toContain('28% GST');
    expect(replyTo('Is there GST?', changed)).toContain('28% GST');
    expect(replyTo('Can I cancel?', { ...ctx, figures: { ...ctx.figures, cancellationDeadlineHours: 1 } })).toContain('up to 1 hour before');
  });

  it('says cancelling is off when the settings turn it off', () => {
    const off: ChatContext = { ...ctx, figures: { ...ctx.figures, allowCancellations: false } };
    expect(replyTo('Can I cancel?', off)).toMatch(/turned off/);
    expect(replyTo('Can I cancel?', off)).not.toMatch(/Cancelling costs nothing/);
  });
});

describe('in Kannada and Hindi', () => {
  afterAll(() => setLocale('en'));
  /** Latin words in an answer besides the kept ones (GST, UPI…), the brand and the data (names, places, references, contacts, the fixtures' slot text). */
  const latinLeft = (answer: string) =>
    (answer.match(/[A-Za-z]{2,}/g) ?? []).filter(
      (w) => !['GaadiCare', 'GST', 'CGST', 'SGST', 'UPI', 'support', 'gaadicare', 'in', 'Ravi', 'Kumar', 'Suresh', 'Gowda', 'Meena', 'Das', 'Indiranagar', 'Koramangala', 'BTM', 'Layout', 'HSR', 'Jayanagar', 'JP', 'Nagar', 'Whitefield', 'Old', 'Polish', 'Chain', 'Lubrication', 'Interior', 'Detailing', 'ABCD', 'F9B1D74', 'Nov', 'AM'].includes(w),
    );
  const ISSUE_TOPICS: CustomerTopic[] = ['late', 'payment', 'reschedule', 'complaint', 'refund', 'address'];

  for (const locale of ['kn', 'hi'] as const) {
    it(`${locale}: the common issues and quick actions ask what they say, and every answer is in the language`, async () => {
      await setLocale(locale);
      await loadAreas('contact', 'common', 'catalogue');
      expect(COMMON_ISSUES.map((issue) => answerTo(t(issue.question), ctx).topic)).toEqual(ISSUE_TOPICS);
      expect(answerTo(t('contact.quick.trackAsk'), ctx).topic).toBe('bookings');
      expect(answerTo(t('contact.quick.rateAsk'), ctx).topic).toBe('rating');
      for (const [question] of ASKED) expect(latinLeft(replyTo(question, ctx)), question).toEqual([]);
      expect(latinLeft(replyTo('status of 5f9b1d74 please', ctx))).toEqual([]);
      expect(latinLeft(replyTo('How do I reschedule?', { ...ctx, figures: { ...ctx.figures, allowCancellations: false } }))).toEqual([]);
    });
  }

  it('kn: statuses, service names and the settings figures in Kannada', async () => {
    await setLocale('kn');
    await loadAreas('contact', 'common', 'catalogue');
    const found = replyTo('#abcd5678', ctx);
    expect(found).toContain('#ABCD5678');
    expect(found).toContain('ಪ್ರೀಮಿಯಂ ವಾಶ್');
    expect(found).toContain(t('common.status.pending'));
    expect(replyTo('ನನ್ನ ಬುಕಿಂಗ್ ರದ್ದು ಮಾಡಬಹುದೇ?', { ...ctx, figures: { ...ctx.figures, cancellationDeadlineHours: 6 } })).toContain('6 ಗಂಟೆ');
    expect(replyTo('ಪಾವತಿ ಹೇಗೆ?', { ...ctx, figures: chatFigures({ gstPercentage: 28 }, { allowCancellations: true, cancellationDeadlineHours: 2 }) })).toContain('28% GST');
    expect(replyTo('ದೂರು: ಕಾರಿಗೆ ಗೀರು', ctx)).toContain(BRAND.phone);
  });
});
