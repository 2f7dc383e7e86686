import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND } from '../../../shared/catalog/brand';
import { DEFAULT_PRICING, DEFAULT_SETTINGS } from '../../../shared/schemas/admin';
import { loadAreas, setLocale } from '../../i18n/i18n';
import { providerChatFigures, providerChatReply, providerTopic, type ProviderTopic } from './support-chat-replies';

const defaults = providerChatFigures(DEFAULT_PRICING, DEFAULT_SETTINGS);
/** The settings of issue 34: a 40 % platform fee and 28 % GST, cancelling up to 6 hours before. */
const changed = providerChatFigures(
  { ...DEFAULT_PRICING, platformFeePercentage: 40, gstPercentage: 28, emergencyServiceMultiplier: 2 },
  { ...DEFAULT_SETTINGS, cancellationDeadlineHours: 6 },
);

describe('providerChatReply', () => {
  beforeAll(() => loadAreas('chat'));

  it('explains the earnings split and GST from the pricing configuration', () => {
    const answer = providerChatReply('How much do I earn per job?', defaults);
    expect(answer).toContain('You keep 75%');
    expect(answer).toContain('platform fee is 25%');
    expect(answer).toContain('GST (18%)');
  });

  it('follows changed settings: fee 40 %, GST 28 %', () => {
    const answer = providerChatReply('How much do I earn per job?', changed);
    expect(answer).toContain('You keep 60%');
    expect(answer).toContain('platform fee is 40%');
    expect(answer).toContain('GST (28%)');
    expect(answer).not.toMatch(/75|18%/);
    expect(providerChatReply('what about gst', changed)).toContain('28%');
    expect(providerChatReply('Can customers cancel?', changed)).toContain('up to 6 hours before its slot');
    expect(providerChatReply('Is there any bonus?', changed)).toContain('2×');
    // A fee with decimals reads as set.
    expect(providerChatReply('my share?', { ...changed, platformFeePercent: 22.5 })).toContain('You keep 77.5%');
  });

  it('says how the customer pays and when the earning reaches the bank, with the hold of the settings', () => {
    const answer = providerChatReply('When do I get paid?', defaults);
    expect(answer).toMatch(/after the job is completed/);
    expect(answer).toMatch(/cash or by UPI/);
    expect(answer).toContain('paid out 1 day after completion');
    expect(answer).toContain('next daily payout once at least ₹100 is due');
    expect(answer).toContain('cash limit');
    expect(answer).not.toMatch(/not in the app yet/);
    const hold = (payoutHoldHours: number) => providerChatReply('When do I get paid?', providerChatFigures(DEFAULT_PRICING, { ...DEFAULT_SETTINGS, payoutHoldHours }));
    expect(hold(1)).toContain('paid out 1 hour after completion');
    expect(hold(36)).toContain('paid out 36 hours after completion');
    expect(hold(72)).toContain('paid out 3 days after completion');
    expect(hold(0)).toContain('paid out as soon as the job is completed');
  });

  it('knows there is no rating bonus and no peak pay; quotes the real priority bonus', () => {
    expect(providerChatReply('Is there any bonus?', defaults)).toMatch(/There are no rating or monthly bonuses.*1\.5×/);
    expect(providerChatReply('Is there any bonus?', { ...defaults, emergencyMultiplier: 1 })).toMatch(/There are no bonuses/);
    expect(providerChatReply('peak hours?', defaults)).toMatch(/There is no peak-hour pay/);
  });

  it('handles customers who are not there without a compensation promise', () => {
    const answer = providerChatReply('The customer is not home, what do I do?', defaults);
    expect(answer).toMatch(/try calling them/);
    expect(answer).toMatch(/no no-show compensation/);
  });

  it('states the cancellation rule as the settings have it', () => {
    expect(providerChatReply('Can customers cancel?', defaults)).toContain('up to 2 hours before its slot');
    expect(providerChatReply('Can customers cancel?', { ...defaults, cancellationDeadlineHours: 1 })).toContain('up to 1 hour before');
    expect(providerChatReply('Can customers cancel?', { ...defaults, allowCancellations: false })).toMatch(/cannot cancel bookings in the app/);
  });

  it('answers a complaint with an apology and the contacts', () => {
    const answer = providerChatReply('The customer was rude to me', defaults);
    expect(answer).toMatch(/sorry/);
    expect(answer).toContain(BRAND.phone);
    expect(answer).toContain(BRAND.email);
  });

  it('falls back politely for anything else, with the contacts', () => {
    const answer = providerChatReply('What is the meaning of life?', defaults);
    expect(answer).toMatch(/I can help with/);
    expect(answer).toContain(BRAND.email);
  });

  describe('in Kannada and Hindi', () => {
    afterAll(() => setLocale('en'));

    it('answers a Kannada question in Kannada, with the figures of the settings', async () => {
      await setLocale('kn');
      const answer = providerChatReply('ನನ್ನ ಗಳಿಕೆ ಎಷ್ಟು?', changed);
      expect(answer).toContain('60%');
      expect(answer).toContain('40%');
      expect(answer).toContain('28%');
      expect(answer).toContain('ಪ್ಲಾಟ್‌ಫಾರ್ಮ್');
      expect(providerChatReply('ಬೋನಸ್ ಇದೆಯಾ?', changed)).toMatch(/ಬೋನಸ್ ಇಲ್ಲ/);
      expect(providerChatReply('ಗ್ರಾಹಕರು ರದ್ದು ಮಾಡಬಹುದೇ?', changed)).toContain('6 ಗಂಟೆ');
      expect(providerChatReply('ಪಾವತಿ ಯಾವಾಗ ಬರುತ್ತದೆ?', changed)).toMatch(/1 ದಿನದ ನಂತರ.*₹100/);
    });

    it('answers a Hindi question in Hindi', async () => {
      await setLocale('hi');
      expect(providerChatReply('पेमेंट कब आएगा?', changed)).toMatch(/नकद या UPI.*1 दिन बाद.*₹100/);
      expect(providerChatReply('मेरी कमाई कितनी है?', changed)).toContain('60%');
      expect(providerChatReply('क्या हाल है', changed)).toMatch(/^कमाई/);
    });
  });
});

