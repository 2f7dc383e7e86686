import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { PaymentMethod } from '../../../shared/payments/payment-state';
import { getSettings } from '../admin/config-repository';
import { LEDGER_ACCOUNTS } from '../ledger/accounts';

export interface BalancePaise {
  available: number;
  pending: number;
  owed: number;
}

/**
 * A provider's money from the ledger's entries on their account (ADR 073): each online job's E is
 * pending until `payoutHoldHours` after completion, then available; each cash or UPI job's T − E is
 * owed, less what they settled online. Payouts leave `available`; a reversed or failed one returns to it.
 */
type BalanceRow = {
  booking_id: string | null;
  payout: boolean;
  payment_method: PaymentMethod | null;
  completed_at: string | null;
  paise: string;
};

export async function providerBalancePaise(db: DbOrTx, providerId: string, now = new Date()): Promise<BalancePaise & { holdHours: number }> {
  const { payoutHoldHours } = await getSettings(db);
  const account = LEDGER_ACCOUNTS.provider(providerId);
  const result = await db.execute<BalanceRow>(sql`
    select t.booking_id, t.kind like 'payout%' as payout, b.payment_method, coalesce(b.completed_at, b.paid_at)::text as completed_at, sum(e.amount_paise)::text as paise
      from ledger_entries e
      join ledger_transactions t on t.id = e.transaction_id
      left join bookings b on b.id = t.booking_id
     where e.account = ${account}
     group by t.booking_id, t.kind like 'payout%', b.payment_method, coalesce(b.completed_at, b.paid_at)`);
  const rows = (result as unknown as { rows: BalanceRow[] }).rows;
  let available = 0;
  let pending = 0;
  let cash = 0;
  let settled = 0;
  const holdMs = payoutHoldHours * 3_600_000;
  for (const r of rows) {
    const paise = Number(r.paise);
    // Payouts (and their returns) are paid out of what is available (ADR 102).
    if (r.payout) available -= paise;
    else if (r.booking_id === null) settled -= paise;
    else if (r.payment_method === 'online') {
      const done = r.completed_at ? new Date(r.completed_at).getTime() : now.getTime();
      if (done + holdMs <= now.getTime()) available -= paise;
      else pending -= paise;
    } else if (r.payment_method === 'cash' || r.payment_method === 'upi') cash += paise;
  }
  return { available, pending, owed: Math.max(0, cash - settled), holdHours: payoutHoldHours };
}
