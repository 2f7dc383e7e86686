import { PROVIDER_POLICY as P } from '../../../shared/catalog/policy';
import { formatAmount } from '../../../shared/pricing/money';
import type { MessageId } from '../../i18n/areas';
import { t } from '../../i18n/i18n';

/** The assistant's first message, in the current language (the `chat` area is loaded with the dashboard). */
export const chatGreeting = () => t('chat.greeting');

/**
 * Each topic: words that point to it, in English, Kannada and Hindi, and the answer (figures from
 * PROVIDER_POLICY, worded when asked, in the current language). Latin words are matched whole;
 * Kannada and Hindi words anywhere, since their endings change with the sentence.
 */
const TOPICS: { keywords: RegExp; answer: () => string }[] = [
  {
    keywords: /\b(bonus|incentive|reward|5[- ]?star|five[- ]?star|monthly)\b|ಬೋನಸ್|ಬಹುಮಾನ|ಪ್ರೋತ್ಸಾಹ|बोनस|इनाम|इंसेंटिव/i,
    answer: () =>
      t('chat.answer.bonus', { fiveStar: formatAmount(P.fiveStarBonusRupees), monthly: formatAmount(P.monthlyBonusRupees), minJobs: P.monthlyBonusMinJobs }),
  },
  {
    keywords: /\b(peak|surge|rush|busy|multiplier)\b|ಪೀಕ್|ರಶ್|ಬ್ಯುಸಿ|पीक|भीड़|रश/i,
    answer: () => t('chat.answer.peak', { multiplier: P.peakMultiplier }),
  },
  {
    keywords: /\b(cancel\w*)\b|ರದ್ದು|ಕ್ಯಾನ್ಸಲ್|रद्द|कैंसल/i,
    answer: () => t('chat.answer.cancel', { hours: P.freeCancellationHoursBefore }),
  },
  {
    keywords: /\b(not (home|there|available)|unavailable|no[- ]?show|wait\w*|absent|travel)\b|ಮನೆಯಲ್ಲಿ ಇಲ್ಲ|ಕಾಯ|ಸಿಗುತ್ತಿಲ್ಲ|ಸಿಗಲಿಲ್ಲ|नहीं मिल|घर पर नहीं|इंतज़ार|इंतजार/i,
    answer: () => t('chat.answer.absent', { minutes: P.customerWaitMinutes, percent: P.travelCompensationPercent }),
  },
  {
    keywords: /\b(pay|paid|payment|payout|transfer|bank|when)\b|ಪಾವತಿ|ಹಣ|ಬ್ಯಾಂಕ್|ಯಾವಾಗ|पेमेंट|भुगतान|पैसा|पैसे|बैंक|कब/i,
    answer: () => t('chat.answer.payment', { hours: P.paymentWithinHours, day: P.weeklySummaryDay }),
  },
  {
    keywords: /\b(gst|tax\w*)\b|ತೆರಿಗೆ|टैक्स/i,
    answer: () => t('chat.answer.gst', { gst: P.gstPercent }),
  },
  {
    keywords: /\b(earn\w*|commission|share|cut|fee|percent\w*|split|money|income)\b|ಗಳಿಕೆ|ಗಳಿಸ|ಕಮಿಷನ್|ಪಾಲು|ಶುಲ್ಕ|कमाई|कमा|कमीशन|हिस्सा|फ़ीस|फीस/i,
    answer: () => t('chat.answer.earnings', { provider: P.providerSharePercent, platform: P.platformSharePercent, gst: P.gstPercent }),
  },
  {
    keywords: /\b(hi|hello|hey|namaste)\b|ನಮಸ್ಕಾರ|ನಮಸ್ತೆ|ಹಲೋ|नमस्ते|नमस्कार|हैलो|हेलो/i,
    answer: () => t('chat.answer.hello'),
  },
];

const FALLBACK: MessageId = 'chat.answer.fallback';

/** The scripted assistant's answer to one message, in the current language (pure: same question, same answer). */
export function providerChatReply(message: string): string {
  const text = message.trim();
  if (!text) return t(FALLBACK);
  return TOPICS.find((topic) => topic.keywords.test(text))?.answer() ?? t(FALLBACK);
}