/** Provider questions and the topic of their answer, in English, Kannada and Hindi. */
const ASKED: readonly [string, ProviderTopic][] = [
  ['How much do I earn per job?', 'earnings'],
  ['What is the platform commission?', 'earnings'],
  ['When do I get paid?', 'payment'],
  ['The customer paid me cash, what now?', 'payment'],
  ['Is there a 5-star bonus?', 'bonus'],
  ['Do I get more during peak hours?', 'peak'],
  ['The customer is not available, how long do I wait?', 'customerAbsent'],
  ['Can a customer cancel after my bid is accepted?', 'cancel'],
  ['Who pays the GST?', 'gst'],
  ['The customer was rude to me', 'complaint'],
  ['ಗ್ರಾಹಕರ ಬಗ್ಗೆ ದೂರು ಇದೆ', 'complaint'],
  ['ग्राहक के बारे में शिकायत है', 'complaint'],
  ['ನನ್ನ ಗಳಿಕೆ ಎಷ್ಟು?', 'earnings'],
  ['ಪಾವತಿ ಯಾವಾಗ ಬರುತ್ತದೆ?', 'payment'],
  ['ಗ್ರಾಹಕರು ಮನೆಯಲ್ಲಿ ಇಲ್ಲ', 'customerAbsent'],
  ['customer cancel maadidre?', 'cancel'],
  ['hana yaavaga baratte?', 'payment'],
  ['पेमेंट कब आएगा?', 'payment'],
  ['ग्राहक घर पर नहीं है', 'customerAbsent'],
  ['meri kamai kitni hai?', 'earnings'],
  ['नमस्ते', 'greeting'],
];

describe('what the provider asks', () => {
  it.each(ASKED)('%s → %s', (question, topic) => {
    expect(providerTopic(question)).toBe(topic);
  });
});
