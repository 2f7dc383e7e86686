import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { requireSelfOrAdmin } from '../../auth/actor';
import { conflict, forbidden } from '../../http/http-error';
import { payoutAccounts, users } from '../../db/schema';
import {
  maskAccountNumber,
  maskUpiId,
  PAYOUT_ACCOUNT_HOLD_HOURS,
  PAYOUT_ACCOUNT_MESSAGES,
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

/** Only the provider themself says where they are paid: an administrator cannot redirect someone's money. */
export function requireOwnPayoutAccount(actor: Actor, providerId: string): void {
  if (actor.userType !== 'provider' || actor.id !== providerId) throw forbidden('Only the provider can say where they are paid');
}

/** The row's values for these details. */
function valuesOf(body: PayoutAccountBody) {
  return {
    kind: body.kind,
    accountHolder: body.kind === 'bank' ? body.accountHolder : null,
    accountNumber: body.kind === 'bank' ? body.accountNumber : null,
    ifsc: body.kind === 'bank' ? body.ifsc : null,
    vpa: body.kind === 'upi' ? body.vpa : null,
  };
}

function sameAs(row: Row | undefined, values: ReturnType<typeof valuesOf>): boolean {
  return Boolean(row && row.kind === values.kind && row.accountNumber === values.accountNumber && row.ifsc === values.ifsc && row.vpa === values.vpa && row.accountHolder === values.accountHolder);
}

/** Whether these are the details already kept (saving them changes nothing, and needs no code). */
export async function payoutAccountUnchanged(db: DbOrTx, providerId: string, body: PayoutAccountBody): Promise<boolean> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, providerId));
  return sameAs(row, valuesOf(body));
}

/** The number a payout account change's code goes to: the provider's own (ADR 069). */
export async function providerPhoneForCode(db: DbOrTx, providerId: string): Promise<string> {
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, providerId));
  if (!user?.phone) throw conflict(PAYOUT_ACCOUNT_MESSAGES.noPhone);
  return user.phone;
}

/**
 * The provider sets where they are paid (ADR 093), once their sign-in code was checked (ADR 069,
 * in the route). Only the provider themself. A change of an account that existed holds the next
 * payout for PAYOUT_ACCOUNT_HOLD_HOURS; saving the same details again changes nothing.
 */
export async function savePayoutAccount(tx: Tx, actor: Actor, providerId: string, body: PayoutAccountBody, now = new Date()): Promise<{ account: PayoutAccount | null }> {
  requireOwnPayoutAccount(actor, providerId);
  const [before] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, providerId)).for('update');
  const values = valuesOf(body);
  if (sameAs(before, values)) return { account: answer(before, now) };
  const payoutsHeldUntil = before ? new Date(now.getTime() + PAYOUT_ACCOUNT_HOLD_HOURS * 3_600_000) : null;
  const [row] = await tx
    .insert(payoutAccounts)
    .values({ providerId, ...values, payoutsHeldUntil, updatedAt: now })
    .onConflictDoUpdate({ target: payoutAccounts.providerId, set: { ...values, payoutsHeldUntil, updatedAt: now } })
    .returning();
  return { account: answer(row, now) };
}
