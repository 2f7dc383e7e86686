import { lazy, createElement, type ComponentType } from 'react';
import type { Area } from '../i18n/areas';
import { loadAreas } from '../i18n/i18n';
import { loadSyncRuntime } from '../data/engine/load-sync-runtime';
import { yieldToMain } from '../sync/yield-to-main';
import { loadHeaderStatus } from './load-header-status';

/**
 * React.lazy for modules with named exports: `lazyPage(() => import('./x'), 'XPage', ['x'])`.
 * The screen's message areas load beside its code, in the current language (its components
 * name them too, in `useT(area)`, which waits for them). Dexie and the database, which the
 * screens read, are evaluated first, each in a task of its own, as the header evaluates them:
 * otherwise they are evaluated with the screen's code, in one task (ADR 119). Every page asks for
 * both files as it paints, so this waits for no request.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K, areas: Area[] = []) {
  return lazy(async () => {
    const code = loadHeaderStatus()
      .then(yieldToMain)
      .then(load);
    const [module] = await Promise.all([code, loadAreas(...areas)]);
    return { default: module[name] as ComponentType };
  });
}

/** The app's persona gate (app/persona-gate.tsx, with the database it reads). */
export const loadPersonaGate = () => import('./persona-gate');

/**
 * lazyPage for a screen behind the persona gate: the gate's chunk loads beside the screen's, not
 * after the screen has rendered, so the screen's content follows the session without another
 * round trip. The sync runtime the screen reads through is evaluated before the screen's code:
 * zod's core, the table registry and the engine (`loadSyncRuntime`), then the screen, each in a
 * task of its own. The screen's code imports the runtime; evaluated with it, as when their files
 * arrive together, they were one long task (ADR 120).
 */
export function lazyGatedPage<M, K extends keyof M>(load: () => Promise<M>, name: K, areas: Area[] = []) {
  return lazyPage(
    async () => {
      const gate = loadPersonaGate();
      await loadSyncRuntime();
      await yieldToMain();
      return (await Promise.all([load(), gate]))[0];
    },
    name,
    areas,
  );
}

/** A lazily loaded titled placeholder for a screen still being built. */
export function lazyPlaceholder(title: string) {
  return lazy(async () => {
    const { PlaceholderPage } = await import('../features/placeholder/placeholder-page');
    return { default: () => createElement(PlaceholderPage, { title }) };
  });
}
