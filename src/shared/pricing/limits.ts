/**
 * The largest amounts the marketplace accepts, each defined once and imported by the request
 * schemas, the forms and the tests. Amounts are stored as bigint paise, so none of these is about
 * the database: they keep an obvious typo (or an attack) from becoming a price.
 */
export const MONEY_LIMITS = {
  /** A provider's bid on one booking: ₹1,00,000 (a doorstep wash costs hundreds). */
  bidPaise: 1_00_000_00,
  /** A catalogue service's base price: ₹50,000. */
  serviceBasePricePaise: 50_000_00,
} as const;

/** A provider's hourly rate, whole rupees: at most ₹10,000/h. */
export const MAX_HOURLY_RATE_RUPEES = 10_000;

/** The pricing configuration's minimum order value, whole or decimal rupees: at most ₹10,00,000. */
export const MAX_MINIMUM_ORDER_RUPEES = 10_00_000;
