import { AFTER_PHOTOS_REQUIRED, SUPPLIER_DETAILS_REQUIRED } from '../../shared/domain/action-refusals';
import { START_DAY_ENDED_MESSAGE } from '../../shared/domain/slot-rules';
import { START_CODE_WRONG_MESSAGE, START_LOCKED_PATTERN } from '../../shared/domain/start-code';
import { slotLabel } from '../../shared/domain/time';
import { escapeRegExp } from '../../shared/escape-reg-exp';
import { serverText, type KnownRefusal } from '../i18n/server-text';
import type { Translate } from '../i18n/use-t';

const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

/** "10:42 AM", as the server words a time (en-IN), in the display language. */
function clockText(text: string): string {
  const match = /^(\d{1,2}):(\d{2}) ([AP]M)$/.exec(text);
  if (!match) return text;
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return slotLabel(hour, Number(match[2]));
}

/**
 * The refusals of the job flow the client knows (the start code's, the start window's, the
 * after-photo rule: shared/domain), worded in the chosen language (the `jobs` area); any other
 * refusal in the server's words. Used where a job action is disabled or refused, and by the toasts.
 */
const KNOWN: KnownRefusal[] = [
  { pattern: exactly(START_CODE_WRONG_MESSAGE), id: 'jobs.start.wrongCode' },
  { pattern: START_LOCKED_PATTERN, id: 'jobs.start.locked', values: (m) => ({ time: clockText(m[1]) }) },
  {
    // The time and date are already in the display language (startRefusal formats them on this device).
    pattern: /^You can start this job from (.+?) on (.+), (\d+) minutes? before its slot$/,
    id: 'jobs.blocked.startFrom',
    values: (m) => ({ time: m[1], date: m[2], minutes: Number(m[3]) }),
  },
  { pattern: exactly(START_DAY_ENDED_MESSAGE), id: 'jobs.blocked.dayEnded' },
  { pattern: exactly(AFTER_PHOTOS_REQUIRED), id: 'jobs.blocked.afterPhotos' },
  { pattern: exactly(SUPPLIER_DETAILS_REQUIRED), id: 'jobs.blocked.supplierMissing' },
];

export function jobRefusalText(t: Translate, message: string): string {
  return serverText(t, message, KNOWN);
}
