import webpush, { WebPushError } from 'web-push';
import type { PushUrgency } from '../../shared/notifications/events';
import type { VapidKeys } from './push-config';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushMessage {
  /** JSON text, at most MAX_PUSH_PAYLOAD_BYTES. */
  payload: string;
  ttlSeconds: number;
  urgency: PushUrgency;
  /** Replaces an undelivered message with the same topic (base64url, at most 32 characters). */
  topic?: string;
}

/**
 * How a push service answered (RFC 8030): taken; gone (404/410: the subscription is dead and is
 * deleted); wait (429, with Retry-After in seconds); tooLarge (413: never sent again); failed
 * (anything else: tried again later).
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone' }
  | { kind: 'wait'; seconds: number }
  | { kind: 'tooLarge' }
  | { kind: 'failed'; status: number; message: string };

/** Under 4 KB of encrypted record, as every push service takes; the declarative shape fits in 3 KB. */
export const MAX_PUSH_PAYLOAD_BYTES = 3 * 1024;
const SEND_TIMEOUT_MS = 10_000;

/** Retry-After as seconds (a number or an HTTP date); 60 when missing or unreadable. */
export function retryAfterSeconds(value: string | undefined, now = Date.now()): number {
  if (!value) return 60;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? 60 : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Sends Web Push messages (RFC 8030, encrypted per RFC 8291 aes128gcm, signed per RFC 8292) through `web-push`. */
export class PushSender {
  constructor(private readonly vapid: VapidKeys) {}

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    if (Buffer.byteLength(message.payload) > MAX_PUSH_PAYLOAD_BYTES) return { kind: 'tooLarge' };
    try {
      await webpush.sendNotification(target, message.payload, {
        vapidDetails: this.vapid,
        TTL: message.ttlSeconds,
        urgency: message.urgency,
        topic: message.topic,
        contentEncoding: 'aes128gcm',
        timeout: SEND_TIMEOUT_MS,
      });
      return { kind: 'sent' };
    } catch (error) {
      if (!(error instanceof WebPushError)) return { kind: 'failed', status: 0, message: error instanceof Error ? error.message : String(error) };
      if (error.statusCode === 404 || error.statusCode === 410) return { kind: 'gone' };
      if (error.statusCode === 413) return { kind: 'tooLarge' };
      if (error.statusCode === 429) {
        const header = (error.headers as Record<string, string | undefined>)['retry-after'];
        return { kind: 'wait', seconds: retryAfterSeconds(header) };
      }
      return { kind: 'failed', status: error.statusCode, message: `${error.statusCode} ${String(error.body ?? '').slice(0, 200)}` };
    }
  }
}
