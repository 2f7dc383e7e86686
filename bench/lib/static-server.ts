import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

const gzipped = new Map<string, Buffer>();

/**
 * Serves a built folder, index.html for unknown paths (client-side routes). Text is gzipped
 * (level 9, once per file) for clients that accept it, as the app server sends its assets.
 */
export async function serveStatic(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent((req.url ?? '/').split('?')[0]);
    let file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers: http.OutgoingHttpHeaders = { 'content-type': type, 'cache-control': 'no-cache', vary: 'accept-encoding' };
    let body: Buffer = fs.readFileSync(file);
    if (!type.startsWith('application/octet') && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const cached = gzipped.get(file) ?? zlib.gzipSync(body, { level: 9 });
      gzipped.set(file, cached);
      body = cached;
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, { ...headers, 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
