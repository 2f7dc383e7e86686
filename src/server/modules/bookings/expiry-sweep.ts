import type { FastifyInstance } from 'fastify';
import { expireOverdueBookings } from './lifecycle-service';

/** How often open bookings are checked for having passed their time. */
export const EXPIRY_SWEEP_MS = 60_000;

/**
 * Expires overdue bookings once when the app is ready and then every EXPIRY_SWEEP_MS; after a
 * sweep that expired anything the booking and bid lists' change counters move, so polls see it.
 * Between sweeps the open-jobs list and the bid and accept rules already treat them as gone.
 */
export function registerExpirySweep(app: FastifyInstance, everyMs = EXPIRY_SWEEP_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = async () => {
    try {
      const expired = await app.versions.transaction(app.db, (tx) => expireOverdueBookings(tx), (ids) => (ids.length ? ['bookings', 'bids'] : []));
      if (expired.length) {
        app.log.info({ expired: expired.length }, 'expired bookings whose time passed without an accepted bid');
      }
    } catch (error) {
      app.log.error({ err: error }, 'the booking expiry sweep failed; it runs again at the next interval');
    }
  };
  app.addHook('onReady', async () => {
    running = sweep();
    await running;
    timer = setInterval(() => {
      running = sweep();
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
