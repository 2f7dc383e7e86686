import { and, asc, eq } from 'drizzle-orm';
import { PROVIDER_PROFILE_DEFAULTS, type Availability, type ProviderProfile, type UpdateProviderProfileBody } from '../../../shared/schemas/provider';
import { canActivateProfile } from '../../../shared/domain/verification';
import { serviceAreaOf } from '../../../shared/domain/service-area';
import type { DbOrTx } from '../../db/database';
import { providerAvailability, providerProfiles, providerVerification, users } from '../../db/schema';

type ProfileRow = typeof providerProfiles.$inferSelect;
type VerificationRow = typeof providerVerification.$inferSelect;
type AvailabilityRow = typeof providerAvailability.$inferSelect;

const allFlags = and(
  eq(providerVerification.identityVerified, true),
  eq(providerVerification.videoTrainingCompleted, true),
  eq(providerVerification.etiquetteTrainingCompleted, true),
  eq(providerVerification.assessmentPassed, true),
);

function toProfile(userId: string, profile: ProfileRow | null, flags: VerificationRow | null, accountLocation: string | null): ProviderProfile {
  const serviceRadius = profile?.serviceRadius ?? PROVIDER_PROFILE_DEFAULTS.serviceRadius;
  return {
    userId,
    hourlyRateMin: profile?.hourlyRateMin ?? PROVIDER_PROFILE_DEFAULTS.hourlyRateMin,
    hourlyRateMax: profile?.hourlyRateMax ?? PROVIDER_PROFILE_DEFAULTS.hourlyRateMax,
    serviceRadius: profile?.serviceRadius ?? PROVIDER_PROFILE_DEFAULTS.serviceRadius,
    baseLatitude: profile?.baseLatitude ?? null,
    baseLongitude: profile?.baseLongitude ?? null,
    rating: profile?.ratingTenths == null ? null : profile.ratingTenths / 10,
    reviews: profile?.reviews ?? 0,
    totalJobs: profile?.totalJobs ?? 0,
    completedJobs: profile?.completedJobs ?? 0,
    canActivateProfile: flags ? canActivateProfile(flags) : false,
    serviceArea: serviceAreaOf({ baseLatitude: profile?.baseLatitude ?? null, baseLongitude: profile?.baseLongitude ?? null, serviceRadius, accountLocation }),
  };
}

export function toAvailability(row: AvailabilityRow): Availability {
  return {
    id: row.id,
    providerId: row.providerId,
    dayOfWeek: row.dayOfWeek,
    startTime: row.startTime,
    endTime: row.endTime,
    isAvailable: row.isAvailable,
  };
}

/** Whether `userId` names a provider account. */
export async function isProvider(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, 'provider')));
  return row !== undefined;
}

/** A provider's profile; undefined when the id is not a provider. */
export async function findProfile(db: DbOrTx, userId: string): Promise<ProviderProfile | undefined> {
  const [row] = await db
    .select({ id: users.id, location: users.location, profile: providerProfiles, flags: providerVerification })
    .from(users)
    .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .leftJoin(providerVerification, eq(providerVerification.providerId, users.id))
    .where(and(eq(users.id, userId), eq(users.userType, 'provider')));
  return row ? toProfile(row.id, row.profile, row.flags, row.location) : undefined;
}

/** Profiles of the providers who have passed all four onboarding steps. */
export async function listActiveProfiles(db: DbOrTx): Promise<ProviderProfile[]> {
  const rows = await db
    .select({ id: users.id, location: users.location, profile: providerProfiles, flags: providerVerification })
    .from(users)
    .innerJoin(providerVerification, eq(providerVerification.providerId, users.id))
    .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(and(eq(users.userType, 'provider'), allFlags))
    .orderBy(asc(users.id));
  return rows.map((r) => toProfile(r.id, r.profile, r.flags, r.location));
}

/**
 * Creates the profile row if it is missing and locks it, so concurrent writes for one provider
 * (rates, a new day of hours) run one after another.
 */
export async function lockProfile(tx: DbOrTx, userId: string): Promise<void> {
  await tx.insert(providerProfiles).values({ userId }).onConflictDoNothing();
  await tx.select({ id: providerProfiles.userId }).from(providerProfiles).where(eq(providerProfiles.userId, userId)).for('update');
}

export async function updateRates(
  tx: DbOrTx,
  userId: string,
  values: UpdateProviderProfileBody,
): Promise<void> {
  await tx.update(providerProfiles).set(values).where(eq(providerProfiles.userId, userId));
}

export async function listAvailabilityOf(db: DbOrTx, providerId: string): Promise<Availability[]> {
  const rows = await db
    .select()
    .from(providerAvailability)
    .where(eq(providerAvailability.providerId, providerId))
    .orderBy(asc(providerAvailability.dayOfWeek));
  return rows.map(toAvailability);
}

/** The hours of every provider who can take bookings, for the booking form's slot check. */
export async function listActiveAvailability(db: DbOrTx): Promise<Availability[]> {
  const rows = await db
    .select({ row: providerAvailability })
    .from(providerAvailability)
    .innerJoin(providerVerification, eq(providerVerification.providerId, providerAvailability.providerId))
    .where(allFlags)
    .orderBy(asc(providerAvailability.providerId), asc(providerAvailability.dayOfWeek));
  return rows.map((r) => toAvailability(r.row));
}

export async function findAvailability(db: DbOrTx, id: string, forUpdate = false): Promise<Availability | undefined> {
  const query = db.select().from(providerAvailability).where(eq(providerAvailability.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? toAvailability(row) : undefined;
}

export async function findAvailabilityForDay(db: DbOrTx, providerId: string, dayOfWeek: number): Promise<Availability | undefined> {
  const [row] = await db
    .select()
    .from(providerAvailability)
    .where(and(eq(providerAvailability.providerId, providerId), eq(providerAvailability.dayOfWeek, dayOfWeek)));
  return row ? toAvailability(row) : undefined;
}

export async function insertAvailability(db: DbOrTx, values: Availability): Promise<void> {
  await db.insert(providerAvailability).values(values);
}

export async function updateAvailability(db: DbOrTx, id: string, values: Omit<Availability, 'id' | 'providerId'>): Promise<void> {
  await db.update(providerAvailability).set(values).where(eq(providerAvailability.id, id));
}
