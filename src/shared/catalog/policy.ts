/**
 * Figures the scripted provider and customer chats quote (spec §9). They are copy, not rules:
 * pricing itself comes from the pricing configuration.
 */

export const PROVIDER_POLICY = {
  providerSharePercent: 75,
  platformSharePercent: 25,
  gstPercent: 18,
  paymentWithinHours: 24,
  weeklySummaryDay: 'Monday',
  fiveStarBonusRupees: 50,
  peakMultiplier: 1.5,
  monthlyBonusRupees: 2000,
  monthlyBonusMinJobs: 50,
  customerWaitMinutes: 15,
  travelCompensationPercent: 50,
  freeCancellationHoursBefore: 2,
} as const;

export type ChatPrice = { name: string; priceRupees: number; durationMinutes: number };

export const CUSTOMER_CHAT_PRICES: readonly ChatPrice[] = [
  { name: 'Basic Wash', priceRupees: 299, durationMinutes: 60 },
  { name: 'Premium Wash', priceRupees: 599, durationMinutes: 120 },
  { name: 'Oil Change', priceRupees: 899, durationMinutes: 30 },
  { name: 'Basic Bike Wash', priceRupees: 199, durationMinutes: 45 },
];

export const CUSTOMER_POLICY = {
  serviceRadiusKm: { min: 15, max: 20 },
  gstPercent: 18,
  gstIncluded: true,
  supportHours: '24/7',
  emailReplyWithinHours: 2,
} as const;
