/**
 * A tool rental's money (ADR 063): the rent and the deposit are paid at confirmation, online
 * through the gateway or in cash at pickup; on return the deposit goes back less the damage an
 * administrator records with a reason. The one home of these lists and of the server's words.
 */

/** How a rental is paid: online through the gateway (the same checkout as jobs), or in cash at pickup. */
export const RENTAL_PAYMENT_METHODS = ['online', 'cash'] as const;
export type RentalPaymentMethod = (typeof RENTAL_PAYMENT_METHODS)[number];

/** Whether the rent and the deposit are still due or were paid. */
export const RENTAL_PAYMENT_STATUSES = ['due', 'paid'] as const;
export type RentalPaymentStatus = (typeof RENTAL_PAYMENT_STATUSES)[number];

/**
 * The deposit after the rental is settled: going back through the gateway (refunding), gone back
 * (refunded), owed back in cash (owed), paid back in cash (paidBack), or all of it kept for damage (kept).
 */
export const DEPOSIT_STATUSES = ['refunding', 'refunded', 'owed', 'paidBack', 'kept'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** Where the checkout sends a customer paying a rental back to: the tools, which finish the payment (verify). */
export const RENTAL_PAYMENT_RETURN_PATH = '/tool-rental';

/** The longest damage reason kept. */
export const DAMAGE_REASON_MAX = 300;

export const RENTAL_MONEY_MESSAGES = {
  alreadyPaid: 'This rental is already paid',
  notYours: 'Only the customer who rented this tool can pay for it',
  notPaid: 'Nothing was paid for this rental yet, so there is no deposit to settle',
  notReturned: 'The deposit is settled once the tool is returned',
  alreadySettled: 'This deposit was already settled',
  damageTooLarge: (damage: string, deposit: string) => `Damage of ₹${damage} is more than the ₹${deposit} deposit`,
  reasonNeeded: 'Say what was damaged: a reason is needed when damage is kept from the deposit',
  notOwedInCash: 'No deposit is owed back in cash on this rental',
  notCash: 'This rental is not paid in cash at pickup',
} as const;
