import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { DataGroup } from '../../changes/change-versions';
import type { DbOrTx, Tx } from '../../db/database';
import {
  assessmentAttempts,
  bids,
  bookings,
  consents,
  supportTickets,
  dataExports,
  identityPhotos,
  identitySubmissions,
  idempotencyKeys,
  notificationPreferences,
  notifications,
  photos,
  payoutAccounts,
  payouts,
  providerAvailability,
  providerProfiles,
  providerVerification,
  pushSubscriptions,
  sessions,
  signInCodes,
  toolRentals,
  users,
} from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { ERASURE_HOOKS } from './erasure-hooks';
import { recordErasure, type ErasureReason } from './erasure-audit';

/** Bookings in these states are finished: nothing more happens on them, so their people may go. */
export const FINISHED_BOOKING_STATES = ['completed', 'cancelled', 'expired'] as const;
const FINISHED = FINISHED_BOOKING_STATES;

/** The data groups an erasure changes: every device that holds them pulls again. */
export const ERASURE_CHANGE_GROUPS: DataGroup[] = ['users', 'bookings', 'bids', 'photos', 'profiles', 'availability', 'verification', 'areas', 'sessions', 'support'];

/** The account as erasure needs it: its number (the code goes there), or a refusal. */
export async function accountToErase(db: DbOrTx, accountId: string): Promise<{ phone: string }> {
  const [row] = await db.select({ phone: users.phone, erasedAt: users.erasedAt, userType: users.userType }).from(users).where(eq(users.id, accountId));
  if (!row || row.erasedAt) throw notFound('Your account no longer exists');
  // The operators keep the service running; an operator leaves by being made a customer first.
  if (row.userType === 'admin') throw conflict('An operator account cannot be deleted. Ask another operator to make it a customer account first.');
  if (!row.phone) throw conflict('This account has no mobile number to send the code to, so it cannot be erased here.');
  const refusal = await refusalOf(db, accountId);
  if (refusal) throw conflict(refusal);
  return { phone: row.phone };
}

/** Why the account cannot be erased now, or null: a booking not finished, or a tool not returned. */
export async function refusalOf(db: DbOrTx, accountId: string): Promise<string | null> {
  const [open] = await db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(and(or(eq(bookings.customerId, accountId), eq(bookings.selectedProviderId, accountId)), notInArray(bookings.status, [...FINISHED])))
    .limit(1);
  if (open) {
    return `Your account cannot be deleted while booking ${open.id} is ${open.status.replace('_', ' ')}. Cancel it, or wait until the job is completed, then try again.`;
  }
  const [rental] = await db.select({ id: toolRentals.id }).from(toolRentals).where(and(eq(toolRentals.customerId, accountId), eq(toolRentals.status, 'active'))).limit(1);
  if (rental) return 'Your account cannot be deleted while you have a rented tool. Return it, then try again.';
  return null;
}

/**
 * Erases the account in one transaction (docs/privacy.md, ADR 079): its name, number, e-mail,
 * addresses, coordinates, photos, identity documents, devices, sessions, consents and inbox go;
 * the tax invoices issued stay as issued (the law's retention), and the rows that carry money or
 * another person's record (bookings' amounts, rentals, feedback given) stay under the emptied
 * account. The audit trail records that it happened and why, nothing personal (erasure-audit.ts).
 * Returns the ids of the photos whose files are to be removed once this commits.
 */
export async function eraseAccount(tx: Tx, accountId: string, now: Date, reason: ErasureReason = 'request'): Promise<{ photoIds: string[] }> {
  const [row] = await tx.select({ phone: users.phone, userType: users.userType }).from(users).where(and(eq(users.id, accountId), isNull(users.erasedAt))).for('update');
  if (!row) throw notFound('Your account no longer exists');
  // Checked again under the account's lock: a job may have started since the code was asked for.
  const refusal = await refusalOf(tx, accountId);
  if (refusal) throw conflict(refusal);

  await tx.update(users).set({ name: '', email: null, phone: null, location: null, profileImage: null, isVerified: false, erasedAt: now }).where(eq(users.id, accountId));
  if (row.phone) await tx.delete(signInCodes).where(eq(signInCodes.phone, row.phone));
  await tx.delete(sessions).where(eq(sessions.userId, accountId));

  // Their bookings keep their amounts (the invoices and the providers' earnings refer to them) but not the door.
  const own = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerId, accountId));
  const ownIds = own.map((b) => b.id);
  if (ownIds.length) {
    await tx
      .update(bookings)
      .set({ location: '', latitude: null, longitude: null, latDeg: null, lngDeg: null, startCode: null })
      .where(inArray(bookings.id, ownIds));
  }
  // A provider's words go; their open bids are withdrawn.
  await tx.update(bids).set({ message: null }).where(eq(bids.providerId, accountId));
  await tx.update(bids).set({ status: 'rejected', updatedAt: now }).where(and(eq(bids.providerId, accountId), eq(bids.status, 'pending')));

  const photoRows = await tx
    .delete(photos)
    .where(ownIds.length ? or(eq(photos.uploadedBy, accountId), inArray(photos.bookingId, ownIds)) : eq(photos.uploadedBy, accountId))
    .returning({ id: photos.id });
  const idPhotoRows = await tx.delete(identityPhotos).where(eq(identityPhotos.providerId, accountId)).returning({ id: identityPhotos.id });
  await tx.delete(identitySubmissions).where(eq(identitySubmissions.providerId, accountId));

  await tx.update(providerProfiles).set({ baseLatitude: null, baseLongitude: null }).where(eq(providerProfiles.userId, accountId));
  await tx.delete(providerAvailability).where(eq(providerAvailability.providerId, accountId));
  await tx.delete(payoutAccounts).where(eq(payoutAccounts.providerId, accountId));
  // The payouts stay as money records; whom a bank file paid goes with the account (ADR 068).
  await tx.update(payouts).set({ beneficiaryName: null, beneficiaryAccount: null, beneficiaryIfsc: null }).where(eq(payouts.providerId, accountId));
  await tx.delete(providerVerification).where(eq(providerVerification.providerId, accountId));
  await tx.delete(assessmentAttempts).where(eq(assessmentAttempts.providerId, accountId));

  await tx.delete(notifications).where(eq(notifications.accountId, accountId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.accountId, accountId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.actorId, accountId));
  await tx.delete(consents).where(eq(consents.accountId, accountId));
  await tx.delete(dataExports).where(eq(dataExports.accountId, accountId));
  await tx.delete(supportTickets).where(eq(supportTickets.userId, accountId));

  for (const hook of ERASURE_HOOKS) await hook(tx, accountId);
  await recordErasure(tx, { id: accountId, userType: row.userType }, reason);
  return { photoIds: [...photoRows, ...idPhotoRows].map((p) => p.id) };
}
