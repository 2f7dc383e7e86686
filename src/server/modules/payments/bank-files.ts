import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { payoutAccounts, payoutBankFiles, payouts, users } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { fromPaise } from '../../../shared/pricing/money';
import { PAYOUT_MESSAGES, type BankFileOutcome } from '../../../shared/payments/payout-state';
import type { BankFiles } from '../../../shared/schemas/payment';
import { applyPayoutNews, type PayoutRow } from './payouts';

/**
 * Bank bulk-transfer files (ADR 068): on a server without RazorpayX payouts the run records each
 * payout `in_bank_file`; the operator puts the waiting ones in a file, uploads it to GaadiCare's
 * bank, and marks them processed or failed as the bank reports. A payout is in one file only, and a
 * file reads the same every time it is downloaded: whom it pays is copied onto its payouts when the
 * file is made.
 */

/** The reason a payout whose account changed before its file was made fails with (as a queued one does at the gateway). */
const ACCOUNT_CHANGED = 'The payout account changed after the payout was queued';

/** The bank file's columns, a common Indian bank bulk-upload layout (docs/operations.md). */
export const BANK_FILE_COLUMNS = ['Beneficiary Name', 'Beneficiary Account Number / UPI ID', 'IFSC', 'Amount', 'Reference', 'Payment Mode'] as const;

/**
 * Puts every payout waiting for a bank file in a new file, in one transaction: the waiting rows are
 * locked, so an operator clicking twice (or two at once) makes one file and then none. A payout whose
 * account changed after it was queued fails instead and its money returns (ADR 102). Null when
 * nothing was waiting; fileId null when every waiting payout failed.
 */
export async function makeBankFile(tx: Tx, createdBy: string, now = new Date()): Promise<{ fileId: string | null; payouts: PayoutRow[]; failed: PayoutRow[] } | null> {
  const waiting = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.status, 'in_bank_file'), isNull(payouts.bankFileId)))
    .orderBy(asc(payouts.id))
    .for('update');
  if (waiting.length === 0) return null;
  const failed: PayoutRow[] = [];
  const paid: { payout: PayoutRow; account: typeof payoutAccounts.$inferSelect }[] = [];
  for (const payout of waiting) {
    const [account] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, payout.providerId));
    if (account && account.updatedAt.getTime() <= payout.createdAt.getTime()) paid.push({ payout, account });
    else {
      await applyPayoutNews(tx, { payoutId: payout.id, gatewayPayoutId: null, status: 'failed', reason: ACCOUNT_CHANGED }, now);
      failed.push(payout);
    }
  }
  if (paid.length === 0) return { fileId: null, payouts: [], failed };
  const fileId = `bankfile_${now.toISOString().slice(0, 10).replaceAll('-', '')}_${crypto.randomBytes(4).toString('hex')}`;
  await tx.insert(payoutBankFiles).values({ id: fileId, createdBy, createdAt: now });
  const included: PayoutRow[] = [];
  for (const { payout, account } of paid) {
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, payout.providerId));
    const [row] = await tx
      .update(payouts)
      .set({
        bankFileId: fileId,
        beneficiaryName: account.accountHolder ?? user?.name ?? payout.providerId,
        beneficiaryAccount: account.kind === 'bank' ? account.accountNumber : account.vpa,
        beneficiaryIfsc: account.kind === 'bank' ? account.ifsc : null,
        updatedAt: now,
      })
      .where(eq(payouts.id, payout.id))
      .returning();
    included.push(row);
  }
  return { fileId, payouts: included, failed };
}

