import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The server's VAPID identity (RFC 8292): push services accept only messages it signs. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A `mailto:` or `https:` contact for the push services (Apple refuses anything else). */
  subject: string;
}

export interface PushConfig {
  vapid: VapidKeys;
  /** `host` or `host:port` of the push services whose endpoints are taken; `*.` matches any subdomain. */
  allowedHosts: readonly string[];
  /** The app's public address: a push opens `<publicUrl><path>`. */
  publicUrl: string;
}

/** The push services of Chrome/Android (FCM), Firefox, Safari/iOS and Edge/Windows. */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com', '*.notify.windows.com'] as const;

export const DEFAULT_VAPID_SUBJECT = 'mailto:support@gaadicare.in';

/** `mailto:` with an address, or an `https:` URL. */
export function isVapidSubject(subject: string): boolean {
  if (/^mailto:[^@\s]+@[^@\s]+$/.test(subject)) return true;
  try {
    return new URL(subject).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Keys made once and kept in DATA_DIR, like the session secret: subscriptions survive restarts. */
export function loadOrCreateVapidKeys(dataDir: string, subject: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...stored, subject };
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}

/** Keys for a process that keeps nothing (tests, an in-memory database). */
export function throwawayVapidKeys(): VapidKeys {
  return { ...webpush.generateVAPIDKeys(), subject: DEFAULT_VAPID_SUBJECT };
}

/** `PUSH_ALLOWED_HOSTS` (comma-separated `host[:port]`), else the real push services. */
export function allowedHostsFrom(value: string | undefined): readonly string[] {
  const hosts = (value ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  return hosts.length ? hosts : PUSH_SERVICE_HOSTS;
}
