import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_INTENTS } from '../../src/shared/catalog/chat-intents';
import { CHAT_PROMISES } from '../../src/shared/catalog/policy';
import { DEFAULT_PRICING, DEFAULT_SETTINGS } from '../../src/shared/schemas/admin';
import { answerTo, chatFigures, CUSTOMER_INTENTS, type ChatContext } from '../../src/client/features/contact/chat-replies';
import { chatGreeting, providerChatFigures, providerChatReply, PROVIDER_INTENTS } from '../../src/client/features/provider-dashboard/support-chat-replies';
import { loadAreas, setLocale } from '../../src/client/i18n/i18n';
import { LOCALES } from '../../src/client/i18n/locales';

/**
 * The promises the product does not keep (issue 30), in every language the chats speak: no
 * reply may make one. Each pattern catches the promise's figure or its words.
 */
const WITHDRAWN: readonly [string, RegExp][] = [
  ['a 24 h payout', /24\s*(h|hours|ಗಂಟೆ|घंटे)/i],
  ['a rating or monthly bonus', /₹\s?50\b|₹\s?2,?000|50\+|for every 5-star|ಪ್ರತಿ 5-ಸ್ಟಾರ್|हर 5-स्टार/],
  ['a peak multiplier', /peak hours? (jobs )?pay|during peak|ಪೀಕ್ ಸಮಯದಲ್ಲಿ ಕೆಲಸಗಳಿಗೆ|पीक समय में कामों पर/i],
  ['no-show compensation', /travel compensation|15 minutes|ಪ್ರಯಾಣ ಪರಿಹಾರ|आने-जाने के खर्च/i],
  ['a service radius of hubs', /15-20 km|hubs/i],
];

/** A message for each word of each intent: every answer either chat can give. */
const MESSAGES: string[] = [...Object.values(CHAT_INTENTS).flat(), 'asdf', ''];

const ctx: ChatContext = {
  bookings: [],
  providers: [{ name: 'Ravi Kumar', location: 'Indiranagar', rating: 4.8, reviews: 9, completedJobs: 12 }],
  services: [],
  figures: chatFigures(DEFAULT_PRICING, DEFAULT_SETTINGS),
  filesTickets: true,
  onlinePayments: true,
};

describe('the chats make no promise the product does not keep', () => {
  beforeAll(() => loadAreas('chat', 'contact', 'common', 'catalogue'));
  afterAll(() => setLocale('en'));

  it('records every withdrawn promise in the chat policy', () => {
    const takenOut = CHAT_PROMISES.filter((p) => p.decision === 'taken out').map((p) => p.promise);
    expect(takenOut).toEqual(expect.arrayContaining(['payment within 24h', '5-star bonus ₹50', 'monthly bonus ₹2000 for 50+ jobs']));
    // The Monday summary is sent now (ADR 067): a chat may speak of it.
    expect(CHAT_PROMISES.find((p) => p.promise === 'weekly summary Mondays')?.decision).toBe('kept');
  });

  it.each(LOCALES)('in the customer chat, in %s, for every intent', async (locale) => {
    await setLocale(locale);
    const topics = new Set<string>();
    for (const message of MESSAGES) {
      const { topic, text } = answerTo(message, ctx);
      topics.add(topic);
      // Worded from the catalog, not its ids.
      expect(text, message).not.toMatch(/contact\.answer\./);
      for (const [what, pattern] of WITHDRAWN) expect(text, `${locale}: ${message} → ${what}`).not.toMatch(pattern);
    }
    expect([...topics].sort()).toEqual([...CUSTOMER_INTENTS, 'fallback'].sort());
  });

  it.each(LOCALES)('in the provider chat, in %s, for every intent', async (locale) => {
    await setLocale(locale);
    const figures = [providerChatFigures(DEFAULT_PRICING, DEFAULT_SETTINGS), providerChatFigures(DEFAULT_PRICING, { ...DEFAULT_SETTINGS, allowCancellations: false })];
    const answers = new Set<string>([chatGreeting()]);
    for (const f of figures) for (const message of MESSAGES) answers.add(providerChatReply(message, f));
    // Every topic answered at least once (and the cancellation rule both ways).
    expect(answers.size).toBeGreaterThanOrEqual(PROVIDER_INTENTS.length + 2);
    for (const answer of answers) for (const [what, pattern] of WITHDRAWN) expect(answer, `${locale}: ${answer} → ${what}`).not.toMatch(pattern);
  });

  it('catches the old copy (the patterns can fail)', () => {
    const old = [
      'Payments reach your bank account within 24h of completing a job. A weekly earnings summary is sent every Monday.',
      'Bonuses: ₹50 for every 5-star rating, and a monthly bonus of ₹2,000 when you complete 50+ jobs in a month.',
      'During peak hours jobs pay a 1.5x multiplier on your earnings.',
      'If the customer is not available, wait 15 minutes and try calling. After that you may leave and receive 50% of the job value as travel compensation.',
      'We serve within 15-20 km of our hubs in Bangalore',
    ];
    for (const text of old) expect(WITHDRAWN.some(([, pattern]) => pattern.test(text)), text).toBe(true);
  });
});