/** One CSV field: quoted when it holds a comma, a quote or a line break; a leading formula character is defused. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The bank file as CSV (CRLF lines, its payouts by id): the same bytes every time. */
export async function bankFileCsv(db: DbOrTx, fileId: string): Promise<{ name: string; csv: string }> {
  const [file] = await db.select().from(payoutBankFiles).where(eq(payoutBankFiles.id, fileId));
  if (!file) throw notFound(PAYOUT_MESSAGES.bankFileNotFound);
  const rows = await db.select().from(payouts).where(eq(payouts.bankFileId, fileId)).orderBy(asc(payouts.id));
  const lines = [BANK_FILE_COLUMNS.join(',')];
  for (const p of rows) {
    lines.push([p.beneficiaryName ?? '', p.beneficiaryAccount ?? '', p.beneficiaryIfsc ?? '', fromPaise(p.amountPaise), p.id, p.mode].map(csvField).join(','));
  }
  return { name: `gaadicare-payouts-${fileId}.csv`, csv: `${lines.join('\r\n')}\r\n` };
}

/**
 * The bank's word on a bank file's payouts, as the operator reports it: each still waiting in this
 * file is marked processed (paid from GaadiCare's bank account) or failed (the money returns to the
 * provider's balance and they are told, as a reversed payout). All or nothing: a payout not waiting
 * in this file refuses the lot.
 */
export async function settleBankFilePayouts(tx: Tx, fileId: string, payoutIds: string[], outcome: BankFileOutcome, reason: string | undefined, now = new Date()): Promise<PayoutRow[]> {
  const [file] = await tx.select().from(payoutBankFiles).where(eq(payoutBankFiles.id, fileId));
  if (!file) throw notFound(PAYOUT_MESSAGES.bankFileNotFound);
  const ids = [...new Set(payoutIds)].sort();
  const rows = await tx
    .select()
    .from(payouts)
    .where(and(inArray(payouts.id, ids), eq(payouts.bankFileId, fileId), eq(payouts.status, 'in_bank_file')))
    .orderBy(asc(payouts.id))
    .for('update');
  if (rows.length !== ids.length) throw conflict(PAYOUT_MESSAGES.notInBankFile);
  for (const row of rows) {
    await applyPayoutNews(tx, { payoutId: row.id, gatewayPayoutId: null, status: outcome, reason: outcome === 'failed' ? (reason ?? 'The bank did not pay it') : null }, now);
  }
  return tx.select().from(payouts).where(inArray(payouts.id, ids)).orderBy(asc(payouts.id));
}

/** What the operator's bank-file card shows: the payouts waiting for a file, and the latest files with their payouts. */
export async function listBankFiles(db: Db, limit = 20): Promise<Omit<BankFiles, 'method'>> {
  const [waiting] = await db
    .select({ count: sql<number>`count(*)::int`, paise: sql<string>`coalesce(sum(${payouts.amountPaise}), 0)::text` })
    .from(payouts)
    .where(and(eq(payouts.status, 'in_bank_file'), isNull(payouts.bankFileId)));
  const files = await db.select().from(payoutBankFiles).orderBy(desc(payoutBankFiles.createdAt), desc(payoutBankFiles.id)).limit(limit);
  const rows =
    files.length === 0
      ? []
      : await db
          .select({ payout: payouts, name: users.name })
          .from(payouts)
          .leftJoin(users, eq(users.id, payouts.providerId))
          .where(inArray(payouts.bankFileId, files.map((f) => f.id)))
          .orderBy(asc(payouts.id));
  return {
    waiting: { count: waiting?.count ?? 0, total: fromPaise(Number(waiting?.paise ?? 0)) },
    files: files.map((f) => {
      const mine = rows.filter((r) => r.payout.bankFileId === f.id);
      return {
        id: f.id,
        createdAt: f.createdAt.toISOString(),
        total: fromPaise(mine.reduce((sum, r) => sum + r.payout.amountPaise, 0)),
        payouts: mine.map((r) => ({ id: r.payout.id, providerId: r.payout.providerId, name: r.name, amount: fromPaise(r.payout.amountPaise), mode: r.payout.mode, status: r.payout.status, failureReason: r.payout.failureReason })),
      };
    }),
  };
}
