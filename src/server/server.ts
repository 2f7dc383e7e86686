import { buildApp } from './app';
import { appOptionsOf } from './app-options';
import { demoModeOf, parseEnv } from './env';
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
  return buildApp(appOptionsOf(env));
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
