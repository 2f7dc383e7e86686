import { asc, eq } from 'drizzle-orm';
import type { Service } from '../../../shared/schemas/service';
import { fromPaise } from '../../../shared/pricing/money';
import type { DbOrTx } from '../../db/database';
import { bookingServices, services } from '../../db/schema';

type ServiceRow = typeof services.$inferSelect;
export type ServiceValues = typeof services.$inferInsert;

export function toService(row: ServiceRow): Service {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    basePrice: fromPaise(row.basePricePaise),
    duration: row.duration,
    vehicleType: row.vehicleType,
    category: row.category,
    sacCode: row.sacCode,
    retired: row.retired,
  };
}

/** The catalogue by category, cheapest first; retired services only when asked. */
export async function listServices(db: DbOrTx, includeRetired: boolean): Promise<Service[]> {
  const query = db.select().from(services);
  const rows = await (includeRetired ? query : query.where(eq(services.retired, false))).orderBy(
    asc(services.category),
    asc(services.basePricePaise),
    asc(services.name),
  );
  return rows.map(toService);
}

export async function findService(db: DbOrTx, id: string, forUpdate = false): Promise<Service | undefined> {
  const query = db.select().from(services).where(eq(services.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? toService(row) : undefined;
}

export async function insertService(db: DbOrTx, values: ServiceValues): Promise<void> {
  await db.insert(services).values(values);
}

export async function updateService(db: DbOrTx, id: string, values: Partial<ServiceValues>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(services).set(values).where(eq(services.id, id));
}

/** True when any booking (whatever its status) lists the service, as a service or an add-on. */
export async function isServiceUsed(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ bookingId: bookingServices.bookingId })
    .from(bookingServices)
    .where(eq(bookingServices.serviceId, id))
    .limit(1);
  return row !== undefined;
}

export async function retireService(db: DbOrTx, id: string): Promise<void> {
  await db.update(services).set({ retired: true }).where(eq(services.id, id));
}

export async function deleteService(db: DbOrTx, id: string): Promise<void> {
  await db.delete(services).where(eq(services.id, id));
}
