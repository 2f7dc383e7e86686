import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/** The lint rules are the layer boundaries: prove each one fails on a crossing. */
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('layer rules', () => {
  it('refuses src/shared importing the server or the client', async () => {
    expect(await ruleIdsFor('src/shared/pricing/x.ts', "import { buildApp } from '../../server/app';\nexport const a = buildApp;\n")).toContain('import/no-restricted-paths');
    expect(await ruleIdsFor('src/shared/pricing/x.ts', "import { toast } from '../../client/components/ui/toast';\nexport const a = toast;\n")).toContain('import/no-restricted-paths');
  });

  it('refuses client and server importing each other', async () => {
    expect(await ruleIdsFor('src/client/app/x.ts', "import { buildApp } from '../../server/app';\nexport const a = buildApp;\n")).toContain('import/no-restricted-paths');
    expect(await ruleIdsFor('src/server/x.ts', "import { toast } from '../client/components/ui/toast';\nexport const a = toast;\n")).toContain('import/no-restricted-paths');
  });

  it('refuses a feature importing another feature', async () => {
    expect(await ruleIdsFor('src/client/features/landing/x.ts', "import { ToolRentalPage } from '../tools/tool-rental-page';\nexport const a = ToolRentalPage;\n")).toContain('import/no-restricted-paths');
  });

  it('refuses fetch outside client/sync, and Dexie inside features', async () => {
    expect(await ruleIdsFor('src/client/features/landing/x.ts', "export const a = () => fetch('/api/services');\n")).toContain('no-restricted-globals');
    expect(await ruleIdsFor('src/client/features/landing/x.ts', "import Dexie from 'dexie';\nexport const a = Dexie;\n")).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/client/sync/x.ts', "export const a = () => fetch('/api/services');\n")).not.toContain('no-restricted-globals');
  });

  it('refuses an arrow back up the client layers (app → features → pwa → components → data → sync)', async () => {
    const zone = 'import/no-restricted-paths';
    expect(await ruleIdsFor('src/client/sync/x.ts', "import { db } from '../data/engine/db';\nexport const a = db;\n")).toContain(zone);
    expect(await ruleIdsFor('src/client/data/x.ts', "import { toast } from '../components/ui/toast';\nexport const a = toast;\n")).toContain(zone);
    expect(await ruleIdsFor('src/client/data/x.ts', "import { useOnlineStatus } from '../pwa/online-status';\nexport const a = useOnlineStatus;\n")).toContain(zone);
    expect(await ruleIdsFor('src/client/components/x.ts', "import { useOnlineStatus } from '../pwa/online-status';\nexport const a = useOnlineStatus;\n")).toContain(zone);
    expect(await ruleIdsFor('src/client/pwa/x.ts', "import { ToolRentalPage } from '../features/tools/tool-rental-page';\nexport const a = ToolRentalPage;\n")).toContain(zone);
    expect(await ruleIdsFor('src/client/features/tools/x.ts', "import { routes } from '../../app/router';\nexport const a = routes;\n")).toContain(zone);
    expect(await ruleIdsFor('src/client/components/x.ts', "import { switchPersonaAndSay } from '../app/persona-switch';\nexport const a = switchPersonaAndSay;\n")).toContain(zone);
  });

  it('accepts client imports that point down, and tests that compose layers', async () => {
    const zone = 'import/no-restricted-paths';
    expect(await ruleIdsFor('src/client/data/x.ts', "import { apiWrite } from '../sync/http';\nexport const a = apiWrite;\n")).not.toContain(zone);
    expect(await ruleIdsFor('src/client/features/tools/x.ts', "import { rentTool } from '../../data/tool-mutations';\nexport const a = rentTool;\n")).not.toContain(zone);
    expect(await ruleIdsFor('src/client/app/x.ts', "import { ToolRentalPage } from '../features/tools/tool-rental-page';\nexport const a = ToolRentalPage;\n")).not.toContain(zone);
    expect(await ruleIdsFor('src/client/data/x.test.ts', "import { changeToast } from '../components/change-messages';\nexport const a = changeToast;\n")).not.toContain(zone);
  });

  it('refuses hand-typed API URLs in the client', async () => {
    expect(await ruleIdsFor('src/client/data/x.ts', "export const a = '/api/tools';\n")).toContain('no-restricted-syntax');
    expect(await ruleIdsFor('src/client/data/x.ts', "export const a = (id: string) => `/api/bookings/${id}/start`;\n")).toContain('no-restricted-syntax');
    expect(await ruleIdsFor('src/client/data/x.ts', "export const a = '/apiary';\n")).not.toContain('no-restricted-syntax');
  });

  it('accepts imports that follow the layers', async () => {
    const ids = await ruleIdsFor('src/server/x.ts', "import { fromPaise } from '../shared/pricing/money';\nexport const a = fromPaise;\n");
    expect(ids).not.toContain('import/no-restricted-paths');
  });
});
