import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_VIEW_ATTRIBUTE, hasFirstAnswers } from '../../shared/sync/first-answers';
import { FIRST_VIEW_SCRIPTS_FILE, NOT_FOUND_KEY, SCREEN_PAGES_FILE, screenPath } from '../../shared/sync/screen-pages';

export interface Page {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * A page and its compressed forms: those the build wrote beside it (scripts/compress-dist.mjs, at
 * the same settings) when they are at least as new as the page, else compressed here (the shell,
 * which the build keeps uncompressed, and a client built without that step). Compressing the
 * twenty pages at brotli 11 took about 2 s of a start.
 */
export function loadPage(file: string): Page {
  const raw = fs.readFileSync(file);
  const written = fs.statSync(file).mtimeMs;
  const built = (suffix: string): Buffer | null => {
    const stat = fs.statSync(file + suffix, { throwIfNoEntry: false });
    return stat && stat.mtimeMs >= written ? fs.readFileSync(file + suffix) : null;
  };
  return {
    raw,
    br: built('.br') ?? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: built('.gz') ?? zlib.gzipSync(raw, { level: 9 }),
  };
}

/**
 * The HTML pages of the built client, read and compressed once at start-up. prerendered/pages.json
 * (written by scripts/prerender.ts) lists every screen's path with its page (rendered at build
 * time, or index.html when its render needs the browser) and, under '*', the 'Page Not Found'
 * page, which any other path gets with status 404 (ADR 006). Without that list (a client built
 * without the prerender step) every path gets index.html.
 */
export class AppPages {
  private readonly shell: Page;
  private readonly screens = new Map<string, Page>();
  private readonly notFound: Page | null = null;
  /** Each screen's first-view script (ADR 111), as the build listed it; none for a build without the list. */
  private readonly firstViewScripts = new Map<string, string>();

  constructor(clientDir: string) {
    this.shell = loadPage(path.join(clientDir, 'index.html'));
    const scripts = path.join(clientDir, FIRST_VIEW_SCRIPTS_FILE);
    if (fs.existsSync(scripts)) {
      for (const [screen, src] of Object.entries(JSON.parse(fs.readFileSync(scripts, 'utf8')) as Record<string, string>)) this.firstViewScripts.set(screen, src);
    }
    const list = path.join(clientDir, SCREEN_PAGES_FILE);
    if (!fs.existsSync(list)) return;
    const pages = JSON.parse(fs.readFileSync(list, 'utf8')) as Record<string, string>;
    for (const [pathname, file] of Object.entries(pages)) {
      const page = file === 'index.html' ? this.shell : loadPage(path.join(clientDir, file));
      if (pathname === NOT_FOUND_KEY) this.notFound = page;
      else this.screens.set(pathname, page);
    }
  }

  /**
   * Answers a navigation with its screen's page. `personal`, made for the signed-in person: its
   * element (first-answers.ts) goes in before `</body>`, and its view, if any, into the page's
   * first-view element (ADR 049). That page is compressed for this answer alone and marked
   * `private, no-store`, so no cache (shared or the browser's) keeps it. A screen whose page may
   * carry one says `Vary: Cookie` on its plain page too.
   */
  send(request: FastifyRequest, reply: FastifyReply, pathname: string, personal: Personal | null = null): FastifyReply {
    const screenKey = screenPath(pathname);
    const screen = this.screens.get(screenKey);
    const page = screen ?? this.notFound ?? this.shell;
    const accepts = String(request.headers['accept-encoding'] ?? '');
    void reply
      .code(screen || !this.notFound ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', screen && personal ? 'private, no-store' : 'no-cache')
      .header('vary', screen && hasFirstAnswers(screenKey) ? 'accept-encoding, cookie' : 'accept-encoding');
    const body = screen && personal ? withPersonal(page.raw, personal, this.firstViewScripts.get(screenKey)) : null;
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(body ? zlib.brotliCompressSync(body, PERSONAL_BROTLI) : page.br);
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(body ? zlib.gzipSync(body, { level: 6 }) : page.gzip);
    return reply.send(body ?? page.raw);
  }
}

/** A page compressed per answer: fast settings (the shared pages are compressed once, at 11). */
const PERSONAL_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** What a page carries for one person: the element of their first answers, and their screen's first view (HTML) or null. */
export interface Personal {
  element: string;
  view: string | null;
}

// The built page's empty first-view element (components/first-view.tsx renders it).
const FIRST_VIEW_SLOT = new RegExp(`(<div ${FIRST_VIEW_ATTRIBUTE}=""[^>]*>)(</div>)`);

/**
 * The page with the person's view in its first-view element (a page without one is sent without
 * the view) and their answers' element before its last `</body>` (at the end of the page: the
 * screen paints before it arrives). With the view, the screen's first-view script (ADR 111), if
 * it has one, goes at the end of the head: a module, fetched beside the boot script and run once
 * the page is parsed, so it never holds back the first paint.
 */
function withPersonal(page: Buffer, { element, view }: Personal, firstViewScript?: string): Buffer {
  let html = page.toString('utf8');
  if (view) {
    const before = html;
    html = html.replace(FIRST_VIEW_SLOT, (_, open: string, close: string) => `${open}${view}${close}`);
    if (firstViewScript && html !== before) html = html.replace('</head>', `<script type="module" crossorigin src="${firstViewScript}"></script></head>`);
  }
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error('A built page has no </body>');
  return Buffer.from(`${html.slice(0, end)}${element}\n  ${html.slice(end)}`, 'utf8');
}
