/**
 * Every event GaadiCare tells people about, once: who hears it, on which channels, how urgently,
 * how long a push may wait for a phone that is off, which pushes replace the previous one, and
 * which come through in quiet hours. The server sends by this table; the settings screen lists it.
 */
export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface NotificationEvent {
  /** Who may hear it: its settings row shows only to them. */
  readonly to: 'customer' | 'provider';
  readonly push: boolean;
  readonly sms: boolean;
  readonly urgency: PushUrgency;
  /**
   * How long a push service keeps the message for a phone that is off: until the slot it is about
   * (an alert about a job is useless after it), or this many seconds.
   */
  readonly ttl: 'untilSlot' | number;
  /** A push that replaces the one before it on the phone: one per account, or per booking; none: every one shows. */
  readonly collapse: 'account' | 'booking' | null;
  /** Comes through in the person's quiet hours. */
  readonly evenInQuietHours: boolean;
  /** The screen the notification opens. */
  readonly screen: string;
}

const DAY = 24 * 60 * 60;

export const NOTIFICATION_EVENTS = {
  newJobsNearby: { to: 'provider', push: true, sms: false, urgency: 'normal', ttl: 'untilSlot', collapse: 'account', evenInQuietHours: false, screen: '/provider-dashboard' },
  newBid: { to: 'customer', push: true, sms: false, urgency: 'normal', ttl: DAY, collapse: 'booking', evenInQuietHours: false, screen: '/customer-dashboard' },
  bidAccepted: { to: 'provider', push: true, sms: true, urgency: 'high', ttl: DAY, collapse: null, evenInQuietHours: true, screen: '/provider-dashboard' },
  bidNotChosen: { to: 'provider', push: true, sms: false, urgency: 'low', ttl: DAY, collapse: null, evenInQuietHours: false, screen: '/provider-dashboard' },
  jobSoon: { to: 'provider', push: true, sms: false, urgency: 'high', ttl: 'untilSlot', collapse: 'booking', evenInQuietHours: true, screen: '/provider-dashboard' },
  slotSoon: { to: 'customer', push: true, sms: false, urgency: 'high', ttl: 'untilSlot', collapse: 'booking', evenInQuietHours: true, screen: '/customer-dashboard' },
  jobStarted: { to: 'customer', push: true, sms: false, urgency: 'normal', ttl: DAY, collapse: 'booking', evenInQuietHours: false, screen: '/customer-dashboard' },
  jobCompleted: { to: 'customer', push: true, sms: false, urgency: 'normal', ttl: DAY, collapse: 'booking', evenInQuietHours: false, screen: '/customer-history' },
  jobReleased: { to: 'customer', push: true, sms: true, urgency: 'high', ttl: DAY, collapse: 'booking', evenInQuietHours: false, screen: '/customer-dashboard' },
  rentalConfirmed: { to: 'customer', push: false, sms: true, urgency: 'normal', ttl: DAY, collapse: null, evenInQuietHours: false, screen: '/tool-rental' },
  identityDecided: { to: 'provider', push: true, sms: false, urgency: 'normal', ttl: 7 * DAY, collapse: null, evenInQuietHours: false, screen: '/provider-onboarding' },
  assessmentResult: { to: 'provider', push: true, sms: false, urgency: 'normal', ttl: 7 * DAY, collapse: null, evenInQuietHours: false, screen: '/provider-onboarding' },
  // The retention sweep's notice to an account unused for years (its SMS is the effect sms.inactivity-notice).
  accountInactive: { to: 'customer', push: true, sms: false, urgency: 'normal', ttl: 2 * DAY, collapse: 'account', evenInQuietHours: false, screen: '/my-data' },
  supportAnswered: { to: 'customer', push: true, sms: false, urgency: 'normal', ttl: 7 * DAY, collapse: null, evenInQuietHours: false, screen: '/contact' },
  jobCancelled: { to: 'provider', push: true, sms: false, urgency: 'high', ttl: 'untilSlot', collapse: 'booking', evenInQuietHours: true, screen: '/provider-dashboard' },
  // A payout the bank returned or the gateway could not make: the money is back in the provider's balance (ADR 102).
  payoutReturned: { to: 'provider', push: true, sms: false, urgency: 'normal', ttl: 7 * DAY, collapse: null, evenInQuietHours: false, screen: '/provider-earnings' },
  // Monday morning's summary of the week before: jobs, earned, paid out, owed (ADR 067).
  weeklyStatement: { to: 'provider', push: true, sms: false, urgency: 'low', ttl: 7 * DAY, collapse: null, evenInQuietHours: false, screen: '/provider-earnings' },
  refundProcessed: { to: 'customer', push: true, sms: false, urgency: 'normal', ttl: 7 * DAY, collapse: null, evenInQuietHours: false, screen: '/customer-history' },
  // A rental's deposit went back, less the damage recorded (ADR 063): through the gateway, or paid back in cash.
  depositRefunded: { to: 'customer', push: true, sms: false, urgency: 'normal', ttl: 7 * DAY, collapse: null, evenInQuietHours: false, screen: '/tool-rental' },
} as const satisfies Record<string, NotificationEvent>;

export type NotificationEventName = keyof typeof NOTIFICATION_EVENTS;
export const NOTIFICATION_EVENT_NAMES = Object.keys(NOTIFICATION_EVENTS) as NotificationEventName[];

/**
 * What a message may say: the service, the locality (never an address line), the slot's time,
 * a count or an amount. Never another person's name or phone.
 */
export interface NotificationParams {
  /** The services (or the tool) it is about, in English. */
  service?: string;
  /** The same in Kannada and Hindi, by the catalogue rule (ADR 104); absent on notifications made before. */
  serviceIn?: { kn?: string; hi?: string };
  locality?: string;
  /** ISO instant of the slot. */
  slot?: string;
  count?: number;
  /** Rupees, as the API writes money ("450.00"). */
  amount?: string;
  /** Rupees paid out, and owed from cash jobs (the weekly statement). */
  paidOut?: string;
  owed?: string;
  /** The Monday a week starts on, IST calendar date 'YYYY-MM-DD'. */
  week?: string;
  /** approved / refused; passed / failed. */
  outcome?: 'approved' | 'refused' | 'passed' | 'failed';
}
