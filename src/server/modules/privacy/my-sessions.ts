import { and, desc, eq, gt } from 'drizzle-orm';
import type { MySession } from '../../../shared/schemas/my-sessions';
import type { DbOrTx } from '../../db/database';
import { sessions } from '../../db/schema';

/** The account's live sessions, the current one first, then by last use. */
export async function sessionsOf(db: DbOrTx, accountId: string, currentId: string | null, now: Date): Promise<MySession[]> {
  const rows = await db
    .select({ id: sessions.id, device: sessions.device, createdAt: sessions.createdAt, updatedAt: sessions.updatedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, accountId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt));
  const list = rows.map((r) => ({ id: r.id, device: r.device, signedInAt: r.createdAt.toISOString(), lastSeenAt: r.updatedAt.toISOString(), current: r.id === currentId }));
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}
