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
