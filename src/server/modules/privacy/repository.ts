import crypto from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import {
  assessmentAttempts,
  auditEvents,
  supportTickets,
  bids,
  bookingServices,
  bookings,
  consents,
  dataExports,
  feedback,
  identityPhotos,
  identitySubmissions,
  invoices,
  notificationPreferences,
  notifications,
  photos,
  providerAvailability,
  providerProfiles,
  providerVerification,
  pushSubscriptions,
  sessions,
  toolRentals,
  tools,
  users,
} from '../../db/schema';

/** Downloads of one's data wait for each other, so two at once cannot both pass the daily limit. */
export async function lockExports(tx: Tx, accountId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`data-export:${accountId}`}))`);
}

export async function exportsSince(db: DbOrTx, accountId: string, since: Date): Promise<{ n: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: sql<Date | string | null>`min(${dataExports.createdAt})` })
    .from(dataExports)
    .where(and(eq(dataExports.accountId, accountId), gt(dataExports.createdAt, since)));
  return { n: row.n, oldest: row.oldest === null ? null : new Date(row.oldest) };
}

export async function recordExport(tx: Tx, accountId: string, at: Date): Promise<void> {
  await tx.insert(dataExports).values({ id: crypto.randomUUID(), accountId, createdAt: at });
}

/** Everything held about the account, row by row; nothing of anyone else is selected (no names, numbers or addresses of others). */
export async function personalRows(db: DbOrTx, accountId: string) {
  const [account] = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, userType: users.userType, isVerified: users.isVerified, location: users.location, profileImage: users.profileImage, lastActiveAt: users.lastActiveAt, inactivityNoticeAt: users.inactivityNoticeAt })
    .from(users)
    .where(eq(users.id, accountId));
  const mine = or(eq(bookings.customerId, accountId), eq(bookings.selectedProviderId, accountId));
  const bookingRows = await db.select().from(bookings).where(mine).orderBy(asc(bookings.createdAt));
  const ownBookingIds = bookingRows.filter((b) => b.customerId === accountId).map((b) => b.id);
  const allIds = bookingRows.map((b) => b.id);
  const [
    lines,
    bidsPlaced,
    bidsReceived,
    feedbackGiven,
    feedbackReceived,
    invoiceRows,
    photoRows,
    rentals,
    profile,
    availability,
    verification,
    attempts,
    identity,
    idPhotos,
    inbox,
    preferences,
    devices,
    sessionRows,
    consentRows,
    exportRows,
    auditRows,
    ticketRows,
  ] = await Promise.all([
    allIds.length ? db.select().from(bookingServices).where(inArray(bookingServices.bookingId, allIds)).orderBy(asc(bookingServices.position)) : [],
    db.select().from(bids).where(eq(bids.providerId, accountId)).orderBy(asc(bids.createdAt)),
    ownBookingIds.length
      ? db
          .select({ id: bids.id, bookingId: bids.bookingId, totalPaise: bids.totalPaise, estimatedDuration: bids.estimatedDuration, status: bids.status, createdAt: bids.createdAt })
          .from(bids)
          .where(inArray(bids.bookingId, ownBookingIds))
          .orderBy(asc(bids.createdAt))
      : [],
    db.select().from(feedback).where(eq(feedback.customerId, accountId)),
    db
      .select({
        bookingId: feedback.bookingId,
        overallRating: feedback.overallRating,
        punctualityRating: feedback.punctualityRating,
        qualityRating: feedback.qualityRating,
        professionalismRating: feedback.professionalismRating,
        cleanlinessRating: feedback.cleanlinessRating,
        comments: feedback.comments,
        createdAt: feedback.createdAt,
      })
      .from(feedback)
      .where(eq(feedback.providerId, accountId)),
    // The tax invoices made out to the person (a provider's jobs' invoices name the customer: not theirs).
    ownBookingIds.length ? db.select().from(invoices).where(inArray(invoices.bookingId, ownBookingIds)).orderBy(asc(invoices.issuedAt)) : [],
    db
      .select({
        id: photos.id,
        bookingId: photos.bookingId,
        type: photos.type,
        mimeType: photos.mimeType,
        bytes: photos.bytes,
        data: photos.data,
        uploadedBy: photos.uploadedBy,
        createdAt: photos.createdAt,
        capturedAt: photos.capturedAt,
        captureLatitude: photos.captureLatitude,
        captureLongitude: photos.captureLongitude,
        distanceMeters: photos.distanceMeters,
      })
      .from(photos)
      .where(ownBookingIds.length ? or(eq(photos.uploadedBy, accountId), inArray(photos.bookingId, ownBookingIds)) : eq(photos.uploadedBy, accountId))
      .orderBy(asc(photos.createdAt)),
    db
      .select({ id: toolRentals.id, tool: tools.name, startDate: toolRentals.startDate, endDate: toolRentals.endDate, status: toolRentals.status, dailyRatePaise: toolRentals.dailyRatePaise, totalPaise: toolRentals.totalPaise, depositPaise: toolRentals.depositPaise, returnedAt: toolRentals.returnedAt, createdAt: toolRentals.createdAt })
      .from(toolRentals)
      .innerJoin(tools, eq(tools.id, toolRentals.toolId))
      .where(eq(toolRentals.customerId, accountId)),
    db.select().from(providerProfiles).where(eq(providerProfiles.userId, accountId)),
    db.select().from(providerAvailability).where(eq(providerAvailability.providerId, accountId)).orderBy(asc(providerAvailability.dayOfWeek)),
    db.select().from(providerVerification).where(eq(providerVerification.providerId, accountId)),
    db.select().from(assessmentAttempts).where(eq(assessmentAttempts.providerId, accountId)).orderBy(asc(assessmentAttempts.createdAt)),
    db
      .select({ providerId: identitySubmissions.providerId, documentType: identitySubmissions.documentType, maskedNumber: identitySubmissions.maskedNumber, status: identitySubmissions.status, submittedAt: identitySubmissions.submittedAt, reviewedAt: identitySubmissions.reviewedAt, documentUrl: identitySubmissions.documentUrl })
      .from(identitySubmissions)
      .where(eq(identitySubmissions.providerId, accountId)),
    db.select().from(identityPhotos).where(eq(identityPhotos.providerId, accountId)),
    db.select().from(notifications).where(eq(notifications.accountId, accountId)).orderBy(asc(notifications.createdAt)),
    db.select().from(notificationPreferences).where(eq(notificationPreferences.accountId, accountId)),
    db.select({ endpoint: pushSubscriptions.endpoint, locale: pushSubscriptions.locale, createdAt: pushSubscriptions.createdAt, updatedAt: pushSubscriptions.updatedAt }).from(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId)),
    db.select({ createdAt: sessions.createdAt, updatedAt: sessions.updatedAt, expiresAt: sessions.expiresAt, device: sessions.device }).from(sessions).where(eq(sessions.userId, accountId)).orderBy(desc(sessions.updatedAt)),
    db.select().from(consents).where(eq(consents.accountId, accountId)).orderBy(asc(consents.recordedAt)),
    db.select({ createdAt: dataExports.createdAt }).from(dataExports).where(eq(dataExports.accountId, accountId)).orderBy(asc(dataExports.createdAt)),
    // What the person did that the audit trail records (sign-ins and sign-outs; an operator's actions), with the address and browser.
    db.select({ at: auditEvents.at, action: auditEvents.action, ip: auditEvents.ip, userAgent: auditEvents.userAgent }).from(auditEvents).where(eq(auditEvents.actorId, accountId)).orderBy(asc(auditEvents.at)),
    db.select({ kind: supportTickets.kind, bookingId: supportTickets.bookingId, message: supportTickets.message, createdAt: supportTickets.createdAt, answer: supportTickets.answer, answeredAt: supportTickets.answeredAt }).from(supportTickets).where(eq(supportTickets.userId, accountId)).orderBy(asc(supportTickets.createdAt)),
  ]);
  return {
    account,
    bookingRows,
    lines,
    bidsPlaced,
    bidsReceived,
    feedbackGiven,
    feedbackReceived,
    invoiceRows,
    photoRows,
    rentals,
    profile: profile[0] ?? null,
    availability,
    verification: verification[0] ?? null,
    attempts,
    identity: identity[0] ?? null,
    idPhotos,
    inbox,
    preferences: preferences[0] ?? null,
    devices,
    sessionRows,
    consentRows,
    exportRows,
    auditRows,
    ticketRows,
  };
}

export type PersonalRows = Awaited<ReturnType<typeof personalRows>>;
