import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';

/**
 * Asserts the ledger (ADR 071) holds together: every transaction's entries sum to zero, so all
 * accounts together sum to zero, and the admin's trial balance says so. Every money test calls it
 * after its file's work.
 */
export async function expectLedgerBalanced(app: FastifyInstance, adminCookie?: string): Promise<void> {
  const result = await app.db.execute<{ transaction_id: string; total: string }>(sql`
    select transaction_id::text, sum(amount_paise)::text as total from ledger_entries group by transaction_id having sum(amount_paise) <> 0`);
  expect((result as unknown as { rows: unknown[] }).rows).toEqual([]);
  const all = await app.db.execute<{ total: string | null }>(sql`select coalesce(sum(amount_paise), 0)::text as total from ledger_entries`);
  expect((all as unknown as { rows: { total: string }[] }).rows[0].total).toBe('0');
  if (adminCookie) {
    const res = await app.inject({ method: 'GET', url: '/api/admin/ledger/trial-balance', headers: { cookie: adminCookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe('0.00');
  }
}
