import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentSms {
  to: string;
  message: string;
  authorization?: string;
  /** The Idempotency-Key header: the outbox's stable key of the message, when it has one. */
  idempotencyKey?: string;
  /** The DLT template id the message was sent as, when it has one. */
  templateId?: string;
}

export interface FakeSms {
  url: string;
  sent: SentSms[];
  failFor: Set<string>;
  /** The next `count` messages, to anyone, are answered 500 (and not recorded). */
  failNext(count: number): void;
  /** Messages answered 500 so far. */
  refused(): number;
  lastCodeTo(to: string): string;
  close(): Promise<void>;
}

/**
 * A local stand-in for an SMS provider's HTTP API: it records what it is sent and answers 200,
 * or 500 for the numbers in `failFor` and for the next messages after failNext(n).
 */
export async function startFakeSms(): Promise<FakeSms> {
  const sent: SentSms[] = [];
  const failFor = new Set<string>();
  let failing = 0;
  let refused = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { to: string; message: string; templateId?: string };
      if (failing > 0 || failFor.has(parsed.to)) {
        failing = Math.max(0, failing - 1);
        refused++;
        res.writeHead(500).end('provider down');
        return;
      }
      const key = req.headers['idempotency-key'];
      sent.push({ ...parsed, authorization: req.headers.authorization, ...(typeof key === 'string' ? { idempotencyKey: key } : {}) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    sent,
    failFor,
    failNext(count) {
      failing = count;
    },
    refused: () => refused,
    lastCodeTo(to) {
      const last = sent.filter((s) => s.to === to).at(-1);
      const code = last?.message.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code was sent to ${to}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
