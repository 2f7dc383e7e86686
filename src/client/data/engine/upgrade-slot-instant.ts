import type { Transaction } from 'dexie';
import { istIso, parseIsoInstant } from '../../../shared/domain/time';
import { refBoundsOf } from './server-hashes';
import type { PendingMutation, RowOp, ShadowRow } from './tables';

type Row = Record<string, unknown>;

const instantOf = (value: unknown): number | null => (typeof value === 'string' ? parseIsoInstant(value) : null);

/**
 * Version 5 of the device database (ADR 055): a booking's slot is one field, `scheduledTime`, in
 * IST with its offset. Rows stored before carry it twice: `scheduledTime` as the server wrote it
 * (UTC, the exact instant) and `timeSlot` (IST, the hour). The exact instant is kept, written in
 * IST; `timeSlot` goes. A row with neither readable keeps what it has until the next refresh.
 */
export function oneSlotInstant(row: Row): void {
  const ms = instantOf(row.scheduledTime) ?? instantOf(row.timeSlot);
  if (ms !== null) row.scheduledTime = istIso(new Date(ms));
  delete row.timeSlot;
}

/** A pending change's operations on bookings, in the new shape: what it re-applies on a refresh is too. */
function upgradeOps(ops: RowOp[]): RowOp[] {
  return ops.map((op) => {
    if (op.table !== 'bookings' || op.op === 'delete') return op;
    if (op.op === 'put') {
      const row = { ...op.row };
      oneSlotInstant(row);
      return { ...op, row };
    }
    if (!('timeSlot' in op.changes) && !('scheduledTime' in op.changes)) return op;
    const changes = { ...op.changes };
    oneSlotInstant(changes);
    return { ...op, changes };
  });
}

/**
 * Stored bookings, the server's copies kept under pending changes (shadows) and the pending
 * changes' own operations. The requests waiting in the outbox keep their bodies: the server
 * accepts the old create body (createBookingRequestSchema), and a body rewritten here would
 * no longer match a request the server may already have applied under the same Idempotency-Key.
 */
export async function upgradeSlotToV5(tx: Transaction): Promise<void> {
  await tx.table('bookings').toCollection().modify(oneSlotInstant);
  const [lower, upper] = refBoundsOf('bookings');
  await tx
    .table<ShadowRow, string>('shadows')
    .where('ref')
    .between(lower, upper)
    .modify((shadow) => {
      if (shadow.row) oneSlotInstant(shadow.row);
    });
  await tx
    .table<PendingMutation, number>('pendingMutations')
    .toCollection()
    .modify((entry) => {
      entry.ops = upgradeOps(entry.ops);
    });
}
