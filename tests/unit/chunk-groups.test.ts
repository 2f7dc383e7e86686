import { describe, expect, it } from 'vitest';
import { groupModules, type ModuleGraph } from '../../scripts/chunk-groups';

/** A build's graph: static imports, dynamic imports (→ dynamic entries), 100 bytes a module (a large library: 20 KB). */
function graph(edges: Record<string, string[]>, dynamic: Record<string, string[]> = {}): ModuleGraph {
  const ids = Object.keys(edges);
  const dynamicEntries = new Set(Object.values(dynamic).flat());
  return {
    ids,
    imports: (id) => edges[id] ?? [],
    dynamicImports: (id) => dynamic[id] ?? [],
    isEntry: (id) => id === '/r/src/client/main.tsx' || id === '/r/src/client/boot.ts',
    isDynamicEntry: (id) => dynamicEntries.has(id),
    size: (id) => (id.endsWith('radix.js') ? 20_000 : 100),
  };
}

const app = {
  '/r/src/client/main.tsx': ['/r/react.js'],
  '/r/src/client/boot.ts': [],
  '/r/react.js': [],
  '/r/src/client/app/header-status-items.tsx': ['/r/db.ts', '/r/react.js'],
  '/r/db.ts': ['/r/node_modules/dexie/import-wrapper.mjs'],
  '/r/node_modules/dexie/import-wrapper.mjs': [],
  '/r/src/shared/schemas/common.ts': ['/r/vehicle.ts'],
  '/r/vehicle.ts': [],
  '/r/src/client/data/engine/sync-runtime.ts': ['/r/db.ts', '/r/src/client/data/engine/tables.ts', '/r/engine.ts'],
  '/r/src/client/data/engine/tables.ts': ['/r/rows.ts'],
  '/r/engine.ts': ['/r/rows.ts'],
  '/r/rows.ts': ['/r/src/shared/schemas/common.ts'],
  '/r/src/client/app/persona-gate.tsx': ['/r/account.ts'],
  '/r/account.ts': [],
  '/r/src/client/features/booking/book-service-page.tsx': ['/r/card.tsx'],
  '/r/src/client/features/booking/booking-wizard.tsx': ['/r/card.tsx', '/r/quote.ts', '/r/vehicle.ts', '/r/jobs-hook.ts'],
  '/r/jobs-hook.ts': ['/r/rows.ts'],
  '/r/a-page.tsx': ['/r/card.tsx', '/r/badge.tsx', '/r/form-text.ts', '/r/a-own.tsx'],
  '/r/b-page.tsx': ['/r/badge.tsx', '/r/form-text.ts', '/r/dialog.tsx', '/r/quote.ts', '/r/jobs-hook.ts'],
  '/r/c-page.tsx': ['/r/dialog.tsx'],
  '/r/card.tsx': ['/r/react.js'],
  '/r/badge.tsx': ['/r/db.ts'],
  '/r/quote.ts': [],
  '/r/form-text.ts': [],
  '/r/a-own.tsx': [],
  '/r/dialog.tsx': ['/r/radix.js'],
  '/r/radix.js': [],
  '/r/catalog.ts': [],
};
const dynamic = {
  '/r/src/client/main.tsx': [
    '/r/node_modules/dexie/import-wrapper.mjs', '/r/src/client/app/header-status-items.tsx', '/r/src/shared/schemas/common.ts', '/r/src/client/data/engine/tables.ts', '/r/src/client/data/engine/sync-runtime.ts',
    '/r/src/client/app/persona-gate.tsx', '/r/src/client/features/booking/book-service-page.tsx', '/r/a-page.tsx', '/r/b-page.tsx', '/r/c-page.tsx',
  ],
  '/r/src/client/features/booking/book-service-page.tsx': ['/r/src/client/features/booking/booking-wizard.tsx'],
  '/r/form-text.ts': ['/r/catalog.ts'],
};

describe('chunk groups', () => {
  const groups = groupModules(graph(app, dynamic));
  it('puts what the entry imports in one file, the boot script in its own', () => {
    expect(groups.get('/r/src/client/main.tsx')).toBe('app');
    expect(groups.get('/r/react.js')).toBe('app');
    expect(groups.has('/r/src/client/boot.ts')).toBe(false);
  });
  it('gives each import every route makes what it adds to the ones before', () => {
    expect(groups.get('/r/node_modules/dexie/import-wrapper.mjs')).toBe('database');
    expect(groups.get('/r/db.ts')).toBe('status');
    expect(groups.get('/r/src/shared/schemas/common.ts')).toBe('validator');
    expect(groups.get('/r/rows.ts')).toBe('schemas');
    expect(groups.get('/r/engine.ts')).toBe('sync');
    expect(groups.get('/r/account.ts')).toBe('gate');
  });
  it('shares small modules of several screens in two files, by whether the booking form uses them', () => {
    expect(groups.get('/r/card.tsx')).toBe('shared-booking');
    expect(groups.get('/r/quote.ts')).toBe('shared-booking');
    expect(groups.get('/r/badge.tsx')).toBe('shared');
  });
  it('leaves alone a screen’s own modules, modules that start imports, and modules that import other screens’ code', () => {
    expect(groups.has('/r/a-own.tsx')).toBe(false);
    expect(groups.has('/r/form-text.ts')).toBe(false);
    expect(groups.has('/r/dialog.tsx')).toBe(false);
  });
  it('keeps the booking form’s first view off zod’s core and the sync runtime (ADR 107)', () => {
    // What the form shares with zod's core goes into a file of its own, not the validator's.
    expect(groups.get('/r/vehicle.ts')).toBe('booking-basics');
    // A module the form shares with another screen that imports the engine is not in its shared file.
    expect(groups.has('/r/jobs-hook.ts')).toBe(false);
  });
});
