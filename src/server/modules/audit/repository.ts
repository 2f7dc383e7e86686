import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { auditEvents } from '../../db/schema';
import type { AuditEvent } from '../../../shared/schemas/audit';

export type NewAuditEvent = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(db: DbOrTx, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event);
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  from?: Date;
  to?: Date;
  /** Only events older than this id (the previous page's last). */
  beforeId?: number;
  limit: number;
}

/** Newest first; one more than `limit` is read to know whether there is a next page. */
export async function listAuditEvents(db: DbOrTx, filter: AuditFilter): Promise<{ events: AuditEvent[]; next: string | null }> {
  const where: SQL[] = [];
  if (filter.actor) where.push(eq(auditEvents.actorId, filter.actor));
  if (filter.action) where.push(eq(auditEvents.action, filter.action));
  if (filter.from) where.push(gte(auditEvents.at, filter.from));
  if (filter.to) where.push(lte(auditEvents.at, filter.to));
  if (filter.beforeId !== undefined) where.push(lt(auditEvents.id, filter.beforeId));
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditEvents.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  return {
    events: page.map((r) => ({
      id: String(r.id),
      at: r.at.toISOString(),
      actorId: r.actorId,
      actorRole: r.actorRole,
      action: r.action,
      subject: r.subject,
      ip: r.ip,
      userAgent: r.userAgent,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
    next: rows.length > filter.limit ? String(page.at(-1)!.id) : null,
  };
}
