import { asc, eq } from 'drizzle-orm';
import { serviceSchema, type Service } from '../../../shared/schemas/service';
import { fromPaise } from '../../../shared/pricing/money';
import type { DbOrTx } from '../../db/database';
import { bookingServices, services } from '../../db/schema';
import { pickColumns } from '../../db/pick-columns';

type ServiceRow = typeof services.$inferSelect;
export type ServiceValues = typeof services.$inferInsert;

/** A service's fields are the columns of the same name, but for its price (kept in paise). */
const SERVICE_COLUMNS = (Object.keys(serviceSchema.shape) as (keyof Service)[]).filter((name) => name !== 'basePrice') as Exclude<keyof Service, 'basePrice'>[];

export function toService(row: ServiceRow): Service {
  return { ...pickColumns(row, SERVICE_COLUMNS), basePrice: fromPaise(row.basePricePaise) };
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
