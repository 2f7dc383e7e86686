import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { FirstViewRenderer } from '../../shared/sync/first-answers';
import { FIRST_VIEWS_BUILD } from '../../shared/sync/first-views-build';
import { screenPath } from '../../shared/sync/screen-pages';
import { AppPages } from './app-pages';
import { firstAnswersOf } from './first-answers';
import { loadFirstViews } from './first-views';

export interface ClientOptions {
  /** Serve the built client from clientDir (default ./dist) with index.html for app paths. */
  serveClient?: boolean;
  clientDir?: string;
  /** Renders screens' first views (ADR 049); default: the build's (`<clientDir>/ssr/first-views.js`), if there is one. */
  firstViews?: FirstViewRenderer | null;
}

/**
 * The built client (when its folder holds one): its files, and every other GET answered with the
 * app's page, carrying a signed-in person's first answers and first view (ADRs 041, 049); an
 * unknown /api route is a 404 with its name.
 */
export async function serveClient(app: FastifyInstance, options: ClientOptions): Promise<void> {
  const clientDir = path.resolve(options.clientDir ?? 'dist');
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = options.serveClient !== false && fs.existsSync(indexFile);
  const pages = hasClient ? new AppPages(clientDir) : null;
  // The renderer loads beside the start-up rather than before it (≈ 0.3 s of module evaluation):
  // until it is in, a page waits for it only when it has a first view to render.
  const firstViews: Promise<FirstViewRenderer | null> = !hasClient
    ? Promise.resolve(null)
    : options.firstViews !== undefined
      ? Promise.resolve(options.firstViews)
      : loadFirstViews(clientDir).catch((error: unknown) => {
          app.log.error({ err: error }, 'The first-view renderer could not load; pages go without first views');
          return null;
        });
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The server's own renderer (ADR 049) is not the browser's: no route serves its files.
      globIgnore: [`${FIRST_VIEWS_BUILD.dir}/**`],
      // .br/.gz files written at build time (scripts/compress-dist.mjs).
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(clientDir, filePath);
        if (rel.startsWith('assets')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.code(404).send({ message: `There is no API route ${request.method} ${pathname}` });
    }
    if (pages && (request.method === 'GET' || request.method === 'HEAD')) {
      // A signed-in person's screen comes with its first answers in the page (ADR 041); if they
      // cannot be made, the plain page (the device then asks for them itself).
      const screen = screenPath(pathname);
      const personal = await firstAnswersOf(app, request, reply, screen).catch((error: unknown) => {
        request.log.error({ err: error }, 'The first answers for the page could not be made');
        return null;
      });
      // Rendered from those answers, the screen's first view paints with the page (ADR 049).
      const render = personal ? await firstViews : null;
      const view =
        personal && render
          ? await render(screen, personal.first).catch((error: unknown) => {
              request.log.error({ err: error }, 'The first view for the page could not be made');
              return null;
            })
          : null;
      return pages.send(request, reply, pathname, personal && { element: personal.element, view });
    }
    return reply.code(404).send({ message: 'Not found' });
  });

}
