import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAreas, setLocale } from '../../i18n/i18n';
import { providerChatReply } from './support-chat-replies';

describe('providerChatReply', () => {
  beforeAll(() => loadAreas('chat'));

  it('explains the earnings split and GST', () => {
    const answer = providerChatReply('How much do I earn per job?');
    expect(answer).toContain('75%');
    expect(answer).toContain('25%');
    expect(answer).toContain('18%');
  });

  it('answers payment timing with the weekly summary', () => {
    const answer = providerChatReply('When do I get paid?');
    expect(answer).toContain('24h');
    expect(answer).toContain('Monday');
  });

  it('lists the bonuses', () => {
    const answer = providerChatReply('Is there any bonus?');
    expect(answer).toContain('₹50');
    expect(answer).toContain('₹2,000');
    expect(answer).toContain('50+ jobs');
  });

  it('knows the peak multiplier', () => {
    expect(providerChatReply('peak hours?')).toContain('1.5x');
  });

  it('handles customers who are not there', () => {
    const answer = providerChatReply('The customer is not home, what do I do?');
    expect(answer).toContain('15 minutes');
    expect(answer).toContain('50%');
  });

  it('states the free cancellation window', () => {
    expect(providerChatReply('Can customers cancel?')).toContain('2 hours');
  });

  it('answers GST questions on their own', () => {
    expect(providerChatReply('what about gst')).toContain('18%');
  });

  it('falls back politely for anything else', () => {
    expect(providerChatReply('What is the meaning of life?')).toMatch(/I can help with/);
  });

  describe('in Kannada and Hindi', () => {
    afterAll(() => setLocale('en'));

    it('answers a Kannada question in Kannada, with the same figures', async () => {
      await setLocale('kn');
      const answer = providerChatReply('ನನ್ನ ಗಳಿಕೆ ಎಷ್ಟು?');
      expect(answer).toContain('75%');
      expect(answer).toContain('ಪ್ಲಾಟ್‌ಫಾರ್ಮ್');
      expect(providerChatReply('ಬೋನಸ್ ಇದೆಯಾ?')).toContain('₹2,000');
    });

    it('answers a Hindi question in Hindi, the weekly day worded too', async () => {
      await setLocale('hi');
      const answer = providerChatReply('पेमेंट कब आएगा?');
      expect(answer).toContain('24');
      expect(answer).toContain('सोमवार');
      expect(providerChatReply('क्या हाल है')).toMatch(/^मैं कमाई/);
    });
  });
});
