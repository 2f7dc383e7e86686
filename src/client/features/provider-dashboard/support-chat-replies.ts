import { PROVIDER_POLICY as P } from '../../../shared/catalog/policy';
import { formatAmount } from '../../../shared/pricing/money';

export const CHAT_GREETING =
  "Hi! I'm the GaadiCare provider assistant. Ask me about earnings, payments, bonuses, cancellations or customers who are not available.";

/** Each topic: words that point to it, and the answer (figures from PROVIDER_POLICY). */
const TOPICS: { keywords: RegExp; answer: string }[] = [
  {
    keywords: /\b(bonus|incentive|reward|5[- ]?star|five[- ]?star|monthly)\b/i,
    answer: `Bonuses: ${formatAmount(P.fiveStarBonusRupees)} for every 5-star rating, and a monthly bonus of ${formatAmount(P.monthlyBonusRupees)} when you complete ${P.monthlyBonusMinJobs}+ jobs in a month.`,
  },
  {
    keywords: /\b(peak|surge|rush|busy|multiplier)\b/i,
    answer: `During peak hours jobs pay a ${P.peakMultiplier}x multiplier on your earnings.`,
  },
  {
    keywords: /\b(cancel\w*)\b/i,
    answer: `Customers can cancel free of charge up to ${P.freeCancellationHoursBefore} hours before the slot. If you must drop a job, use Emergency Release so it goes to another provider quickly.`,
  },
  {
    keywords: /\b(not (home|there|available)|unavailable|no[- ]?show|wait\w*|absent|travel)\b/i,
    answer: `If the customer is not available, wait ${P.customerWaitMinutes} minutes and try calling. After that you may leave and receive ${P.travelCompensationPercent}% of the job value as travel compensation.`,
  },
  {
    keywords: /\b(pay|paid|payment|payout|transfer|bank|when)\b/i,
    answer: `Payments reach your bank account within ${P.paymentWithinHours}h of completing a job. A weekly earnings summary is sent every ${P.weeklySummaryDay}.`,
  },
  {
    keywords: /\b(gst|tax\w*)\b/i,
    answer: `GST of ${P.gstPercent}% is added to the customer's bill; it does not come out of your share.`,
  },
  {
    keywords: /\b(earn\w*|commission|share|cut|fee|percent\w*|split|money|income)\b/i,
    answer: `You keep ${P.providerSharePercent}% of each job's value and the platform keeps ${P.platformSharePercent}%. GST (${P.gstPercent}%) is charged to the customer on top.`,
  },
  {
    keywords: /\b(hi|hello|hey|namaste)\b/i,
    answer: 'Hello! How can I help you today? Ask about earnings, payments, bonuses or cancellations.',
  },
];

const FALLBACK =
  "I can help with earnings, payments, bonuses, peak hours, cancellations and customers who are not available. For anything else, email support and we'll reply soon.";

/** The scripted assistant's answer to one message (pure: same question, same answer). */
export function providerChatReply(message: string): string {
  const text = message.trim();
  if (!text) return FALLBACK;
  return TOPICS.find((topic) => topic.keywords.test(text))?.answer ?? FALLBACK;
}
