import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_RATE_LIMITS } from './http/security';
import { DEFAULT_SHEDDING } from './http/load-shedding';
import type { PaymentGatewayConfig } from './payments/gateway';
import { SIGN_IN_CODE } from '../shared/domain/sign-in-policy';
import { PAYOUT_METHODS } from '../shared/payments/payout-state';
import { parseSmsTemplateIds } from './sms/templates';
import { DEFAULT_VAPID_SUBJECT, allowedHostsFrom, isVapidSubject, loadOrCreateVapidKeys, type PushConfig } from './notifications/push-config';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The photo store's folder (default DATA_DIR/photos); shared by every process serving one database. */
  PHOTO_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  /** While rotating SESSION_SECRET: the one before, comma-separated if several; their cookies are taken and signed again (docs/operations.md). */
  SESSION_SECRET_PREVIOUS: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean))
    .refine((secrets) => secrets.every((s) => s.length >= 32), 'each SESSION_SECRET_PREVIOUS must be at least 32 characters'),
  /** Keys the hashes of identity-document numbers (ADR 101); made once into DATA_DIR when unset. Never change it. */
  IDENTITY_NUMBER_KEY: z.string().min(32, 'IDENTITY_NUMBER_KEY must be at least 32 characters').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(1, 'RATE_LIMIT_READS_PER_MINUTE must be at least 1').default(DEFAULT_RATE_LIMITS.readsPerMinute),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1, 'RATE_LIMIT_WRITES_PER_MINUTE must be at least 1').default(DEFAULT_RATE_LIMITS.writesPerMinute),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => parseTrustProxy(value, ctx)),
  /** 1 or 0; unset: on for the embedded database (the demo), off with DATABASE_URL. See demoModeOf. */
  DEMO_MODE: z.enum(['1', '0', 'true', 'false', '']).optional(),
  /** Where sign-in codes are POSTed as {to, message}; unset: they are written to the log. */
  SMS_HTTP_URL: z.string().url('SMS_HTTP_URL must be a URL').optional().or(z.literal('').transform(() => undefined)),
  SMS_HTTP_TOKEN: z.string().optional(),
  /** DLT template id per SMS event, JSON: {"bidAccepted":"1107…"} or {"bidAccepted":{"en-IN":"…","kn-IN":"…"}}. */
  SMS_TEMPLATE_IDS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseSmsTemplateIds(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return {};
      }
    }),
  /** Sign-in code requests per address per 10 minutes (carriers put many people behind one address). */
  OTP_REQUESTS_PER_ADDRESS: z.coerce.number().int().min(1).default(SIGN_IN_CODE.defaultPerAddress),
  /** 0: this process records the outbox's effects but leaves their delivery to other processes (ADR 051). */
  OUTBOX_WORKER: z.enum(['1', '0', '']).optional(),
  /** Web Push's VAPID key pair (`npx web-push generate-vapid-keys`); unset: made once into DATA_DIR. */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY must be the base64url public key web-push generates').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY must be the base64url private key web-push generates').optional(),
  /** The contact push services see: a real `mailto:` address or `https:` URL (Apple refuses others). */
  VAPID_SUBJECT: z.string().refine(isVapidSubject, 'VAPID_SUBJECT must be mailto:<address> or an https: URL').default(DEFAULT_VAPID_SUBJECT),
  /** Comma-separated host[:port] of push services to send to; unset: FCM, Mozilla, Apple and Windows. */
  PUSH_ALLOWED_HOSTS: z.string().optional(),
  /** The address people open the app at: links in pushes start with it. */
  PUBLIC_URL: z.string().url('PUBLIC_URL must be a URL').optional(),
  /** GET /metrics (Prometheus) is served on this port, apart from PORT; 0 turns it off. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** The metrics listener's address: loopback unless the scraper is elsewhere. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** On SIGTERM/SIGINT, how long requests in flight may take to finish. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  /** On SIGTERM/SIGINT, how long /readyz answers 503 while requests are still served (behind a balancer probing it). */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
  /** Under a mean event-loop lag above this (ms, over LOAD_SHED_SAMPLE_MS), non-essential reads get 503 + Retry-After (ADR 096); 0 turns it off. */
  LOAD_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(DEFAULT_SHEDDING.maxEventLoopDelayMs),
  /** The Retry-After of a shed read, in seconds. */
  LOAD_SHED_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(600).default(DEFAULT_SHEDDING.retryAfterSeconds),
  /** How often the event-loop lag is measured for shedding, in ms. */
  LOAD_SHED_SAMPLE_MS: z.coerce.number().int().min(10).max(60_000).default(DEFAULT_SHEDDING.sampleIntervalMs ?? 1000),
  /** The payment gateway (Razorpay's API): all four set, or none for the embedded test gateway (ADR 072). */
  PAYMENT_GATEWAY_URL: z.string().url('PAYMENT_GATEWAY_URL must be a URL').optional().or(z.literal('').transform(() => undefined)),
  PAYMENT_KEY_ID: z.string().optional(),
  PAYMENT_KEY_SECRET: z.string().optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().optional(),
  /** The platform's RazorpayX account number payouts are made from (ADR 102); without it no payout is sent (the embedded test gateway has its own). */
  PAYOUT_ACCOUNT_NUMBER: z.string().regex(/^[0-9]{6,20}$/, 'PAYOUT_ACCOUNT_NUMBER must be 6 to 20 digits').optional().or(z.literal('').transform(() => undefined)),
  /**
   * How payouts are made (ADR 068): `razorpayx` (the payout API; needs the gateway keys and PAYOUT_ACCOUNT_NUMBER)
   * or `bank-file` (a bank bulk-transfer CSV the operator uploads); unset: razorpayx when those are set, else bank-file.
   */
  PAYOUTS_BY: z.enum(PAYOUT_METHODS).optional().or(z.literal('').transform(() => undefined)),
  /** Where customers are sent to pay (default: the gateway's hosted checkout, PAYMENT_GATEWAY_URL/v1/checkout/embedded). */
  PAYMENT_CHECKOUT_URL: z.string().url('PAYMENT_CHECKOUT_URL must be a URL').optional().or(z.literal('').transform(() => undefined)),
  /** 1: every /api answer carries an x-query-count header (load benches only: `npm run bench:city`). */
  BENCH_COUNT_QUERIES: z.enum(['1', '0', '']).optional(),
});
export type Env = z.infer<typeof envSchema>;

