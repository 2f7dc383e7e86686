import { DISPLAY_LOCALES, type DisplayLocale } from '../../shared/domain/display-locale';
import { NOTIFICATION_EVENTS, NOTIFICATION_EVENT_NAMES, type NotificationEventName } from '../../shared/notifications/events';

/** The events told by SMS (events.ts `sms`): each needs a DLT template registered by the operator. */
export const SMS_EVENTS = NOTIFICATION_EVENT_NAMES.filter((e) => NOTIFICATION_EVENTS[e].sms);

/**
 * DLT template ids per SMS event (SMS_TEMPLATE_IDS): one id for every language, or one per
 * language (a template in Kannada or Hindi is registered apart from its English one).
 */
export type SmsTemplateIds = Partial<Record<NotificationEventName, string | Partial<Record<DisplayLocale, string>>>>;

/** DLT template ids are the 19 digits the portal gives; anything of 1–30 digits is taken. */
const TEMPLATE_ID = /^\d{1,30}$/;

/**
 * SMS_TEMPLATE_IDS read at start: a JSON object naming SMS events only, each a template id or an
 * object of language → template id. Throws one message naming what is wrong.
 */
export function parseSmsTemplateIds(text: string | undefined): SmsTemplateIds {
  if (text === undefined || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('SMS_TEMPLATE_IDS must be JSON, e.g. {"bidAccepted":"1107170000000000001"}');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('SMS_TEMPLATE_IDS must be a JSON object of event → DLT template id');
  const ids: SmsTemplateIds = {};
  for (const [event, id] of Object.entries(value)) {
    if (!(SMS_EVENTS as string[]).includes(event)) throw new Error(`SMS_TEMPLATE_IDS names '${event}', which is not sent by SMS (those are ${SMS_EVENTS.join(', ')})`);
    if (typeof id === 'string') {
      if (!TEMPLATE_ID.test(id)) throw new Error(`SMS_TEMPLATE_IDS.${event} must be the DLT template id's digits`);
      ids[event as NotificationEventName] = id;
      continue;
    }
    if (typeof id !== 'object' || id === null || Array.isArray(id)) throw new Error(`SMS_TEMPLATE_IDS.${event} must be a template id or an object of language → template id`);
    for (const [locale, perLocale] of Object.entries(id)) {
      if (!(DISPLAY_LOCALES as readonly string[]).includes(locale)) throw new Error(`SMS_TEMPLATE_IDS.${event} names the language '${locale}' (languages: ${DISPLAY_LOCALES.join(', ')})`);
      if (typeof perLocale !== 'string' || !TEMPLATE_ID.test(perLocale)) throw new Error(`SMS_TEMPLATE_IDS.${event}.${locale} must be the DLT template id's digits`);
    }
    ids[event as NotificationEventName] = id as Partial<Record<DisplayLocale, string>>;
  }
  return ids;
}

/** The template id of an event's SMS in a language: the language's own, else English's, else the one id. */
export function templateIdOf(ids: SmsTemplateIds, event: NotificationEventName, locale: DisplayLocale): string | undefined {
  const id = ids[event];
  if (id === undefined || typeof id === 'string') return id;
  return id[locale] ?? id['en-IN'];
}

/** The SMS events with no template id: named in a warning at start when messages go to a real gateway. */
export function eventsWithoutTemplate(ids: SmsTemplateIds): NotificationEventName[] {
  return SMS_EVENTS.filter((event) => ids[event] === undefined);
}

const URLISH = /\b(?:https?:\/\/[^\s]+|www\.[^\s]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:in|com|net|org|io|co|ly|me|app|link|info|xyz)(?:\/[^\s]*)?)/gi;

/**
 * Whether a message links only to the app's own address: TRAI blocks messages whose links are not
 * whitelisted with their template, so any other address (even in a service's name) stops the message.
 */
export function linksOnlyTo(message: string, publicUrl: string): boolean {
  const own = new URL(publicUrl).host.toLowerCase();
  for (const match of message.matchAll(URLISH)) {
    const text = match[0].replace(/[.,;:!?)]+$/, '');
    let host: string;
    try {
      host = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`).host.toLowerCase();
    } catch {
      return false;
    }
    if (host !== own) return false;
  }
  return true;
}
