import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { requireSelfOrAdmin } from '../../auth/actor';
import { forbidden } from '../../http/http-error';
import { payoutAccounts } from '../../db/schema';
import {
  maskAccountNumber,
  maskUpiId,
  PAYOUT_ACCOUNT_HOLD_HOURS,
  type PayoutAccount,
  type PayoutAccountBody,
} from '../../../shared/payments/payout-account';

type Row = typeof payoutAccounts.$inferSelect;

function answer(row: Row | undefined, now: Date): PayoutAccount | null {
  if (!row) return null;
  const masked = row.kind === 'bank' ? `${maskAccountNumber(row.accountNumber!)} · ${row.ifsc}` : maskUpiId(row.vpa!);
  const held = row.payoutsHeldUntil && row.payoutsHeldUntil.getTime() > now.getTime() ? row.payoutsHeldUntil.toISOString() : null;
  return { kind: row.kind, masked, accountHolder: row.accountHolder, updatedAt: row.updatedAt.toISOString(), payoutsHeldUntil: held };
}

/** A provider's payout account, masked (the provider or an administrator). */
export async function getPayoutAccount(db: DbOrTx, actor: Actor, providerId: string, now = new Date()): Promise<{ account: PayoutAccount | null }> {
  requireSelfOrAdmin(actor, providerId);
  return { account: await maskedPayoutAccount(db, providerId, now) };
}

/** The payout account as every answer shows it: masked. */
export async function maskedPayoutAccount(db: DbOrTx, providerId: string, now = new Date()): Promise<PayoutAccount | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, providerId));
  return answer(row, now);
}

/**
 * The provider sets where they are paid (ADR 093). Only the provider themself (an administrator
 * cannot redirect someone's money). A change of an account that existed holds the next payout for
 * PAYOUT_ACCOUNT_HOLD_HOURS; saving the same details again changes nothing.
 */
export async function savePayoutAccount(tx: Tx, actor: Actor, providerId: string, body: PayoutAccountBody, now = new Date()): Promise<{ account: PayoutAccount | null }> {
  if (actor.userType !== 'provider' || actor.id !== providerId) throw forbidden('Only the provider can say where they are paid');
  const [before] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, providerId)).for('update');
  const values = {
    kind: body.kind,
    accountHolder: body.kind === 'bank' ? body.accountHolder : null,
    accountNumber: body.kind === 'bank' ? body.accountNumber : null,
    ifsc: body.kind === 'bank' ? body.ifsc : null,
    vpa: body.kind === 'upi' ? body.vpa : null,
  };
  const same = before && before.kind === values.kind && before.accountNumber === values.accountNumber && before.ifsc === values.ifsc && before.vpa === values.vpa && before.accountHolder === values.accountHolder;
  if (same) return { account: answer(before, now) };
  const payoutsHeldUntil = before ? new Date(now.getTime() + PAYOUT_ACCOUNT_HOLD_HOURS * 3_600_000) : null;
  const [row] = await tx
    .insert(payoutAccounts)
    .values({ providerId, ...values, payoutsHeldUntil, updatedAt: now })
    .onConflictDoUpdate({ target: payoutAccounts.providerId, set: { ...values, payoutsHeldUntil, updatedAt: now } })
    .returning();
  return { account: answer(row, now) };
}
