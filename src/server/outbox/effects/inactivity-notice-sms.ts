import { z } from 'zod';
import { defineEffect } from '../effect-kind';

const payload = z.strictObject({
  accountId: z.string().min(1),
  /** The account's own mobile; the message names nobody. */
  to: z.string().min(1),
  /** When the notice was given: one SMS per notice. */
  noticeAt: z.iso.datetime(),
});

export type InactivityNoticeSms = z.infer<typeof payload>;

/** The text of the notice, its one home (the inbox's words are the accountInactive notification). */
export const INACTIVITY_NOTICE_MESSAGE =
  'GaadiCare: you have not used your account for 3 years, so it will be deleted in 2 days. Sign in before then to keep it.';

/** The SMS telling an account unused for years that the retention sweep will erase it (docs/privacy.md). */
export const inactivityNoticeSms = defineEffect<InactivityNoticeSms>({
  name: 'sms.inactivity-notice',
  payload,
  key: (p) => `sms.inactivity-notice:${p.accountId}:${p.noticeAt}`,
  retry: { limit: 10, delaySeconds: 1, maxDelaySeconds: 300 },
  expireInSeconds: 60,
  deliver: (p, key, { sms, log }) => sms.send(p.to, INACTIVITY_NOTICE_MESSAGE, log, { key }),
});
