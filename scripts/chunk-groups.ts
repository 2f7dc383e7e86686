// Build step (a Vite plugin): which files the app's modules go into (ADR 046). Over HTTP/1.1 and
// a slow line every file costs a round trip on one of six connections, so a screen's code comes in
// a few files, each one what some dynamic import loads anyway:
// - `app`: everything the entry imports (every page loads it to start);
// - `database`, `status`, `validator`, `schemas`, `sync`, `gate`: Dexie's own code, then what the
//   header's status items, zod's core, the table registry (the row schemas and the route table),
//   the sync engine and the persona gate bring beyond that, each loaded by its own dynamic import,
//   so each is evaluated in a task of its own (ADR 040, ADR 119, ADR 120);
// - `booking-basics`: the modules without zod that the booking form's first view shares with zod's
//   core or the sync runtime, so the form loads neither of those files (ADR 107);
// - a screen's own modules (used by no other dynamic import) stay in the screen's file (Rolldown's
//   own split);
// - small modules several screens share (up to SMALL_SHARED_BYTES of source per set of screens)
//   go into `shared-booking` (those the booking form's first view uses, so /book-service loads
//   little it does not use; they import nothing but the entry and the header's code, ADR 107) and
//   `shared` (the rest, importing nothing but what every route loads), when they start no
//   import() of their own; large shared libraries (Radix, react-hook-form,
//   zod's classic API) keep Rolldown's own split, by which screens use them.
// The map of source module to file is written to .vite/module-chunks.json for scripts/prerender.ts.
import path from 'node:path';
import type { Plugin } from 'vite';

/** The source of the build's module graph a grouping needs. */
export interface ModuleGraph {
  ids: readonly string[];
  imports(id: string): readonly string[];
  /** Modules it imports with import(): what evaluating it may start loading. */
  dynamicImports(id: string): readonly string[];
  isEntry(id: string): boolean;
  isDynamicEntry(id: string): boolean;
  size(id: string): number;
}

/** Shared modules of screens, up to this many bytes of source per set of screens, share one file. */
export const SMALL_SHARED_BYTES = 4_000;
const BOOT = 'src/client/boot.ts';
/** Dexie's entry: its own file, which `loadDatabaseCode()` evaluates before the database is built. */
const DEXIE_MODULE = 'node_modules/dexie/import-wrapper.mjs';
/** The header's status items: every route loads them, with Dexie, once it is live (app/header-status.tsx). */
export const HEADER_STATUS_MODULE = 'src/client/app/header-status-items.tsx';
/** The dynamic imports every route makes, in the order their code is asked for. */
const LAYERS: readonly (readonly [string, readonly string[]])[] = [
  ['database', [DEXIE_MODULE]],
  ['status', [HEADER_STATUS_MODULE]],
  ['validator', ['src/shared/schemas/common.ts']],
  ['schemas', ['src/client/data/engine/tables.ts']],
  ['sync', ['src/client/data/engine/sync-runtime.ts']],
  ['gate', ['src/client/app/persona-gate.tsx']],
];
/** A screen's first view, as /book-service shows it: what it shares with others goes into `shared-booking`. */
const BOOKING = ['src/client/features/booking/book-service-page.tsx', 'src/client/features/booking/booking-wizard.tsx'];
/** The group of what the booking form's first view shares with zod's core and the sync runtime. */
const BOOKING_BASICS = 'booking-basics';

