import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import type { LedgerKind } from './accounts';

export interface LedgerEntry {
  account: string;
  /** Debit positive, credit negative, whole paise, never zero. */
  paise: number;
}

export interface LedgerPosting {
  /** Unique for the money event: posting it again posts nothing. */
  key: string;
  kind: LedgerKind;
  bookingId?: string | null;
  memo?: string;
  /** When it happened (default: the database's now). */
  at?: Date;
  entries: readonly LedgerEntry[];
}

export class UnbalancedPosting extends Error {}

/**
 * Posts one money event as one transaction of entries summing to zero (ADR 071). Returns false and
 * posts nothing when a transaction with this key exists. Zero entries are left out. The database
 * checks the sum again at commit and refuses any later change to what was posted.
 */
export async function post(tx: Tx, posting: LedgerPosting): Promise<boolean> {
  const entries = posting.entries.filter((e) => e.paise !== 0);
  for (const e of entries) if (!Number.isSafeInteger(e.paise)) throw new UnbalancedPosting(`${e.account}: ${e.paise} is not whole paise`);
  const sum = entries.reduce((s, e) => s + e.paise, 0);
  if (sum !== 0 || entries.length < 2) throw new UnbalancedPosting(`${posting.key} does not balance (${sum} paise over ${entries.length} entries)`);
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({ idempotencyKey: posting.key, kind: posting.kind, bookingId: posting.bookingId ?? null, memo: posting.memo ?? null, ...(posting.at ? { createdAt: posting.at } : {}) })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!row) return false;
  await tx.insert(ledgerEntries).values(entries.map((e) => ({ transactionId: row.id, account: e.account, amountPaise: e.paise, ...(posting.at ? { createdAt: posting.at } : {}) })));
  return true;
}

/** Whether a transaction with this key was posted. */
export async function isPosted(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));
  return Boolean(row);
}

/** Every account with entries and its balance (paise), by name. */
export async function trialBalance(db: DbOrTx): Promise<{ account: string; paise: number }[]> {
  const rows = await db
    .select({ account: ledgerEntries.account, paise: sql<string>`sum(${ledgerEntries.amountPaise})::text` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.account)
    .orderBy(asc(ledgerEntries.account));
  return rows.map((r) => ({ account: r.account, paise: Number(r.paise) }));
}

export interface StatementLine {
  transactionId: number;
  key: string;
  kind: string;
  bookingId: string | null;
  memo: string | null;
  at: Date;
  paise: number;
}

/** One account's entries, oldest first, with their transactions. */
export async function statement(db: DbOrTx, account: string): Promise<StatementLine[]> {
  return db
    .select({
      transactionId: ledgerTransactions.id,
      key: ledgerTransactions.idempotencyKey,
      kind: ledgerTransactions.kind,
      bookingId: ledgerTransactions.bookingId,
      memo: ledgerTransactions.memo,
      at: ledgerTransactions.createdAt,
      paise: ledgerEntries.amountPaise,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.account, account)))
    .orderBy(asc(ledgerEntries.id));
}
