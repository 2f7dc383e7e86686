import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Page {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function load(file: string): Page {
  const raw = fs.readFileSync(file);
  return {
    raw,
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(raw, { level: 9 }),
  };
}

/**
 * The HTML pages of the built client, read and compressed once at start-up: each screen rendered
 * at build time (prerendered/pages.json, written by scripts/prerender.ts) for its own path, and
 * index.html (the app shell) for every other app path.
 */
export class AppPages {
  private readonly shell: Page;
  private readonly screens = new Map<string, Page>();

  constructor(clientDir: string) {
    this.shell = load(path.join(clientDir, 'index.html'));
    const list = path.join(clientDir, 'prerendered', 'pages.json');
    if (!fs.existsSync(list)) return;
    const pages = JSON.parse(fs.readFileSync(list, 'utf8')) as Record<string, string>;
    for (const [pathname, file] of Object.entries(pages)) this.screens.set(pathname, load(path.join(clientDir, file)));
  }

  send(request: FastifyRequest, reply: FastifyReply, pathname: string): FastifyReply {
    const page = this.screens.get(pathname) ?? this.shell;
    const accepts = String(request.headers['accept-encoding'] ?? '');
    void reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.raw);
  }
}
