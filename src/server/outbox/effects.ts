import type { EffectKind } from './effect-kind';
import { pushNotification } from './effects/push-notification';
import { rentalConfirmedSms } from './effects/rental-confirmed-sms';
import { paymentReconcile, paymentWebhookEvent, payoutSend, refundSend } from './effects/payment-events';
import { smsNotification } from './effects/sms-notification';
import { newJobAlerts, slotReminder } from './effects/alert-effects';
import { inactivityNoticeSms } from './effects/inactivity-notice-sms';

/**
 * Every kind of side effect, once (ADR 051): each is a queue of its own, created at start, worked
 * by the outbox's worker and counted for the admin. A new effect is a file in effects/ and a line here.
 */
export const effectKinds: readonly EffectKind<unknown>[] = [
  rentalConfirmedSms,
  pushNotification,
  paymentWebhookEvent,
  paymentReconcile,
  refundSend,
  payoutSend,
  smsNotification,
  newJobAlerts,
  slotReminder,
  inactivityNoticeSms,
];
