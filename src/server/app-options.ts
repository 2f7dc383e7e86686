import type { AppOptions } from './app';
import { demoModeOf, loadOrCreateIdentityNumberKey, loadOrCreateSessionSecret, paymentConfigOf, pushConfigOf, type Env } from './env';
import { smsGatewayFrom } from './sms/gateway';

/** The app as the environment configures it: the server (server.ts) and the command-line tools that act as it (`npm run payouts`). */
export function appOptionsOf(env: Env): AppOptions {
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    photoDir: env.PHOTO_DIR,
    sessionSecret: env.SESSION_SECRET ?? loadOrCreateSessionSecret(env.DATA_DIR),
    previousSessionSecrets: env.SESSION_SECRET_PREVIOUS,
    identityNumberKey: env.IDENTITY_NUMBER_KEY ?? loadOrCreateIdentityNumberKey(env.DATA_DIR),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimits: { readsPerMinute: env.RATE_LIMIT_READS_PER_MINUTE, writesPerMinute: env.RATE_LIMIT_WRITES_PER_MINUTE, redisUrl: env.REDIS_URL },
    serveClient: true,
    demoMode: demoModeOf(env),
    sms: smsGatewayFrom(env),
    smsTemplates: env.SMS_TEMPLATE_IDS,
    outbox: { worker: env.OUTBOX_WORKER !== '0' },
    push: pushConfigOf(env),
    payments: paymentConfigOf(env),
    payoutsBy: env.PAYOUTS_BY,
    signInCodesPerAddress: env.OTP_REQUESTS_PER_ADDRESS,
    countQueriesPerRequest: env.BENCH_COUNT_QUERIES === '1',
    shedding: {
      maxEventLoopDelayMs: env.LOAD_SHED_EVENT_LOOP_DELAY_MS,
      retryAfterSeconds: env.LOAD_SHED_RETRY_AFTER_SECONDS,
      sampleIntervalMs: env.LOAD_SHED_SAMPLE_MS,
    },
  };
}
