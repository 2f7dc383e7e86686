import type { Area } from '../i18n/areas';

/**
 * Screens whose built page asks for their code at once, beside the entry (ADR 041): the screen's
 * module, the persona gate with the data layer it starts, and the screen's English message areas
 * with their loader and Lingui's runtime. Without this the browser learns of each only after the
 * entry has run (the screen's chunk), the screen's chunk has run (the gate, the areas' loader)
 * and the loader has run (the areas, then Lingui): three more round trips on a slow line.
 * `scripts/prerender.ts` turns these source paths into the built chunks (Vite's manifest).
 */
export const SCREEN_CODE = {
  '/provider-dashboard': {
    module: 'src/client/features/provider-dashboard/provider-dashboard-page.tsx',
    areas: ['dashboard', 'common', 'chat', 'forms', 'jobs', 'photos', 'changes'],
  },
} as const satisfies Record<string, { module: string; areas: readonly Area[] }>;

/** What every gated screen needs before it shows a person's data (lazy-page.ts, app/persona-gate.tsx). */
export const GATE_MODULES = ['src/client/app/persona-gate.tsx', 'src/client/data/engine/sync-runtime.ts'] as const;

/** An English area's catalog, and what loads the catalogs (i18n/i18n.ts, i18n/catalog-loaders.ts). */
export const areaModule = (area: Area) => `src/client/i18n/locales/en/${area}.json`;
export const AREA_LOADER_MODULES = ['src/client/i18n/catalog-loaders.ts', '@lingui/core'] as const;
