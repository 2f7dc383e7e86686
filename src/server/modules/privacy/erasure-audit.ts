import type { DbOrTx } from '../../db/database';
import { recordAudit } from '../audit/service';

/** Why an account was erased: its person asked (DELETE /api/me), or it was unused for years (retention sweep). */
export type ErasureReason = 'request' | 'inactive';

/**
 * Records an erasure in the audit trail, in the erasing transaction. The row keeps only what the
 * erasure leaves anyway: the account's id (now the anonymous id its kept invoices and ledger lines
 * point at), its role, the reason and the time. No address or browser is recorded, even when the
 * person asked from one, and no name, number or e-mail: the trail outlives the account (ADR 076).
 */
export function recordErasure(tx: DbOrTx, account: { id: string; userType: string }, reason: ErasureReason): Promise<void> {
  const actor = reason === 'request' ? { actorId: account.id, actorRole: account.userType } : { actorId: null, actorRole: 'retention-sweep' };
  return recordAudit(tx, { ...actor, ip: null, userAgent: null }, 'account.erase', { subject: account.id, after: { reason } });
}
