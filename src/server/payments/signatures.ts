import crypto from 'node:crypto';

/** HMAC-SHA256 as hex: Razorpay's checkout signature (`orderId|paymentId`, key secret) and its webhook signature (raw body, webhook secret). */
export function hmacHex(secret: string, data: string | Buffer): string {
  return crypto.createHmac('sha256', secret).update(data).digest('hex');
}

/** Whether `signature` is the HMAC of `data`, compared in constant time. */
export function signatureMatches(secret: string, data: string | Buffer, signature: string | undefined): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(hmacHex(secret, data), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}

export const checkoutSignature = (keySecret: string, orderId: string, paymentId: string) => hmacHex(keySecret, `${orderId}|${paymentId}`);
