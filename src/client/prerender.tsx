import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './app/router';
export { AREA_LOADER_MODULES, areaModule, GATE_MODULES, SCREEN_CODE } from './app/screen-code';
import { documentTitle, titleOfMatches } from './app/screen-title';
import { t } from './i18n/i18n';
import { renderToHtml } from './render-html';
export { isCompleteRender } from './render-html';
export { FIRST_VIEW_SCREENS } from './first-views';

/** Every screen's path (not the catch-all 'Page Not Found'). */
export const SCREEN_PATHS: string[] = (routes[0]?.children ?? []).flatMap((r) => (r.index ? ['/'] : r.path && r.path !== '*' ? [`/${r.path}`] : []));

/**
 * A route as HTML, rendered at build time (scripts/prerender.ts) so it paints before any script
 * runs; main.tsx hydrates it. Lazy screens are waited for. What only the browser knows (the
 * device's stored data, the header's device status) renders as on the client's first render:
 * loading states, filled in after hydration.
 */
export async function renderRoute(pathname: string): Promise<{ html: string; title: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToHtml(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    (error) => console.error(`prerender ${pathname}:`, error),
  );
  const title = titleOfMatches(context.matches.map((m) => m.route));
  if (!title) throw new Error(`${pathname} has no screen title (the route's handle)`);
  return { html, title: documentTitle(t(title)) };
}
