// Column helpers the area files of the schema share.
import { sql } from 'drizzle-orm';
import { bigint, customType, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A check that a text column holds one of `values` (the lists in src/shared are the only source). */
export function oneOf(column: AnyPgColumn, values: readonly string[]) {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A row's place in change_seq; set by the change_version trigger, never by the application. */
export const rowVersion = () => bigint('version', { mode: 'number' }).notNull().default(0);

/** A catalogue item's name in Kannada and Hindi (ADR 104): '' until the admin writes it. */
export const translatedNameColumns = () => ({
  nameKn: text('name_kn').notNull().default(''),
  nameHi: text('name_hi').notNull().default(''),
});

/** Its name and description in Kannada and Hindi, '' where not written. */
export const translatedTextColumns = () => ({
  ...translatedNameColumns(),
  descriptionKn: text('description_kn').notNull().default(''),
  descriptionHi: text('description_hi').notNull().default(''),
});
