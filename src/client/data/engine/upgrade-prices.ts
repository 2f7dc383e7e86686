import type { Transaction } from 'dexie';
import { fromPaise, toPaise } from '../../../shared/pricing/money';
import { priceService, priceToWire, splitGst } from '../../../shared/pricing/price-model';
import { DEFAULT_PRICING } from '../../../shared/pricing/default-pricing';

type Row = Record<string, unknown>;

/**
 * Version 3 of the device database: bookings, bids and rentals stored before the price model carry
 * only some of its fields. They are filled from what the row has (the GST split in halves, the
 * bid amount priced at the default rates), so every screen can read them until the next refresh
 * brings the server's own figures.
 */
export function fillBookingPrice(row: Row): void {
  if (row.cgst !== undefined) return;
  const { cgstPaise, sgstPaise } = splitGst(toPaise(String(row.gst ?? '0')));
  row.cgst = fromPaise(cgstPaise);
  row.sgst = fromPaise(sgstPaise);
  row.priorityBonus = '0.00';
  row.gstRate = DEFAULT_PRICING.gstPercentage;
  row.platformFeeRate = DEFAULT_PRICING.platformFeePercentage;
  row.agreedTotal = null;
  row.invoiceNumber = null;
}

export function fillBidPrice(row: Row): void {
  if (row.totalAmount !== undefined) return;
  const { subtotal: _p, ...price } = priceToWire(priceService(toPaise(String(row.bidAmount ?? '0')), DEFAULT_PRICING));
  Object.assign(row, price);
}

/** Rentals were all one day at the tool's daily rate (their total). */
export function fillRentalCharges(row: Row): void {
  if (row.totalPayable !== undefined) return;
  const rent = toPaise(String(row.totalCost ?? '0'));
  row.dailyRate = fromPaise(rent);
  row.days = 1;
  row.totalPayable = fromPaise(rent + toPaise(String(row.depositAmount ?? '0')));
}

export async function upgradePricesToV3(tx: Transaction): Promise<void> {
  await tx.table('bookings').toCollection().modify(fillBookingPrice);
  await tx.table('bids').toCollection().modify(fillBidPrice);
  await tx.table('toolRentals').toCollection().modify(fillRentalCharges);
}
