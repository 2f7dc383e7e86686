import { BRAND } from '../../../shared/catalog/brand';
import { intentOf, type ChatIntent } from '../../../shared/catalog/chat-intents';
import { formatAmount, formatRupees } from '../../../shared/pricing/money';
import { MINIMUM_PAYOUT_PAISE } from '../../../shared/payments/payout-state';
import type { PricingConfig, SystemSettings } from '../../../shared/schemas/admin';
import type { MessageId } from '../../i18n/areas';
import { t } from '../../i18n/i18n';

/** The assistant's first message, in the current language (the `chat` area is loaded with the dashboard). */
export const chatGreeting = () => t('chat.greeting');

/** What the provider's chat quotes, read from the live pricing configuration and system settings. */
export interface ProviderChatFigures {
  platformFeePercent: number;
  gstPercent: number;
  /** The priority bonus on a job taken over after an emergency release (1: none). */
  emergencyMultiplier: number;
  allowCancellations: boolean;
  cancellationDeadlineHours: number;
  /** A confirmed booking's terms (cancellation-terms.ts): free until this many hours before, then the fee (rupees). */
  freeCancellationHours: number;
  lateCancellationFee: string;
  /** Hours after completion before an online job's earning can be paid out. */
  payoutHoldHours: number;
}

export function providerChatFigures(
  pricing: Pick<PricingConfig, 'platformFeePercentage' | 'gstPercentage' | 'emergencyServiceMultiplier'>,
  settings: Pick<SystemSettings, 'allowCancellations' | 'cancellationDeadlineHours' | 'freeCancellationHours' | 'lateCancellationFee' | 'payoutHoldHours'>,
): ProviderChatFigures {
  return {
    platformFeePercent: pricing.platformFeePercentage,
    gstPercent: pricing.gstPercentage,
    emergencyMultiplier: pricing.emergencyServiceMultiplier,
    allowCancellations: settings.allowCancellations,
    cancellationDeadlineHours: settings.cancellationDeadlineHours,
    freeCancellationHours: settings.freeCancellationHours,
    lateCancellationFee: settings.lateCancellationFee,
    payoutHoldHours: settings.payoutHoldHours,
  };
}

/** What the provider's chat answers, in the order it checks (words: CHAT_INTENTS). */
export const PROVIDER_INTENTS = ['complaint', 'bonus', 'peak', 'customerAbsent', 'cancel', 'payment', 'gst', 'earnings', 'greeting'] as const satisfies readonly ChatIntent[];
export type ProviderTopic = (typeof PROVIDER_INTENTS)[number] | 'fallback';

/** A percentage as people read it: at most two decimals, none when whole. */
const percent = (n: number) => String(Math.round(n * 100) / 100);
const contacts = { phone: BRAND.phone, email: BRAND.email };
/** The payout hold as people say it: whole days as days ("1 day", not a "24 hours" that reads as a payout promise). */
const holdOf = (hours: number) => (hours === 0 ? { unit: 'none', count: 0 } : hours % 24 === 0 ? { unit: 'days', count: hours / 24 } : { unit: 'hours', count: hours });
/** An amount without its ₹, which the sentence places itself. */
const rupees = (formatted: string) => formatted.replace('₹', '');

/** Each topic's answer, worded when asked in the current language, its figures from `f`. */
const ANSWERS: Record<(typeof PROVIDER_INTENTS)[number], (f: ProviderChatFigures) => string> = {
  // The chat files the message as a support ticket (support-chat.tsx).
  complaint: () => t('chat.answer.complaint', contacts),
  bonus: (f) => (f.emergencyMultiplier > 1 ? t('chat.answer.bonus', { multiplier: percent(f.emergencyMultiplier) }) : t('chat.answer.noBonus')),
  peak: () => t('chat.answer.peak'),
  customerAbsent: () => t('chat.answer.absent', contacts),
  cancel: (f) => (f.allowCancellations ? t('chat.answer.cancel', { hours: f.cancellationDeadlineHours, freeHours: f.freeCancellationHours, fee: rupees(formatAmount(f.lateCancellationFee)) }) : t('chat.answer.cancelOff')),
  payment: (f) => t('chat.answer.payment', { ...holdOf(f.payoutHoldHours), minimum: rupees(formatRupees(MINIMUM_PAYOUT_PAISE)) }),
  gst: (f) => t('chat.answer.gst', { gst: percent(f.gstPercent) }),
  earnings: (f) =>
    t('chat.answer.earnings', { provider: percent(100 - f.platformFeePercent), platform: percent(f.platformFeePercent), gst: percent(f.gstPercent) }),
  greeting: () => t('chat.answer.hello'),
};

const FALLBACK: MessageId = 'chat.answer.fallback';

/** The topic of one message: the first of PROVIDER_INTENTS it mentions. */
export function providerTopic(message: string): ProviderTopic {
  return intentOf(message.trim(), PROVIDER_INTENTS) ?? 'fallback';
}

/** The scripted assistant's answer to one message, in the current language (pure: same question and figures, same answer). */
export function providerChatReply(message: string, figures: ProviderChatFigures): string {
  const topic = providerTopic(message);
  return topic === 'fallback' ? t(FALLBACK, contacts) : ANSWERS[topic](figures);
}
