import { eq, inArray } from 'drizzle-orm';
import { canActivateProfile } from '../../../shared/domain/verification';
import type { AvailabilityRow } from '../../../shared/domain/provider-hours';
import { serviceAreaOf, type ServiceArea } from '../../../shared/domain/service-area';
import { PROVIDER_PROFILE_DEFAULTS } from '../../../shared/schemas/provider';
import type { DbOrTx } from '../../db/database';
import { providerAvailability, providerProfiles, providerVerification, services, users } from '../../db/schema';

export type ServiceRow = typeof services.$inferSelect;

export async function findServices(db: DbOrTx, ids: readonly string[]): Promise<ServiceRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(services).where(inArray(services.id, [...ids]));
}

/**
 * The weekly hours of every provider whose profile can be activated (all four onboarding steps
 * done): only they can take a job, so only their hours open a slot.
 */
export async function activeProviderAvailability(db: DbOrTx): Promise<{ providerId: string; rows: AvailabilityRow[] }[]> {
  const rows = await db
    .select({
      providerId: providerAvailability.providerId,
      dayOfWeek: providerAvailability.dayOfWeek,
      startTime: providerAvailability.startTime,
      endTime: providerAvailability.endTime,
      isAvailable: providerAvailability.isAvailable,
      identityVerified: providerVerification.identityVerified,
      videoTrainingCompleted: providerVerification.videoTrainingCompleted,
      etiquetteTrainingCompleted: providerVerification.etiquetteTrainingCompleted,
      assessmentPassed: providerVerification.assessmentPassed,
    })
    .from(providerAvailability)
    .innerJoin(users, eq(users.id, providerAvailability.providerId))
    .innerJoin(providerVerification, eq(providerVerification.providerId, providerAvailability.providerId))
    .where(eq(users.userType, 'provider'));
  const byProvider = new Map<string, AvailabilityRow[]>();
  for (const row of rows) {
    if (!canActivateProfile(row)) continue;
    const list = byProvider.get(row.providerId) ?? [];
    list.push({ dayOfWeek: row.dayOfWeek, startTime: row.startTime, endTime: row.endTime, isAvailable: row.isAvailable });
    byProvider.set(row.providerId, list);
  }
  return [...byProvider].map(([providerId, list]) => ({ providerId, rows: list }));
}

/** Locks the customer's user row so two bookings placed at once both see the other when counting. */
export async function lockCustomer(tx: DbOrTx, id: string): Promise<{ id: string; userType: string } | undefined> {
  const [row] = await tx.select({ id: users.id, userType: users.userType }).from(users).where(eq(users.id, id)).for('update');
  return row;
}

/**
 * The published service area of every provider whose profile can be activated, by provider id
 * (null: nothing places them, they serve everywhere). The booking's place is checked against
 * these with the rule the booking form uses (shared/domain/service-area.ts).
 */
export async function activeServiceAreas(db: DbOrTx): Promise<Map<string, ServiceArea | null>> {
  const rows = await db
    .select({
      providerId: users.id,
      accountLocation: users.location,
      baseLatitude: providerProfiles.baseLatitude,
      baseLongitude: providerProfiles.baseLongitude,
      serviceRadius: providerProfiles.serviceRadius,
      identityVerified: providerVerification.identityVerified,
      videoTrainingCompleted: providerVerification.videoTrainingCompleted,
      etiquetteTrainingCompleted: providerVerification.etiquetteTrainingCompleted,
      assessmentPassed: providerVerification.assessmentPassed,
    })
    .from(users)
    .innerJoin(providerVerification, eq(providerVerification.providerId, users.id))
    .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(eq(users.userType, 'provider'));
  const areas = new Map<string, ServiceArea | null>();
  for (const row of rows) {
    if (!canActivateProfile(row)) continue;
    areas.set(row.providerId, serviceAreaOf({ ...row, serviceRadius: row.serviceRadius ?? PROVIDER_PROFILE_DEFAULTS.serviceRadius }));
  }
  return areas;
}
