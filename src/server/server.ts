import { buildApp } from './app';
import { demoModeOf, loadOrCreateSessionSecret, parseEnv, pushConfigOf } from './env';
import { smsGatewayFrom } from './sms/gateway';

const env = parseEnv();
const app = await startApp().catch((error: Error) => {
  // A refusal to start (DATA_DIR in use, an unreachable database) is one clear line, not a stack.
  console.error(`GaadiCare cannot start: ${error.message}`);
  process.exit(1);
});

function startApp() {
  return buildApp({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    photoDir: env.PHOTO_DIR,
    sessionSecret: env.SESSION_SECRET ?? loadOrCreateSessionSecret(env.DATA_DIR),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimits: { readsPerMinute: env.RATE_LIMIT_READS_PER_MINUTE, writesPerMinute: env.RATE_LIMIT_WRITES_PER_MINUTE, redisUrl: env.REDIS_URL },
    serveClient: true,
    demoMode: demoModeOf(env),
    sms: smsGatewayFrom(env),
    outbox: { worker: env.OUTBOX_WORKER !== '0' },
    push: pushConfigOf(env),
    signInCodesPerAddress: env.OTP_REQUESTS_PER_ADDRESS,
    countQueriesPerRequest: env.BENCH_COUNT_QUERIES === '1',
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`GaadiCare on ${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`}${demoModeOf(env) ? ', demo mode' : ''}`);
