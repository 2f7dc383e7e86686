/**
 * What the support chats, and the contact page, may promise about support itself. Every other
 * figure a chat quotes is read where it is enforced: the platform fee and GST from the pricing
 * configuration, the cancellation rules from the system settings, prices from the catalogue
 * (`ChatFigures` in each chat's replies), contacts from `BRAND`.
 */
export const SUPPORT_POLICY = {
  supportHours: '24/7',
  emailReplyWithinHours: 2,
} as const;

/**
 * The spec's chat copy (§9), promise by promise: what the chats say of it now, and why. The chats
 * promise only what the product does (docs/product-decisions.md, "Support chats"; ADR 081).
 */
export const CHAT_PROMISES: readonly { promise: string; decision: 'kept' | 'from settings' | 'taken out'; why: string }[] = [
  { promise: 'provider earns 75 %, platform 25 %', decision: 'from settings', why: 'The platform fee is the pricing configuration’s; the provider keeps the rest.' },
  { promise: 'GST 18 % on the customer bill', decision: 'from settings', why: 'The GST rate is the pricing configuration’s.' },
  {
    promise: 'free cancellation up to 2 hours before',
    decision: 'from settings',
    why: 'A customer cancels a booking while it waits for a provider, up to the settings’ deadline, for free; a confirmed one is free until freeCancellationHours before its slot, later the lateCancellationFee goes to the provider (ADR 092).',
  },
  {
    promise: 'payment within 24h',
    decision: 'taken out',
    why: 'Online earnings become available payoutHoldHours (24) after completion, the dispute window, and go out in the next daily payout run (10:00 India time, ADR 102): up to two days, so the chat does not say 24 h.',
  },
  {
    promise: 'weekly summary Mondays',
    decision: 'kept',
    why: 'Each Monday at 08:00 India time a provider whose money moved the week before is told its jobs, earnings, payouts and what they owe from cash jobs: an inbox entry and its push (ADR 067).',
  },
  { promise: '5-star bonus ₹50', decision: 'taken out', why: 'No rating bonus is paid.' },
  { promise: 'monthly bonus ₹2000 for 50+ jobs', decision: 'taken out', why: 'No monthly bonus is paid.' },
  {
    promise: 'peak multiplier 1.5x',
    decision: 'taken out',
    why: 'There is no peak pricing: a provider prices each job in the bid. The real priority bonus (a job taken over after an emergency release) is quoted from the pricing configuration instead.',
  },
  {
    promise: 'wait 15 minutes for an unavailable customer, 50 % travel compensation',
    decision: 'taken out',
    why: 'No no-show compensation exists; the chat says to call the customer and tell support.',
  },
  { promise: 'service radius 15-20 km', decision: 'taken out', why: 'There are no hubs: each provider sets their own service radius.' },
  { promise: 'support 24/7, emails answered within 2 hours', decision: 'kept', why: 'A promise about the support team, which the contact page makes too (SUPPORT_POLICY).' },
];
