import { SCREEN_MANIFEST, type ManifestScreen } from '../../shared/sync/screen-manifest';
import { AREAS, type Area } from '../i18n/areas';
import { areaFile } from '../i18n/area-files';

/** The manifest's area names as the catalogs' areas; a name that is none stops the build. */
function areasOf(names: readonly string[]): Area[] {
  return names.map((name) => {
    if (!(AREAS as readonly string[]).includes(name)) throw new Error(`screen manifest: ${name} is not a message area (i18n/areas.ts)`);
    return name as Area;
  });
}

/**
 * Screens whose built page asks for their code at once, beside the entry (ADR 041): the screen's
 * module, the persona gate with the data layer it starts, and the screen's English message areas
 * with their loader. Without this the browser learns of each only after the entry has run (the
 * screen's chunk), the screen's chunk has run (the gate, the areas' loader) and the loader has
 * run (the areas): more round trips on a slow line.
 * `scripts/prerender.ts` turns these source paths into the built chunks (Vite's manifest). Which
 * screens, and their module and areas, are the screen manifest's (shared/sync/screen-manifest.ts).
 */
export const SCREEN_CODE = {} as Record<ManifestScreen, { module: string; areas: readonly Area[] }>;
for (const screen of Object.keys(SCREEN_MANIFEST) as ManifestScreen[]) {
  const { module, areas } = SCREEN_MANIFEST[screen];
  SCREEN_CODE[screen] = { module, areas: areasOf(areas) };
}

/** What every gated screen needs before it shows a person's data (lazy-page.ts, app/persona-gate.tsx). */
export const GATE_MODULES = ['src/client/app/persona-gate.tsx', 'src/client/data/engine/sync-runtime.ts'] as const;

/** An English area's catalog, and what loads the catalogs (i18n/i18n.ts, i18n/catalog-loaders.ts). */
export const areaModule = (area: Area) => areaFile('en', area);
export const AREA_LOADER_MODULES = ['src/client/i18n/catalog-loaders.ts'] as const;
