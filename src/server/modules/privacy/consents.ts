import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { CONSENT_PURPOSES, PRIVACY_NOTICE_VERSION, type ConsentPurpose } from '../../../shared/domain/privacy';
import type { ConsentState, SaveConsentsBody } from '../../../shared/schemas/privacy';
import type { DbOrTx, Tx } from '../../db/database';
import { consents, pushSubscriptions } from '../../db/schema';

/**
 * The person's latest decision on each purpose. With none yet, notifications are on (a browser
 * takes pushes only after its own permission prompt, which is the person's yes) and the notice
 * and marketing are not granted (ADR 080).
 */
export async function consentStates(db: DbOrTx, accountId: string): Promise<ConsentState[]> {
  const rows = await db.select().from(consents).where(eq(consents.accountId, accountId)).orderBy(desc(consents.recordedAt), desc(consents.id));
  return CONSENT_PURPOSES.map((purpose) => {
    const latest = rows.find((r) => r.purpose === purpose);
    return { purpose, granted: latest?.granted ?? purpose === 'notifications', noticeVersion: latest?.noticeVersion ?? null, recordedAt: latest?.recordedAt.toISOString() ?? null };
  });
}

/** Whether the person agreed to `purpose` and has not withdrawn it (what anything sending for that purpose asks). */
export async function hasConsent(db: DbOrTx, accountId: string, purpose: ConsentPurpose): Promise<boolean> {
  return (await consentStates(db, accountId)).find((c) => c.purpose === purpose)!.granted;
}

/** Appends one decision to the log, with the notice's version and the time. */
export async function recordConsent(tx: Tx, accountId: string, purpose: ConsentPurpose, granted: boolean, now: Date): Promise<void> {
  await tx.insert(consents).values({ id: crypto.randomUUID(), accountId, purpose, noticeVersion: PRIVACY_NOTICE_VERSION, granted, recordedAt: now });
}

/**
 * Records the optional purposes given. Withdrawing `notifications` also forgets every browser
 * that took the person's pushes (they subscribe again, from the notification settings, once
 * notifications are turned back on).
 */
export async function saveConsents(tx: Tx, accountId: string, body: SaveConsentsBody, now: Date): Promise<void> {
  for (const purpose of ['notifications', 'marketing'] as const) {
    const granted = body[purpose];
    if (granted === undefined) continue;
    await recordConsent(tx, accountId, purpose, granted, now);
    if (purpose === 'notifications' && !granted) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId));
  }
}
