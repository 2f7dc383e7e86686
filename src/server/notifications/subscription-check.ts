import crypto from 'node:crypto';

/** What a browser's PushSubscription.toJSON() gives: the endpoint and its two keys. */
export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const hostMatches = (pattern: string, host: string, port: string) => {
  const [name, wantedPort] = pattern.split(':');
  if (wantedPort !== undefined && wantedPort !== port) return false;
  if (wantedPort === undefined && port !== '' && port !== '443') return false;
  return name.startsWith('*.') ? host.endsWith(name.slice(1)) : host === name;
};

const fromBase64Url = (text: string): Buffer | null => (/^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url') : null);

/** A P-256 public point: 65 bytes, uncompressed, on the curve. */
function isP256Point(bytes: Buffer): boolean {
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: bytes.subarray(1, 33).toString('base64url'), y: bytes.subarray(33).toString('base64url') }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Why a subscription is refused, or null when it is taken. The server POSTs to its endpoint, so
 * only https endpoints on the push services' hosts are taken: a subscription is never a way to make
 * the server call another address.
 */
export function subscriptionRefusal(input: SubscriptionInput, allowedHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(input.endpoint);
  } catch {
    return 'The endpoint is not a URL';
  }
  if (url.protocol !== 'https:') return 'The endpoint must be an https URL';
  if (url.username || url.password) return 'The endpoint must not carry a user name or password';
  if (!allowedHosts.some((pattern) => hostMatches(pattern, url.hostname.toLowerCase(), url.port))) {
    return `The endpoint's host ${url.host} is not a push service this server sends to`;
  }
  const p256dh = fromBase64Url(input.keys.p256dh);
  if (!p256dh || !isP256Point(p256dh)) return 'keys.p256dh is not a P-256 public key (65 bytes, base64url)';
  const auth = fromBase64Url(input.keys.auth);
  if (!auth || auth.length !== 16) return 'keys.auth must be 16 bytes, base64url';
  return null;
}
