import { z } from 'zod';
import { defineEffect } from '../effect-kind';

/**
 * A job just opened to providers (created, or released back to the market): worked out after
 * commit, in one transaction of its own — which providers it concerns, found in one SQL statement,
 * their inbox entries in one, their pushes recorded in batches (notifications/alerts.ts). Its
 * key names the opening, so working it out again tells nobody twice.
 */
export const newJobAlerts = defineEffect<{ bookingId: string; opening: number }>({
  name: 'alerts.new-job',
  payload: z.strictObject({ bookingId: z.string().min(1), opening: z.number().int().min(0) }),
  key: (p) => `alerts.new-job:${p.bookingId}:${p.opening}`,
  retry: { limit: 10, delaySeconds: 1, maxDelaySeconds: 120 },
  expireInSeconds: 120,
  deliver: async (p, _key, { alerts }) => {
    if (!alerts) throw new Error('No alert work in this process');
    await alerts.newJobOpened(p.bookingId, p.opening);
  },
});

/**
 * "Starts in 1 hour": recorded when a bid is accepted, due an hour before the slot. On falling due
 * it tells provider and customer only if the booking is still confirmed for that slot; its key
 * names booking and slot, so one confirmation is reminded once.
 */
export const slotReminder = defineEffect<{ bookingId: string; slot: string }>({
  name: 'alerts.slot-soon',
  payload: z.strictObject({ bookingId: z.string().min(1), slot: z.iso.datetime() }),
  key: (p) => `alerts.slot-soon:${p.bookingId}:${p.slot}`,
  retry: { limit: 5, delaySeconds: 5, maxDelaySeconds: 120 },
  expireInSeconds: 60,
  deliver: async (p, _key, { alerts }) => {
    if (!alerts) throw new Error('No alert work in this process');
    await alerts.slotSoon(p.bookingId, p.slot);
  },
});
