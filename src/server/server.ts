import { buildApp } from './app';
import { demoModeOf, loadOrCreateSessionSecret, parseEnv } from './env';
import { smsGatewayFrom } from './sms/gateway';

const env = parseEnv();
const app = await buildApp({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  photoDir: env.PHOTO_DIR,
  sessionSecret: env.SESSION_SECRET ?? loadOrCreateSessionSecret(env.DATA_DIR),
  logLevel: env.LOG_LEVEL,
  trustProxy: env.TRUST_PROXY,
  serveClient: true,
  demoMode: demoModeOf(env),
  sms: smsGatewayFrom(env),
  signInCodesPerAddress: env.OTP_REQUESTS_PER_ADDRESS,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`GaadiCare on ${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`}${demoModeOf(env) ? ', demo mode' : ''}`);
