import crypto from 'node:crypto';
import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { ledgerEntries, payoutAccounts, payouts, users } from '../../db/schema';
import { notify } from '../../notifications/notify';
import { recordAudit, type AuditContext } from '../audit/service';
import type { EffectQueue } from '../../outbox/effect-kind';
import { payoutSend } from '../../outbox/effects/payment-events';
import type { GatewayPayoutRequest } from '../../payments/gateway';
import { fromPaise } from '../../../shared/pricing/money';
import { MINIMUM_PAYOUT_PAISE, type PayoutMethod, type PayoutStatus } from '../../../shared/payments/payout-state';
import { LEDGER_ACCOUNTS as A } from '../ledger/accounts';
import { post } from '../ledger/service';
import { providerBalancePaise } from './balance';
import { flag } from './repository';

export type PayoutRow = typeof payouts.$inferSelect;
type AccountRow = typeof payoutAccounts.$inferSelect;

/** The daily payout run (India time 10:00: earnings of the day before are past the hold by then). */
export const PAYOUT_TASK = { name: 'payments.payout-run', cron: '0 10 * * *' } as const;

/** What a provider's ledger account says GaadiCare owes them in all (paise; 0 when they owe). */
async function netOwedToProvider(tx: DbOrTx, providerId: string): Promise<number> {
  const [row] = await tx
    .select({ paise: sql<string>`coalesce(sum(${ledgerEntries.amountPaise}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, A.provider(providerId)));
  return Math.max(0, -Number(row?.paise ?? 0));
}

/** Providers whose payout account holds no payout now (ADR 093): the run's candidates. */
export async function payoutCandidates(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await db
    .select({ providerId: payoutAccounts.providerId })
    .from(payoutAccounts)
    .where(or(isNull(payoutAccounts.payoutsHeldUntil), lte(payoutAccounts.payoutsHeldUntil, now)))
    .orderBy(payoutAccounts.providerId);
  return rows.map((r) => r.providerId);
}

/**
 * Pays one provider what is available to them (ADR 102), in the run's transaction: their payout
 * account row is locked first, so two runs at once queue here and the second finds the first's
 * payout already taken out of the balance. Paid: the online earnings past the hold less earlier
 * payouts, never more than the ledger says GaadiCare owes them in all (cash they hold is kept back),
 * and only from ₹100. The payout's transaction moves the money from the provider's account to
 * payouts in transit; the gateway is asked after commit (the outbox effect payment.payout-send), or,
 * on a server paying by bank file (ADR 068), the payout waits `in_bank_file` for the operator's file.
 */
export async function payOutProvider(tx: Tx, outbox: EffectQueue, providerId: string, requestedBy: string, now: Date, method: PayoutMethod = 'razorpayx'): Promise<PayoutRow | null> {
  const [account] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, providerId)).for('update');
  if (!account || (account.payoutsHeldUntil && account.payoutsHeldUntil.getTime() > now.getTime())) return null;
  const balance = await providerBalancePaise(tx, providerId, now);
  const amount = Math.min(balance.available, await netOwedToProvider(tx, providerId));
  if (amount < MINIMUM_PAYOUT_PAISE) return null;
  const id = `payout_${crypto.randomBytes(9).toString('hex')}`;
  const [row] = await tx
    .insert(payouts)
    .values({
      id,
      providerId,
      amountPaise: amount,
      mode: account.kind === 'bank' ? 'IMPS' : 'UPI',
      status: method === 'bank-file' ? 'in_bank_file' : 'queued',
      requestedBy,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await post(tx, {
    key: `payout:${id}`,
    kind: 'payout',
    memo: `payout ${id}`,
    entries: [
      { account: A.provider(providerId), paise: amount },
      { account: A.payoutsInTransit, paise: -amount },
    ],
  });
  if (method === 'razorpayx') await outbox.enqueue(tx, payoutSend, { payoutId: id });
  return row;
}

/**
 * The run (daily, `npm run payouts`, or the operator's "Pay out now"): each eligible provider paid
 * once, each in a transaction of its own; through RazorpayX, or into the next bank file (ADR 068).
 */
export async function runPayouts(db: Db, outbox: EffectQueue, requestedBy: string, now = new Date(), method: PayoutMethod = 'razorpayx'): Promise<PayoutRow[]> {
  const made: PayoutRow[] = [];
  for (const providerId of await payoutCandidates(db, now)) {
    const row = await db.transaction((tx) => payOutProvider(tx, outbox, providerId, requestedBy, now, method));
    if (row) made.push(row);
  }
  return made;
}

/**
 * The run as the operator's "Pay out now" and `npm run payouts` make it: the payouts, then one
 * audit row (`payout.run`) saying how many and how much.
 */
export async function runPayoutsAudited(
  db: Db,
  outbox: EffectQueue,
  method: PayoutMethod,
  requestedBy: string,
  audit: AuditContext,
  now = new Date(),
): Promise<{ made: PayoutRow[]; total: string }> {
  const made = await runPayouts(db, outbox, requestedBy, now, method);
  const total = fromPaise(made.reduce((sum, p) => sum + p.amountPaise, 0));
  await recordAudit(db, audit, 'payout.run', { subject: 'now', before: null, after: { payouts: made.length, total } });
  return { made, total };
}

/** The gateway request for a payout to this account, in RazorpayX's shape. */
export async function payoutRequest(db: DbOrTx, payout: PayoutRow, account: AccountRow, platformAccount: string): Promise<GatewayPayoutRequest> {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, payout.providerId));
  const contact = { name: account.accountHolder ?? user?.name ?? payout.providerId, type: 'vendor' as const, reference_id: payout.providerId };
  const common = { account_number: platformAccount, amount: payout.amountPaise, currency: 'INR' as const, purpose: 'payout' as const, reference_id: payout.id, queue_if_low_balance: true as const, narration: 'GaadiCare payout' };
  return account.kind === 'bank'
    ? { ...common, mode: 'IMPS', fund_account: { account_type: 'bank_account', bank_account: { name: account.accountHolder ?? contact.name, ifsc: account.ifsc!, account_number: account.accountNumber! }, contact } }
    : { ...common, mode: 'UPI', fund_account: { account_type: 'vpa', vpa: { address: account.vpa! }, contact } };
}

export interface PayoutNews {
  /** Our payout id (the gateway's reference_id). */
  payoutId: string;
  gatewayPayoutId: string | null;
  /** The gateway's status: queued, pending, processing, processed, reversed, failed, cancelled, rejected. */
  status: string;
  reason?: string | null;
  /** The amount the gateway says it paid (paise), when its news carries one: another amount is flagged, not applied. */
  amountPaise?: number;
}

export type PayoutOutcome = 'repeat' | 'unknown' | 'flagged' | PayoutStatus;

/** The gateway's word for a payout as one of ours. */
function statusOf(gateway: string): PayoutStatus | null {
  if (gateway === 'processed' || gateway === 'reversed' || gateway === 'failed') return gateway;
  if (gateway === 'cancelled' || gateway === 'rejected') return 'failed';
  if (gateway === 'queued' || gateway === 'pending' || gateway === 'processing') return 'processing';
  return null;
}

/**
 * What the gateway says of a payout (its answer, or a webhook), applied once under the payout's row
 * lock (ADR 102): processed moves the money from in transit out of the gateway's balance; reversed
 * or failed returns it to the provider's balance and tells them. A reversed or failed payout stays
 * so; a processed one may still be reversed; news older than the payout's state changes nothing.
 * News of another amount than the payout's is flagged for the operator and changes nothing.
 */
export async function applyPayoutNews(tx: Tx, news: PayoutNews, now = new Date()): Promise<PayoutOutcome> {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, news.payoutId)).for('update');
  if (!payout) return 'unknown';
  if (news.amountPaise !== undefined && news.amountPaise !== payout.amountPaise) {
    // Like a payment of another amount (ADR 071): the operator looks; the payout's state and the ledger stay as they are.
    await flag(tx, {
      key: `payout-amount:${news.gatewayPayoutId ?? payout.id}:${news.status}`,
      reason: `The gateway reported payout ${payout.id} ${news.status} for ${fromPaise(news.amountPaise)}, not ${fromPaise(payout.amountPaise)}`,
      paymentId: news.gatewayPayoutId,
      amountPaise: news.amountPaise,
      method: 'online',
    });
    return 'flagged';
  }
  const status = statusOf(news.status);
  const set: Partial<typeof payouts.$inferInsert> = { updatedAt: now };
  if (!payout.gatewayPayoutId && news.gatewayPayoutId) set.gatewayPayoutId = news.gatewayPayoutId;
  const final = payout.status === 'reversed' || payout.status === 'failed';
  const forward =
    status !== null &&
    !final &&
    status !== payout.status &&
    (status === 'processing' ? payout.status === 'queued' : status === 'failed' ? payout.status !== 'processed' : true);
  if (!forward) {
    if (set.gatewayPayoutId) await tx.update(payouts).set(set).where(eq(payouts.id, payout.id));
    return 'repeat';
  }
  set.status = status;
  if (status === 'reversed' || status === 'failed') set.failureReason = (news.reason ?? status).slice(0, 500);
  await tx.update(payouts).set(set).where(eq(payouts.id, payout.id));
  const amount = payout.amountPaise;
  // A payout of a bank file is paid from GaadiCare's bank account, one through RazorpayX from the gateway's balance.
  const paidFrom = payout.bankFileId ? A.bankAccount : A.gatewayClearing;
  if (status === 'processed') {
    await post(tx, {
      key: `payout-processed:${payout.id}`,
      kind: 'payout-processed',
      memo: `payout ${payout.id} processed`,
      entries: [
        { account: A.payoutsInTransit, paise: amount },
        { account: paidFrom, paise: -amount },
      ],
    });
  } else if (status === 'reversed' || status === 'failed') {
    // After processing the money had left the balance it was paid from: the reversal brings it back there.
    const from = payout.status === 'processed' ? paidFrom : A.payoutsInTransit;
    await post(tx, {
      key: `payout-return:${payout.id}`,
      kind: 'payout-return',
      memo: `payout ${payout.id} ${status}`,
      entries: [
        { account: from, paise: amount },
        { account: A.provider(payout.providerId), paise: -amount },
      ],
    });
    await notify(tx, { accountId: payout.providerId, event: 'payoutReturned', params: { amount: fromPaise(amount) } }, now);
  }
  return status;
}

/** A provider's payouts, newest first. */
export async function providerPayouts(db: DbOrTx, providerId: string, limit = 50): Promise<PayoutRow[]> {
  return db.select().from(payouts).where(eq(payouts.providerId, providerId)).orderBy(desc(payouts.createdAt)).limit(limit);
}

/** Every payout (the admin's list), newest first, optionally of one state. */
export async function listPayouts(db: DbOrTx, status?: PayoutStatus, limit = 200): Promise<(PayoutRow & { name: string | null })[]> {
  const rows = await db
    .select({ payout: payouts, name: users.name })
    .from(payouts)
    .leftJoin(users, eq(users.id, payouts.providerId))
    .where(status ? eq(payouts.status, status) : undefined)
    .orderBy(desc(payouts.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r.payout, name: r.name }));
}

/** Payouts left unfinished since `before`: queued (their send never finished) or processing (no webhook came). */
export async function quietPayouts(db: DbOrTx, before: Date, limit: number): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(and(or(eq(payouts.status, 'queued'), eq(payouts.status, 'processing')), lte(payouts.updatedAt, before)))
    .orderBy(payouts.updatedAt)
    .limit(limit);
}

/** A payout still queued (the send's claim): the account it pays to. */
export async function queuedPayout(db: DbOrTx, payoutId: string): Promise<{ payout: PayoutRow; account: AccountRow | null } | null> {
  const [payout] = await db.select().from(payouts).where(and(eq(payouts.id, payoutId), eq(payouts.status, 'queued')));
  if (!payout) return null;
  const [account] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, payout.providerId));
  return { payout, account: account ?? null };
}

/**
 * Registers the daily payout run on the job queue (once across processes, as the retention sweep):
 * through RazorpayX, or into the next bank file on a server without RazorpayX payouts (ADR 068).
 */
export async function schedulePayoutRun(
  outbox: EffectQueue & { scheduleTask(name: string, cron: string, task: () => Promise<void>): Promise<void> },
  payments: { readonly payoutMethod: PayoutMethod },
  db: Db,
  log: { info(fields: object, message: string): void },
): Promise<void> {
  await outbox.scheduleTask(PAYOUT_TASK.name, PAYOUT_TASK.cron, async () => {
    const made = await runPayouts(db, outbox, 'schedule', new Date(), payments.payoutMethod);
    log.info({ payouts: made.length, paise: made.reduce((sum, p) => sum + p.amountPaise, 0) }, 'The payout run paid out what was available');
  });
}
