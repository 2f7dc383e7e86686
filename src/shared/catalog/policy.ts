/**
 * Figures the scripted provider and customer chats quote (spec §9). They are copy, not rules:
 * pricing itself comes from the pricing configuration, and the chats quote prices from the
 * catalogue, never from here.
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

export const CUSTOMER_POLICY = {
  serviceRadiusKm: { min: 15, max: 20 },
  gstPercent: 18,
  gstIncluded: true,
  supportHours: '24/7',
  emailReplyWithinHours: 2,
} as const;
