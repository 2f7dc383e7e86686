import type { Transaction } from 'dexie';
import { NO_TRANSLATIONS } from '../../../shared/catalogue/languages';
import { refBoundsOf } from './server-hashes';
import type { PendingMutation, RowOp, ShadowRow } from './tables';

type Row = Record<string, unknown>;

const NO_NAME_TRANSLATIONS = { nameKn: NO_TRANSLATIONS.nameKn, nameHi: NO_TRANSLATIONS.nameHi };

/** Fills what a row lacks with "not written" (''), keeping what it has. */
const fill = (row: Row, empty: Readonly<Row>) => {
  for (const [field, value] of Object.entries(empty)) if (typeof row[field] !== 'string') row[field] = value;
};

/** A service or a tool: its name and description in Kannada and Hindi. */
export function fillItemTranslations(row: Row): void {
  fill(row, NO_TRANSLATIONS);
}

/** A booking: each service line's name in Kannada and Hindi. */
export function fillBookingLineTranslations(row: Row): void {
  if (!Array.isArray(row.services)) return;
  row.services = (row.services as Row[]).map((line) => {
    const filled = { ...line };
    fill(filled, NO_NAME_TRANSLATIONS);
    return filled;
  });
}

/** A rental: its tool's name in Kannada and Hindi. */
export function fillRentalToolTranslations(row: Row): void {
  if (row.tool && typeof row.tool === 'object') {
    const tool = { ...(row.tool as Row) };
    fill(tool, NO_NAME_TRANSLATIONS);
    row.tool = tool;
  }
}

/** What each table's rows gain. */
const FILLS: Record<string, (row: Row) => void> = {
  services: fillItemTranslations,
  tools: fillItemTranslations,
  bookings: fillBookingLineTranslations,
  toolRentals: fillRentalToolTranslations,
};

/** A pending change's operations, in the new shape: what it re-applies on a refresh is too. */
function upgradeOps(ops: RowOp[]): RowOp[] {
  return ops.map((op) => {
    const fillRow = FILLS[op.table];
    if (!fillRow || op.op !== 'put') return op;
    const row = { ...op.row };
    fillRow(row);
    return { ...op, row };
  });
}

/**
 * Version 9 of the device database (ADR 104): services and tools carry their name and description
 * in Kannada and Hindi, a booking's service lines and a rental's tool their name's. Rows stored
 * before gain them as not written ('') — the screens then word them as before, from the built-in
 * catalogue or in English — until the next refresh brings the server's. The server's copies kept
 * under pending changes and the pending changes' own rows are upgraded alike; the requests waiting
 * in the outbox keep their bodies (the new fields are optional in every body).
 */
export async function upgradeTranslationsToV9(tx: Transaction): Promise<void> {
  for (const [table, fillRow] of Object.entries(FILLS)) {
    await tx.table(table).toCollection().modify(fillRow);
    const [lower, upper] = refBoundsOf(table);
    await tx
      .table<ShadowRow, string>('shadows')
      .where('ref')
      .between(lower, upper)
      .modify((shadow) => {
        if (shadow.row) fillRow(shadow.row);
      });
  }
  await tx
    .table<PendingMutation, number>('pendingMutations')
    .toCollection()
    .modify((entry) => {
      entry.ops = upgradeOps(entry.ops);
    });
}
