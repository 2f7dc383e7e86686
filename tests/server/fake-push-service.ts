import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** One browser's subscription: its endpoint on the fake service, and the keys only the browser holds. */
export interface FakeDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** What the service took for this device, decrypted as the browser would. */
  received: ReceivedPush[];
  /** The next answers instead of 201 (e.g. 429 with a Retry-After, 410); status 0: the request is never answered. */
  answerNext(...answers: { status: number; headers?: Record<string, string> }[]): void;
}

export interface ReceivedPush {
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  at: number;
}

export interface FakePushService {
  /** `127.0.0.1:<port>`: what PUSH_ALLOWED_HOSTS names for it. */
  host: string;
  newDevice(): FakeDevice;
  /** Every request it refused as malformed (bad VAPID, undecryptable body), with why. */
  refusals: string[];
  /** Requests left unanswered (answerNext status 0) so far. */
  hanging(): number;
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 8291 + RFC 8188 (aes128gcm, one record): what the browser does with a push's body. */
export function decryptPush(body: Buffer, ua: crypto.ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const uaPublic = ua.getPublicKey();
  const prkKey = hmac(authSecret, ua.computeSecret(asPublic));
  const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('The last record does not end with the 0x02 delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`, the JWT's audience the endpoint's origin. */
function vapidRefusal(authorization: string | undefined, origin: string): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) return 'no vapid Authorization';
  const [header, claims, signature] = match[1]!.split('.');
  const key = Buffer.from(match[2]!, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: key.subarray(1, 33).toString('base64url'), y: key.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const valid = crypto.verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
  if (!valid) return 'VAPID signature does not verify';
  const body = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (body.aud !== origin) return `VAPID audience ${body.aud} is not ${origin}`;
  if (!body.exp || body.exp * 1000 < Date.now() || body.exp * 1000 > Date.now() + 24 * 3600_000) return 'VAPID expiry out of range';
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return 'VAPID subject is not mailto: or https:';
  return null;
}

/**
 * A push service on 127.0.0.1 over HTTPS (the certificate of push-service-setup.ts): it checks each
 * message's VAPID signature, decrypts it with the device's private key as a browser would, and
 * records it with its TTL, Urgency and Topic; 201 unless told otherwise.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const tls = process.env.TEST_PUSH_TLS_DIR;
  if (!tls) throw new Error('The push service needs the certificate of tests/server/push-service-setup.ts');
  const devices = new Map<string, { ua: crypto.ECDH; auth: Buffer; device: FakeDevice; answers: { status: number; headers?: Record<string, string> }[] }>();
  const refusals: string[] = [];
  let hung = 0;
  const server = https.createServer({ key: fs.readFileSync(path.join(tls, 'key.pem')), cert: fs.readFileSync(path.join(tls, 'cert.pem')) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const entry = id ? devices.get(id) : undefined;
      if (req.method !== 'POST' || !entry) {
        res.writeHead(404).end();
        return;
      }
      const refuse = (why: string) => {
        refusals.push(why);
        res.writeHead(400).end(why);
      };
      const origin = `https://${req.headers.host}`;
      const vapid = vapidRefusal(req.headers.authorization, origin);
      if (vapid) return refuse(vapid);
      if (req.headers['content-encoding'] !== 'aes128gcm') return refuse('content-encoding is not aes128gcm');
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return refuse('no TTL');
      const answer = entry.answers.shift();
      if (answer?.status === 0) {
        hung++;
        return;
      }
      if (answer) {
        res.writeHead(answer.status, answer.headers).end();
        return;
      }
      let payload: unknown;
      try {
        payload = JSON.parse(decryptPush(Buffer.concat(chunks), entry.ua, entry.auth).toString('utf8'));
      } catch (error) {
        return refuse(`undecryptable: ${(error as Error).message}`);
      }
      entry.device.received.push({
        payload,
        ttl,
        urgency: req.headers.urgency as string | undefined,
        topic: req.headers.topic as string | undefined,
        at: Date.now(),
      });
      res.writeHead(201, { location: `/message/${crypto.randomUUID()}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    refusals,
    hanging: () => hung,
    newDevice() {
      const id = crypto.randomUUID();
      const ua = crypto.createECDH('prime256v1');
      ua.generateKeys();
      const auth = crypto.randomBytes(16);
      const answers: { status: number; headers?: Record<string, string> }[] = [];
      const device: FakeDevice = {
        endpoint: `https://${host}/push/${id}`,
        keys: { p256dh: ua.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        received: [],
        answerNext: (...next) => void answers.push(...next),
      };
      devices.set(id, { ua, auth, device, answers });
      return device;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
