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

  it('fail on an arrow back up the server rooms', async () => {
    const violations = await violationsIn({
      'src/server/modules/bookings/routes.ts': 'export const routes = 1;\n',
      'src/server/modules/photos/upload.ts': "import { routes } from '../bookings/routes';\nexport const upload = routes;\n",
      'src/server/http/write.ts': "import { upload } from '../modules/photos/upload';\nexport const write = upload;\n",
      'src/server/pages/page.ts': 'export const page = 1;\n',
      'src/server/http/etag.ts': "import { page } from '../pages/page';\nexport const etag = page;\n",
      'src/server/changes/versions.ts': "import { etag } from '../http/etag';\nexport const versions = etag;\n",
    });
    expect(violations.sort()).toEqual([
      'server-changes-below-http: src/server/changes/versions.ts → src/server/http/etag.ts',
      'server-http-below-pages: src/server/http/etag.ts → src/server/pages/page.ts',
      'server-photos-below-modules: src/server/modules/photos/upload.ts → src/server/modules/bookings/routes.ts',
      'server-rooms-below-modules: src/server/http/write.ts → src/server/modules/photos/upload.ts',
    ]);
  });

  it('pass the server rooms pointing down, and modules composing photos', async () => {
    expect(
      await violationsIn({
        'src/server/changes/versions.ts': 'export const versions = 1;\n',
        'src/server/http/etag.ts': "import { versions } from '../changes/versions';\nexport const etag = versions;\n",
        'src/server/pages/page.ts': "import { etag } from '../http/etag';\nexport const page = etag;\n",
        'src/server/modules/photos/upload.ts': "import { etag } from '../../http/etag';\nimport { store } from './store';\nexport const upload = [etag, store];\n",
        'src/server/modules/photos/store.ts': 'export const store = 1;\n',
        'src/server/modules/bookings/routes.ts': "import { upload } from '../photos/upload';\nexport const routes = upload;\n",
      }),
    ).toEqual([]);
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
