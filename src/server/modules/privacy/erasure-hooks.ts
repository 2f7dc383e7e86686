import type { Tx } from '../../db/database';

/**
 * Work another part of the server adds to an account's erasure, run in the erasure's transaction
 * after the account is emptied. The money records (the ledger, when it lands) keep their rows by
 * law and by bookkeeping: they already point at the account id, which after erasure names an
 * emptied account, so a ledger needs a hook only if it copies a name, number or address into its
 * own rows (it would empty those here). See ADR 079.
 */
export type ErasureHook = (tx: Tx, accountId: string) => Promise<void>;

export const ERASURE_HOOKS: ErasureHook[] = [];
