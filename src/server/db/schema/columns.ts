// Column helpers the area files of the schema share.
import { sql } from 'drizzle-orm';
import { bigint, customType, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

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
