import { buildApp } from './app';
import { demoModeOf, loadOrCreateIdentityNumberKey, loadOrCreateSessionSecret, parseEnv, paymentConfigOf, pushConfigOf } from './env';
import { smsGatewayFrom } from './sms/gateway';
import { eventsWithoutTemplate } from './sms/templates';
import { startMetricsListener } from './ops/metrics-listener';
import { shutDownOnSignals } from './ops/shutdown';

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
    signInCodesPerAddress: env.OTP_REQUESTS_PER_ADDRESS,
    countQueriesPerRequest: env.BENCH_COUNT_QUERIES === '1',
    shedding: {
      maxEventLoopDelayMs: env.LOAD_SHED_EVENT_LOOP_DELAY_MS,
      retryAfterSeconds: env.LOAD_SHED_RETRY_AFTER_SECONDS,
      sampleIntervalMs: env.LOAD_SHED_SAMPLE_MS,
    },
  });
}

// A metrics port already taken (another process on the machine) costs the metrics, not the service.
const metrics =
  env.METRICS_PORT === 0
    ? null
    : await startMetricsListener(app.metrics, { port: env.METRICS_PORT, host: env.METRICS_HOST }).catch((error: Error) => {
        app.log.error(`Metrics are not served: ${env.METRICS_HOST}:${env.METRICS_PORT} could not be listened on (${error.message})`);
        return null;
      });
shutDownOnSignals(app, {
  graceSeconds: env.SHUTDOWN_GRACE_SECONDS,
  drainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
  alsoClose: metrics ? () => metrics.close() : undefined,
});

const untemplated = env.SMS_HTTP_URL ? eventsWithoutTemplate(env.SMS_TEMPLATE_IDS) : [];
if (untemplated.length) app.log.warn(`SMS_TEMPLATE_IDS names no DLT template for ${untemplated.join(', ')}: their SMS are sent without a templateId, and carriers may block them`);

await app.listen({ port: env.PORT, host: env.HOST });
if (metrics) app.log.info(`Metrics on http://${env.METRICS_HOST}:${metrics.port}/metrics`);
app.log.info(`GaadiCare on ${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`}${demoModeOf(env) ? ', demo mode' : ''}`);
