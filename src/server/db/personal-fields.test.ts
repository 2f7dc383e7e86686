import fs from 'node:fs';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';
import { NOT_PERSONAL_COLUMNS, PERSONAL_COLUMNS, PERSONAL_LOOKING_COLUMN, PERSONAL_TABLES } from './personal-fields';

const privacyDoc = fs.readFileSync(new URL('../../../docs/privacy.md', import.meta.url), 'utf8');

/** Every column of the schema as `table.column`. */
const schemaColumns = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .flatMap((table) => {
    const config = getTableConfig(table);
    return config.columns.map((column) => `${config.name}.${column.name}`);
  });

/** The rows of docs/privacy.md's tables: each names its columns in backticks in its first cell (the download's files, `x.json`, are not columns). */
const documentedColumns = new Set(
  privacyDoc
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([a-z_]+\.(?!json`)[a-z_]+)`/g)].map((m) => m[1])),
);

describe('personal data', () => {
  it('declares only columns the schema has', () => {
    expect(schemaColumns.length).toBeGreaterThan(50);
    expect([...PERSONAL_COLUMNS, ...NOT_PERSONAL_COLUMNS].filter((c) => !schemaColumns.includes(c))).toEqual([]);
  });

  it('classifies every column whose name looks personal', () => {
    const declared = new Set<string>([...PERSONAL_COLUMNS, ...NOT_PERSONAL_COLUMNS]);
    const unclassified = schemaColumns.filter((c) => PERSONAL_LOOKING_COLUMN.test(c.split('.')[1]) && !declared.has(c));
    expect(unclassified, 'add each to PERSONAL_COLUMNS (and a row in docs/privacy.md) or to NOT_PERSONAL_COLUMNS').toEqual([]);
  });

  it('has a row in docs/privacy.md for every personal column, and no row for a column that is not one', () => {
    expect(PERSONAL_COLUMNS.filter((c) => !documentedColumns.has(c))).toEqual([]);
    const personal = new Set<string>(PERSONAL_COLUMNS);
    expect([...documentedColumns].filter((c) => !personal.has(c))).toEqual([]);
  });

  it('says for every table with a personal column, or tied to an account, how the download and erasure handle it', () => {
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable).map((table) => getTableConfig(table));
    const tiedToAccounts = tables
      .filter((config) => config.name !== 'users' && config.foreignKeys.some((fk) => getTableConfig(fk.reference().foreignTable).name === 'users'))
      .map((config) => config.name);
    const personalTables = new Set([...PERSONAL_COLUMNS.map((c) => c.split('.')[0]), ...tiedToAccounts]);
    expect([...personalTables].filter((table) => !(table in PERSONAL_TABLES)), 'add a line to PERSONAL_TABLES').toEqual([]);
    expect(Object.keys(PERSONAL_TABLES).filter((table) => !personalTables.has(table))).toEqual([]);
  });

  it('documents in docs/privacy.md every file of the download', () => {
    const files = new Set(Object.values(PERSONAL_TABLES).flatMap((t) => (t.exported ? [t.exported] : [])));
    expect([...files].filter((file) => !privacyDoc.includes(`\`${file}\``))).toEqual([]);
  });
});
