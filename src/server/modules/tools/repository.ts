import { and, desc, eq } from 'drizzle-orm';
import type { Tool, ToolRental } from '../../../shared/schemas/tool';
import { fromPaise } from '../../../shared/pricing/money';
import type { DbOrTx } from '../../db/database';
import { toolRentals, tools, users } from '../../db/schema';

const DAY_MS = 86_400_000;

type ToolRow = typeof tools.$inferSelect;
type RentalRow = typeof toolRentals.$inferSelect;

function toTool(row: ToolRow, rented: boolean): Tool {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    nameKn: row.nameKn,
    nameHi: row.nameHi,
    descriptionKn: row.descriptionKn,
    descriptionHi: row.descriptionHi,
    image: row.image,
    dailyRate: fromPaise(row.dailyRatePaise),
    deposit: fromPaise(row.depositPaise),
    pickupLocation: row.pickupLocation,
    isAvailable: !rented,
  };
}

/** What a rental shows of its tool: its name (with the Kannada and Hindi) and where it is picked up. */
const RENTAL_TOOL = { name: tools.name, nameKn: tools.nameKn, nameHi: tools.nameHi, pickupLocation: tools.pickupLocation };
type RentalTool = Pick<ToolRow, keyof typeof RENTAL_TOOL>;

export function toRental(row: RentalRow, tool: RentalTool): ToolRental {
  return {
    id: row.id,
    toolId: row.toolId,
    customerId: row.customerId,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    status: row.status,
    dailyRate: fromPaise(row.dailyRatePaise),
    days: Math.max(1, Math.round((row.endDate.getTime() - row.startDate.getTime()) / DAY_MS)),
    totalCost: fromPaise(row.totalPaise),
    depositAmount: fromPaise(row.depositPaise),
    totalPayable: fromPaise(row.totalPaise + row.depositPaise),
    returnedAt: row.returnedAt ? row.returnedAt.toISOString() : null,
    tool: { name: tool.name, nameKn: tool.nameKn, nameHi: tool.nameHi, pickupLocation: tool.pickupLocation },
    payment: { method: row.paymentMethod, status: row.paymentStatus, paidAt: row.paidAt ? row.paidAt.toISOString() : null },
    deposit:
      row.depositStatus && row.settledAt
        ? {
            status: row.depositStatus,
            damage: fromPaise(row.damagePaise ?? 0),
            reason: row.damageReason,
            back: fromPaise(row.depositPaise - (row.damagePaise ?? 0)),
            settledAt: row.settledAt.toISOString(),
          }
        : null,
  };
}

export async function listTools(db: DbOrTx): Promise<Tool[]> {
  const rows = await db
    .select({ tool: tools, activeRental: toolRentals.id })
    .from(tools)
    .leftJoin(toolRentals, and(eq(toolRentals.toolId, tools.id), eq(toolRentals.status, 'active')))
    .orderBy(tools.name);
  return rows.map((r) => toTool(r.tool, r.activeRental !== null));
}

export async function findToolForUpdate(db: DbOrTx, id: string): Promise<ToolRow | undefined> {
  const [row] = await db.select().from(tools).where(eq(tools.id, id)).for('update');
  return row;
}

export async function findTool(db: DbOrTx, id: string): Promise<Tool | undefined> {
  const [row] = await db
    .select({ tool: tools, activeRental: toolRentals.id })
    .from(tools)
    .leftJoin(toolRentals, and(eq(toolRentals.toolId, tools.id), eq(toolRentals.status, 'active')))
    .where(eq(tools.id, id));
  return row ? toTool(row.tool, row.activeRental !== null) : undefined;
}

export async function updateTool(db: DbOrTx, id: string, values: Partial<typeof tools.$inferInsert>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(tools).set(values).where(eq(tools.id, id));
}

export async function findActiveRentalOfTool(db: DbOrTx, toolId: string): Promise<RentalRow | undefined> {
  const [row] = await db
    .select()
    .from(toolRentals)
    .where(and(eq(toolRentals.toolId, toolId), eq(toolRentals.status, 'active')));
  return row;
}

export async function listRentalsOfCustomer(db: DbOrTx, customerId: string): Promise<ToolRental[]> {
  const rows = await db
    .select({ rental: toolRentals, tool: RENTAL_TOOL })
    .from(toolRentals)
    .innerJoin(tools, eq(tools.id, toolRentals.toolId))
    .where(eq(toolRentals.customerId, customerId))
    .orderBy(desc(toolRentals.createdAt));
  return rows.map((r) => toRental(r.rental, r.tool));
}

export async function findRental(db: DbOrTx, id: string, forUpdate = false): Promise<ToolRental | undefined> {
  const query = db
    .select({ rental: toolRentals, tool: RENTAL_TOOL })
    .from(toolRentals)
    .innerJoin(tools, eq(tools.id, toolRentals.toolId))
    .where(eq(toolRentals.id, id));
  const [row] = forUpdate ? await query.for('update', { of: toolRentals }) : await query;
  return row ? toRental(row.rental, row.tool) : undefined;
}

/** The rental row itself, locked for its money's changes (ADR 063). */
export async function lockRentalRow(db: DbOrTx, id: string): Promise<RentalRow | undefined> {
  const [row] = await db.select().from(toolRentals).where(eq(toolRentals.id, id)).for('update');
  return row;
}

export async function updateRental(db: DbOrTx, id: string, values: Partial<typeof toolRentals.$inferInsert>): Promise<void> {
  await db.update(toolRentals).set(values).where(eq(toolRentals.id, id));
}

/** Rentals newest first with their customer's name, for the administrator's Money tab. */
export async function listRentalsForAdmin(db: DbOrTx, limit = 100): Promise<(ToolRental & { customerName: string | null })[]> {
  const rows = await db
    .select({ rental: toolRentals, tool: RENTAL_TOOL, customerName: users.name })
    .from(toolRentals)
    .innerJoin(tools, eq(tools.id, toolRentals.toolId))
    .leftJoin(users, eq(users.id, toolRentals.customerId))
    .orderBy(desc(toolRentals.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...toRental(r.rental, r.tool), customerName: r.customerName }));
}

export type { RentalRow };

export async function insertRental(db: DbOrTx, values: typeof toolRentals.$inferInsert): Promise<void> {
  await db.insert(toolRentals).values(values);
}

export async function markReturned(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(toolRentals).set({ status: 'returned', returnedAt: at }).where(eq(toolRentals.id, id));
}

/** The renting customer's own mobile, where the rental's pickup details are sent; null if the account has none. */
export async function customerMobile(db: DbOrTx, customerId: string): Promise<string | null> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, customerId));
  return row?.phone ?? null;
}
