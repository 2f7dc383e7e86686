import { lazy, createElement, type ComponentType } from 'react';

/** React.lazy for modules with named exports: `lazyPage(() => import('./x'), 'XPage')`. */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** A lazily loaded titled placeholder for a screen still being built. */
export function lazyPlaceholder(title: string) {
  return lazy(async () => {
    const { PlaceholderPage } = await import('../features/placeholder/placeholder-page');
    return { default: () => createElement(PlaceholderPage, { title }) };
  });
}