/** Module id → group name, for every module that goes into a group (the rest: Rolldown's own chunks). */
export function groupModules(graph: ModuleGraph): Map<string, string> {
  const groupOf = new Map<string, string>();
  const find = (suffix: string) => {
    const id = graph.ids.find((i) => i.endsWith(suffix));
    if (!id) throw new Error(`chunk groups: ${suffix} is not a module of the build`);
    return id;
  };
  const closure = (roots: readonly string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id) || groupOf.has(id)) continue;
      seen.add(id);
      stack.push(...graph.imports(id));
    }
    return seen;
  };
  const assign = (name: string, roots: readonly string[]) => {
    for (const id of closure(roots)) groupOf.set(id, name);
  };
  assign('app', graph.ids.filter((id) => graph.isEntry(id) && !id.endsWith(BOOT)));
  const [database, header, ...later] = LAYERS;
  for (const [name, roots] of [database, header]) assign(name, roots.map(find));
  // The modules without zod that the booking form's first view shares with zod's core or the sync
  // runtime (the vehicle lists, money, slot rules, default settings): in a file of their own, so
  // the form loads them without those two files, and the routes that load those files get them
  // from it too (ADR 107).
  // Only modules that do not reach zod's core themselves: a form module that imports the engine
  // leaves the engine in its files (and the form's first view loads them, which figure 1 shows).
  const engineRoots = later.filter(([name]) => name !== 'gate').flatMap(([, roots]) => roots.map(find));
  const engine = closure(engineRoots);
  const zodCore = find(later.find(([name]) => name === 'validator')![1][0]);
  const basics = [...closure(BOOKING.map(find))].filter((id) => engine.has(id) && !closure([id]).has(zodCore));
  for (const id of basics) groupOf.set(id, BOOKING_BASICS);
  for (const [name, roots] of later) assign(name, roots.map(find));

  // Each remaining dynamic import (a screen, a tab, a dialog) and the modules it alone uses.
  const screens = graph.ids.filter((id) => graph.isDynamicEntry(id) && !groupOf.has(id));
  const users = new Map<string, string[]>();
  for (const screen of screens) for (const id of closure([screen])) users.set(id, [...(users.get(id) ?? []), screen]);
  const setSize = new Map<string, number>();
  const setOf = (id: string) => [...(users.get(id) ?? [])].sort().join('\n');
  for (const id of users.keys()) setSize.set(setOf(id), (setSize.get(setOf(id)) ?? 0) + graph.size(id));
  const booking = new Set(BOOKING.map(find));
  const shared = new Map<string, string>();
  for (const [id, of] of users) {
    // A module one dynamic import alone uses is in that import's file already (Rolldown's own split).
    // One that imports code itself (i18n/form-text.ts fetches a catalog as it is evaluated) stays
    // where Rolldown puts it: in a shared file it would load that code for every screen.
    if (of.length > 1 && (setSize.get(setOf(id)) ?? 0) <= SMALL_SHARED_BYTES && graph.dynamicImports(id).length === 0) shared.set(id, of.some((s) => booking.has(s)) ? 'shared-booking' : 'shared');
  }
  // A shared file imports only what every route loads (or itself): a screen that needs one of its
  // modules then loads no other file for it. The booking form's first view loads neither zod's
  // core nor the sync runtime (ADR 107), so `shared-booking` imports only the entry and the header.
  const everywhere = new Set(['app', BOOKING_BASICS, ...LAYERS.filter(([name]) => name !== 'gate').map(([name]) => name)]);
  const beforeTheForm = new Set(['app', 'database', 'status', BOOKING_BASICS]);
  const allowed = (name: string) => (name === 'shared-booking' ? beforeTheForm : everywhere);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [id, name] of shared) {
      if (graph.imports(id).every((dep) => allowed(name).has(groupOf.get(dep) ?? '') || shared.get(dep) === name)) continue;
      shared.delete(id);
      changed = true;
    }
  }
  for (const [id, name] of shared) groupOf.set(id, name);
  return groupOf;
}

export const MODULE_CHUNKS = '.vite/module-chunks.json';

export function chunkGroups(): Plugin {
  let groupOf = new Map<string, string>();
  return {
    name: 'gaadicare:chunk-groups',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          // A dynamic import's module goes into its group's file, which then exports its names.
          preserveEntrySignatures: 'allow-extension',
          output: {
            codeSplitting: {
              // Every group is a dynamic import's modules less what earlier groups took: a group's
              // dependencies are in it or in an earlier group, so no group needs another's rules.
              includeDependenciesRecursively: false,
              groups: [{ name: (id: string) => groupOf.get(id) ?? null, debugName: 'gaadicare' }],
            },
          },
        },
      },
    }),
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      groupOf = groupModules({
        ids,
        imports: (id) => info(id)?.importedIds ?? [],
        dynamicImports: (id) => info(id)?.dynamicallyImportedIds ?? [],
        isEntry: (id) => !!info(id)?.isEntry,
        isDynamicEntry: (id) => (info(id)?.dynamicImporters.length ?? 0) > 0,
        size: (id) => info(id)?.code?.length ?? 0,
      });
    },
    generateBundle(options, bundle) {
      const root = process.cwd();
      const map: Record<string, string> = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const id of file.moduleIds) map[path.relative(root, id.split('?')[0])] = file.fileName;
      }
      this.emitFile({ type: 'asset', fileName: MODULE_CHUNKS, source: JSON.stringify(map) });
    },
  };
}
