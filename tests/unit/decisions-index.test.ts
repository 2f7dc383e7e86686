import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.join(import.meta.dirname, '../../docs/decisions');
const records = fs.readdirSync(dir).filter((f) => /^\d{3}-.*\.md$/.test(f));
const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');

describe('the decisions index', () => {
  it.each(records)('%s has a date and a status under its title, and the index lists it with them', (file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const [, number, title] = /^# (\d{3}) — (.+)$/m.exec(text) ?? [];
    expect(file.startsWith(`${number}-`), 'the file name starts with its number').toBe(true);
    const date = /^- Date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1];
    const status = /^- Status: (.+)$/m.exec(text)?.[1];
    expect(date, 'a "- Date: YYYY-MM-DD" line').toBeDefined();
    expect(status, 'a "- Status: …" line').toBeDefined();
    const row = index.split('\n').find((line) => line.startsWith(`| [${number}](${file})`));
    expect(row, `a row for ${file}`).toBeDefined();
    expect(row).toContain(title);
    expect(row).toContain(`| ${date} |`);
  });

  it('lists no record that does not exist', () => {
    const rows = index.split('\n').filter((line) => line.startsWith('| ['));
    const listed = rows.map((line) => /^\| \[\d{3}\]\(([^)]+)\)/.exec(line)?.[1]);
    expect(listed.filter((f) => !f || !records.includes(f))).toEqual([]);
    expect(new Set(listed).size).toBe(rows.length);
  });
});
