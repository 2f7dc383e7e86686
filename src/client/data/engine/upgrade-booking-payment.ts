import type { Transaction } from 'dexie';

type Row = Record<string, unknown>;

/**
 * Version 6 of the device database: bookings stored before bookings carried their payment (ADR 071)
 * gain it as due, for their total, until the next refresh brings the server's.
 */
export function fillBookingPayment(row: Row): void {
  if (row.payment !== undefined) return;
  row.payment = { status: 'due', method: null, amount: typeof row.totalAmount === 'string' ? row.totalAmount : '0.00', paidAt: null };
}

export async function upgradePaymentToV6(tx: Transaction): Promise<void> {
  await tx.table('bookings').toCollection().modify(fillBookingPayment);
}
