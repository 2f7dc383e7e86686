import { z } from 'zod';
import { defineEffect } from '../effect-kind';

/**
 * The payment gateway's webhook events (ADR 072): the route checks the signature, keeps the event
 * once by its id and answers at once; the work — marking a booking paid and posting it to the
 * ledger — is done here, after commit, at least once (the work itself is idempotent).
 */
export const paymentWebhookEvent = defineEffect<{ eventId: string }>({
  name: 'payment.webhook-event',
  payload: z.strictObject({ eventId: z.string().min(1).max(128) }),
  key: (p) => `payment.webhook-event:${p.eventId}`,
  retry: { limit: 20, delaySeconds: 1, maxDelaySeconds: 300 },
  expireInSeconds: 60,
  deliver: async (p, _key, { payments }) => {
    if (!payments) throw new Error('No payment work in this process');
    await payments.processEvent(p.eventId);
  },
});

/** Asking the gateway for an order's payments: after the checkout's return, and by the scheduled check. */
export const paymentReconcile = defineEffect<{ orderId: string }>({
  name: 'payment.reconcile',
  payload: z.strictObject({ orderId: z.string().min(1).max(128) }),
  key: (p) => `payment.reconcile:${p.orderId}`,
  retry: { limit: 10, delaySeconds: 2, maxDelaySeconds: 300 },
  expireInSeconds: 60,
  deliver: async (p, _key, { payments }) => {
    if (!payments) throw new Error('No payment work in this process');
    await payments.reconcileOrder(p.orderId);
  },
});

/**
 * Making a refund at the gateway (ADR 092): claimed by one process at a time, and a retried call
 * first looks for the refund its receipt already made, so a refund is never made twice.
 */
export const refundSend = defineEffect<{ refundId: string }>({
  name: 'payment.refund-send',
  payload: z.strictObject({ refundId: z.string().min(1).max(128) }),
  key: (p) => `payment.refund-send:${p.refundId}`,
  retry: { limit: 12, delaySeconds: 5, maxDelaySeconds: 600 },
  expireInSeconds: 60,
  deliver: async (p, _key, { payments }) => {
    if (!payments) throw new Error('No payment work in this process');
    await payments.sendRefund(p.refundId);
  },
});

/**
 * Sending a payout to the gateway (ADR 102), after the run's commit: the payout's id is the
 * gateway's X-Payout-Idempotency, so a retried call answers the payout made, never a second one.
 */
export const payoutSend = defineEffect<{ payoutId: string }>({
  name: 'payment.payout-send',
  payload: z.strictObject({ payoutId: z.string().min(1).max(128) }),
  key: (p) => `payment.payout-send:${p.payoutId}`,
  retry: { limit: 12, delaySeconds: 5, maxDelaySeconds: 600 },
  expireInSeconds: 60,
  deliver: async (p, _key, { payments }) => {
    if (!payments) throw new Error('No payment work in this process');
    await payments.sendPayout(p.payoutId);
  },
});
