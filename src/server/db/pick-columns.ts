/**
 * The columns of a row that an entity carries under the same names: the entity's wire schema
 * lists them (its shape's keys), so a row becomes the entity without restating each field.
 */
export function pickColumns<Row extends object, K extends keyof Row & string>(row: Row, names: readonly K[]): Pick<Row, K> {
  return Object.fromEntries(names.map((name) => [name, row[name]])) as Pick<Row, K>;
}
