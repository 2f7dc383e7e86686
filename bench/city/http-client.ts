/**
 * The load generator's HTTP: keep-alive agents that count every byte their sockets carry, and one
 * request helper that measures the answer as it travelled (status line, headers, body — compressed
 * when the server compressed it) and hands back the body decoded.
 */

/** What Chromium sends: the app's answers are measured as a browser receives them. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';

/** An agent that remembers its sockets so the bytes they carried can be summed. */
export class CountingAgent extends http.Agent {
  private readonly opened: net.Socket[] = [];
  override createConnection(options: net.NetConnectOpts): net.Socket {
    const socket = net.createConnection(options);
    socket.setNoDelay(true);
    this.opened.push(socket);
    return socket;
  }
  bytes(): { read: number; written: number } {
    let read = 0;
    let written = 0;
    for (const s of this.opened) {
      read += s.bytesRead;
      written += s.bytesWritten;
    }
    return { read, written };
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Status line, headers and body as received. */
  bytes: number;
  ms: number;
}

export function request(
  agent: http.Agent,
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const target = new URL(path, baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decoded = encoding === 'br' ? zlib.brotliDecompressSync(text) : encoding === 'gzip' ? zlib.gunzipSync(text) : text;
          let head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
          for (let i = 0; i < res.rawHeaders.length; i += 2) head += res.rawHeaders[i].length + res.rawHeaders[i + 1].length + 4;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: decoded.toString('utf8'),
            bytes: head + text.length,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
