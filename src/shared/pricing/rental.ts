import { toPaise } from './money';

/** What renting a tool costs: the daily rate for the days rented, plus a refundable deposit. */
export interface RentalCharges {
  dailyRatePaise: number;
  days: number;
  /** dailyRate x days: the rent, kept. */
  rentPaise: number;
  /** Paid now, given back when the tool is returned. */
  depositPaise: number;
  /** Paid at rental: rent + deposit. */
  totalPaise: number;
}

/** Tools are rented by the day; today's rentals are for one day. */
export const RENTAL_DAYS = 1;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a rental starting at `start` must be returned: whole days later, to the minute. */
export function rentalReturnBy(start: Date, days = RENTAL_DAYS): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

export function rentalCharges(tool: { dailyRate: string; deposit: string }, days = RENTAL_DAYS): RentalCharges {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`A rental lasts whole days: ${days}`);
  const dailyRatePaise = toPaise(tool.dailyRate);
  const depositPaise = toPaise(tool.deposit);
  const rentPaise = dailyRatePaise * days;
  return { dailyRatePaise, days, rentPaise, depositPaise, totalPaise: rentPaise + depositPaise };
}
