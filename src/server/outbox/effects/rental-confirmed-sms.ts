import { z } from 'zod';
import { formatIstDateTime } from '../../../shared/domain/time';
import { templateIdOf } from '../../sms/templates';
import { defineEffect } from '../effect-kind';

const payload = z.strictObject({
  rentalId: z.string().min(1),
  /** The renting customer's own mobile: nobody else's number or name goes into the message. */
  to: z.string().min(1),
  tool: z.string().min(1),
  pickup: z.string().min(1),
  returnBy: z.iso.datetime(),
});

export type RentalConfirmedSms = z.infer<typeof payload>;

/** The text of the rental confirmation, its one home. */
export function rentalConfirmedMessage(p: Pick<RentalConfirmedSms, 'tool' | 'pickup' | 'returnBy'>): string {
  return `GaadiCare: your ${p.tool} rental is confirmed. Pick it up at ${p.pickup}. Please return it by ${formatIstDateTime(p.returnBy)}.`;
}

/** The SMS that gives a customer the pickup details of the tool they have just rented. */
export const rentalConfirmedSms = defineEffect<RentalConfirmedSms>({
  name: 'sms.rental-confirmed',
  payload,
  key: (p) => `sms.rental-confirmed:${p.rentalId}`,
  // 1 s, ~2 s, ~4 s … capped at 5 minutes: about 20 minutes of a provider outage before it is given up.
  retry: { limit: 10, delaySeconds: 1, maxDelaySeconds: 300 },
  // The HTTP gateway gives up on a send after 10 s.
  expireInSeconds: 60,
  deliver: (p, key, { sms, log, smsTemplates }) => sms.send(p.to, rentalConfirmedMessage(p), log, { key, templateId: templateIdOf(smsTemplates ?? {}, 'rentalConfirmed', 'en-IN') }),
});
