import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MOBILE_NUMBER_PROBLEM, normaliseIndianMobile } from '../../../shared/domain/indian-mobile';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { ChangeVersions } from '../../changes/change-versions';
import { COMMAND_LINE, recordAudit } from '../audit/service';

/**
 * The only way an operator is made (`npm run user:admin -- +91…`): the account with this number
 * becomes an admin, or a new admin account is made for it. No screen or API call does this.
 */
export async function makeAdmin(db: Db, typed: string): Promise<{ id: string; phone: string; created: boolean }> {
  const phone = normaliseIndianMobile(typed);
  if (!phone) throw new Error(MOBILE_NUMBER_PROBLEM);
  // Recorded as a change of users and sessions: running servers re-read the account's sessions.
  return new ChangeVersions(true).transaction(db, async (tx) => {
    const [existing] = await tx.select({ id: users.id, userType: users.userType }).from(users).where(eq(users.phone, phone));
    if (existing) {
      await tx.update(users).set({ userType: 'admin', isVerified: true }).where(eq(users.id, existing.id));
      const change = { subject: existing.id, before: { userType: existing.userType, phone }, after: { userType: 'admin', phone } };
      if (existing.userType !== 'admin') await recordAudit(tx, COMMAND_LINE, 'role.change', change);
      return { id: existing.id, phone, created: false };
    }
    const id = `user-${crypto.randomUUID()}`;
    await tx.insert(users).values({ id, phone, name: '', userType: 'admin', isVerified: true });
    await recordAudit(tx, COMMAND_LINE, 'role.change', { subject: id, before: null, after: { userType: 'admin', phone } });
    return { id, phone, created: true };
  }, () => ['users', 'sessions']);
}
