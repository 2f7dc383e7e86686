import { and, eq, ne } from 'drizzle-orm';
import { DEFAULT_AVAILABILITY } from '../../../shared/domain/provider-hours';
import type { Session } from '../../../shared/schemas/user';
import type { Actor } from '../../auth/actor';
import type { DbOrTx, Tx } from '../../db/database';
import { providerAvailability, providerProfiles, providerVerification, users } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { SEED_USERS } from '../../db/seed';
import { findUser, listUsers } from '../users/repository';
import { recordConsent } from '../privacy/consents';

/**
 * The accounts the demo's switcher offers: the seeded personas only. Accounts made since (signed
 * up by number, or a simulated city's thousands) can be switched to by id but are not listed, so
 * every session answer stays a few rows long.
 */
const DEMO_PERSONA_IDS = SEED_USERS.map((u) => u.id);

/**
 * What GET /api/session answers: the caller's own account and number, and — in demo mode only — the
 * personas one may switch to. Outside demo mode no other user is listed.
 */
export async function sessionOf(db: DbOrTx, actor: Actor | null, demoMode: boolean, onlinePayments: boolean): Promise<Session> {
  const [user, personas, phone] = await Promise.all([
    actor ? findUser(db, actor.id) : undefined,
    demoMode ? listUsers(db, DEMO_PERSONA_IDS) : [],
    actor ? db.select({ phone: users.phone }).from(users).where(eq(users.id, actor.id)) : [],
  ]);
  return { user: user ?? null, phone: phone[0]?.phone ?? null, demoMode, personas, onlinePayments };
}

/** The person's own details as they corrected them; '' clears the e-mail and the area. */
export async function updateAccount(tx: Tx, userId: string, patch: { name?: string; email?: string; location?: string; acceptedNotice?: string }): Promise<void> {
  // The notice shown at sign-up, in the same transaction as the name it was shown with.
  if (patch.acceptedNotice) await recordConsent(tx, userId, 'notice', true, new Date());
  const set = {
    ...(patch.name === undefined ? {} : { name: patch.name }),
    ...(patch.email === undefined ? {} : { email: patch.email || null }),
    ...(patch.location === undefined ? {} : { location: patch.location || null }),
  };
  if (Object.keys(set).length === 0) return;
  if (set.email) {
    const [other] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, set.email), ne(users.id, userId)));
    if (other) throw conflict('That e-mail address is already used by another account');
  }
  await tx.update(users).set(set).where(eq(users.id, userId));
}

/** A new number for the account, once its code was checked: refused when another account signs in with it. */
export async function changePhone(tx: Tx, userId: string, phone: string): Promise<void> {
  const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (other && other.id !== userId) throw conflict('That number already belongs to another account');
  await tx.update(users).set({ phone }).where(eq(users.id, userId));
}

/**
 * "Join as provider": a customer account becomes a provider awaiting verification, with the
 * onboarding steps (identity, training, assessment) still to do and the usual working hours.
 * A provider asking again changes nothing; an operator account cannot join.
 */
/** Returns the role the account had when it changed, or null when it was a provider already. */
export async function joinAsProvider(tx: Tx, actor: Actor): Promise<string | null> {
  const [row] = await tx.select({ userType: users.userType }).from(users).where(eq(users.id, actor.id)).for('update');
  if (!row) throw notFound('Your account no longer exists');
  if (row.userType === 'provider') return null;
  if (row.userType === 'admin') throw conflict('An operator account cannot join as a provider');
  await tx.update(users).set({ userType: 'provider', isVerified: false }).where(eq(users.id, actor.id));
  await tx.insert(providerProfiles).values({ userId: actor.id }).onConflictDoNothing();
  await tx.insert(providerVerification).values({ providerId: actor.id }).onConflictDoNothing();
  await tx
    .insert(providerAvailability)
    .values(DEFAULT_AVAILABILITY.map((day) => ({ id: `avail-${actor.id}-${day.dayOfWeek}`, providerId: actor.id, ...day })))
    .onConflictDoNothing();
  return row.userType;
}