/**
 * Whether X-Forwarded-For/-Proto are believed (Fastify's trustProxy). Off unless set: a client
 * talking to the server directly could otherwise claim any address (dodging rate limits) or claim
 * TLS. `true` trusts every hop, a number that many hops, anything else is a comma-separated list
 * of proxy addresses or CIDR ranges.
 */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    // What Fastify does with a hop count, written out (its option types take no number).
    const hops = Number(text);
    return (_address: string, hop: number) => hop < hops;
  }
  const parts = text.split(',').map((p) => p.trim());
  if (parts.every((p) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(p))) return parts.join(',');
  ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be true, false, a hop count or a comma-separated list of addresses/CIDRs' });
  return false;
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return parsed.data;
}

/** Demo mode (personas, the switcher, the "Demo" badge): DEMO_MODE when set, else on only without DATABASE_URL. */
export function demoModeOf(env: Pick<Env, 'DEMO_MODE' | 'DATABASE_URL'>): boolean {
  if (env.DEMO_MODE === '1' || env.DEMO_MODE === 'true') return true;
  if (env.DEMO_MODE === '0' || env.DEMO_MODE === 'false') return false;
  return !env.DATABASE_URL;
}

/** The demo keeps a generated secret in DATA_DIR so sessions survive restarts. */
export function loadOrCreateSessionSecret(dataDir: string): string {
  return loadOrCreateSecret(dataDir, 'session-secret');
}

/** The key of identity-number hashes (ADR 101): IDENTITY_NUMBER_KEY, else made once into DATA_DIR. */
export function loadOrCreateIdentityNumberKey(dataDir: string): string {
  return loadOrCreateSecret(dataDir, 'identity-number-key');
}

/** A random secret kept in a file of DATA_DIR, made on first use. */
function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Web Push from the environment: the VAPID keys given, or made once into DATA_DIR. */
export function pushConfigOf(env: Env): PushConfig {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither');
  }
  const vapid =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT }
      : loadOrCreateVapidKeys(env.DATA_DIR, env.VAPID_SUBJECT);
  return { vapid, allowedHosts: allowedHostsFrom(env.PUSH_ALLOWED_HOSTS), publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` };
}

/** The payment gateway from the environment, or undefined (the embedded test gateway) when none of its keys is set. */
export function paymentConfigOf(env: Env): PaymentGatewayConfig | undefined {
  const values = [env.PAYMENT_GATEWAY_URL, env.PAYMENT_KEY_ID, env.PAYMENT_KEY_SECRET, env.PAYMENT_WEBHOOK_SECRET];
  const set = values.filter((v) => v !== undefined && v !== '').length;
  if (set === 0) return undefined;
  if (set !== values.length) throw new Error('PAYMENT_GATEWAY_URL, PAYMENT_KEY_ID, PAYMENT_KEY_SECRET and PAYMENT_WEBHOOK_SECRET are set together, or none');
  const url = env.PAYMENT_GATEWAY_URL!.replace(/\/$/, '');
  return {
    url,
    keyId: env.PAYMENT_KEY_ID!,
    keySecret: env.PAYMENT_KEY_SECRET!,
    webhookSecret: env.PAYMENT_WEBHOOK_SECRET!,
    checkoutUrl: env.PAYMENT_CHECKOUT_URL ?? `${url}/v1/checkout/embedded`,
    payoutAccountNumber: env.PAYOUT_ACCOUNT_NUMBER,
    test: false,
  };
}
