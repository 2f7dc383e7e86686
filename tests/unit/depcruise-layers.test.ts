import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import config from '../../.dependency-cruiser.mjs';

/** dependency-cruiser's rules (npm run depcruise, part of npm run lint) on a small tree written for the test. */
const roots: string[] = [];

async function violationsIn(files: Record<string, string>): Promise<string[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'depcruise-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const { output } = await cruise(
    ['src'],
    { baseDir: root, validate: true, ruleSet: { forbidden: config.forbidden }, tsPreCompilationDeps: true, outputType: 'json' },
    { extensions: ['.ts', '.tsx'] },
  );
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

describe('dependency-cruiser rules', () => {
  it('fail on an arrow back up the client layers', async () => {
    expect(
      await violationsIn({
        'src/client/components/toast.ts': 'export const toast = 1;\n',
        'src/client/data/settle.ts': "import { toast } from '../components/toast';\nexport const settle = toast;\n",
      }),
    ).toEqual(['client-data-points-down: src/client/data/settle.ts → src/client/components/toast.ts']);
  });

  it('fail on an import circle', async () => {
    const violations = await violationsIn({
      'src/client/data/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'src/client/data/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(violations.every((v) => v.startsWith('no-circular:'))).toBe(true);
    expect(violations.length).toBeGreaterThan(0);
  });

  it('pass arrows that point down, and tests that compose layers', async () => {
    expect(
      await violationsIn({
        'src/client/sync/http.ts': 'export const get = 1;\n',
        'src/client/data/run.ts': "import { get } from '../sync/http';\nexport const run = get;\n",
        'src/client/app/app.ts': "import { run } from '../data/run';\nexport const app = run;\n",
        'src/client/data/run.test.ts': "import { app } from '../app/app';\nexport const t = app;\n",
      }),
    ).toEqual([]);
  });
});
