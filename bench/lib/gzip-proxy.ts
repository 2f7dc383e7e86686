import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg)/;

/**
 * A reverse proxy that gzips text answers, to measure what compression would change: the app
 * server sends its JavaScript and CSS uncompressed. Used only for a "what if" line, not a figure.
 */
export async function startGzipProxy(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' } },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (!wantsGzip || !COMPRESSIBLE.test(type) || answer.headers['content-encoding'] || answer.statusCode === 304) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const headers = { ...answer.headers, 'content-encoding': 'gzip', vary: 'accept-encoding' };
        delete headers['content-length'];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(zlib.createGzip({ level: 6 })).pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
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
