import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentSms {
  to: string;
  message: string;
  authorization?: string;
}

/**
 * A local stand-in for an SMS provider's HTTP API: it records what it is sent and answers 200,
 * or 500 for the numbers in `failFor`.
 */
export async function startFakeSms(): Promise<{ url: string; sent: SentSms[]; failFor: Set<string>; lastCodeTo(to: string): string; close(): Promise<void> }> {
  const sent: SentSms[] = [];
  const failFor = new Set<string>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { to: string; message: string };
      if (failFor.has(parsed.to)) {
        res.writeHead(500).end('provider down');
        return;
      }
      sent.push({ ...parsed, authorization: req.headers.authorization });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    sent,
    failFor,
    lastCodeTo(to) {
      const last = sent.filter((s) => s.to === to).at(-1);
      const code = last?.message.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code was sent to ${to}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
