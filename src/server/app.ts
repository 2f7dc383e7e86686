import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { openDatabase, type Database, type Db } from './db/database';
import { defaultSeed, seedIfEmpty, type SeedKind } from './db/seed';
import { ChangeVersions } from './changes/change-versions';
import { listenForChanges } from './changes/change-listener';
import { registerErrorHandler } from './http/error-handler';
import { describeDocument, describeRoute } from './http/api-description';
import { registerEtags } from './http/etag';
import { registerInputGuard } from './http/input-guard';
import { registerJsonCompression } from './http/compress-json';
import { registerQueryCountHeader } from './http/query-count-header';
import { DEFAULT_RATE_LIMITS, registerSecurity, type RateLimits } from './http/security';
import { registerRequestSession } from './auth/request-session';
import { SessionStore } from './auth/session-store';
import { registerSameOriginWrites } from './http/same-origin';
import { SignInCodeHasher } from './modules/auth/codes';
import type { SignInConfig } from './modules/auth/service';
import { logGateway, type SmsGateway } from './sms/gateway';
import { SIGN_IN_CODE } from '../shared/domain/sign-in-policy';
import { apiModules } from './modules/api-modules';
import { preparePhotoFiles } from './modules/bookings/photo-files';
import { DEFAULT_UPLOAD_DIR } from './uploads/receive-form';
import { FilePhotoStore, defaultPhotoDir } from './modules/photos/photo-store';
import { WorkQueue } from './uploads/work-queue';
import { Outbox, type OutboxOptions } from './outbox/outbox';
import { scheduleRetentionSweep } from './modules/privacy/retention';
import { PUSH_SERVICE_HOSTS, throwawayVapidKeys, type PushConfig } from './notifications/push-config';
import { PushSender } from './notifications/push-sender';
import { Alerts } from './notifications/alerts';
import type { SmsTemplateIds } from './sms/templates';
import type { EffectContext } from './outbox/effect-kind';
import { loggerOptions, type LogStream } from './ops/request-log';
import { AppMetrics } from './ops/metrics';
import { registerOperations, watchOperations } from './ops/register-ops';
import { SHEDDING_OFF, type SheddingOptions } from './http/load-shedding';
import { registerHealthRoutes, type Readiness } from './ops/readiness';
import { schedulePayoutRun } from './modules/payments/payouts';
import type { PayoutMethod } from '../shared/payments/payout-state';
import { scheduleWeeklyStatements } from './modules/payments/weekly-statement';
import { paymentsOf, registerPaymentRoutes } from './payments/app-payments';
import type { PaymentGatewayConfig } from './payments/gateway';
import type { TestGateway } from './payments/test-gateway';
import type { Payments } from './modules/payments/after-commit';
import { serveClient, type ClientOptions } from './pages/serve-client';
import { IdentityNumberHasher } from './modules/onboarding/identity-number-hash';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    versions: ChangeVersions;
    sessions: SessionStore;
    /** Personas, the persona switch and the "Demo" badge (ADR 016). */
    demoMode: boolean;
    signIn: SignInConfig;
    photoQueue: WorkQueue;
    /** Booking photos' bytes, as files (ADR 022). */
    photoStore: FilePhotoStore;
    /** Side effects recorded in a write's transaction and delivered after commit (ADR 051). */
    outbox: Outbox;
    /** Web Push: the server's VAPID identity and the push services it sends to. */
    push: PushConfig;
    /** The process's Prometheus metrics (served by ops/metrics-listener.ts). */
    metrics: AppMetrics;
    /** What /readyz answers from; shutdown begins through it. */
    readiness: Readiness;
    /** The payment gateway and the payment work done after commit (ADR 072). */
    payments: Payments;
    /** The embedded test gateway, when no gateway keys are set (ADR 072). */
    testGateway: TestGateway | null;
    /** Keyed hashes of identity-document numbers: one document, one account (ADR 101). */
    identityNumbers: IdentityNumberHasher;
  }
}

export interface AppOptions extends ClientOptions {
  /** PostgreSQL instead of PGlite when set. */
  databaseUrl?: string;
  /** PGlite's folder, or 'memory://' for a throw-away database. */
  dataDir?: string;
  /** PGlite only: start from this dump of a database (the tests' migrated, seeded template). */
  loadDataDir?: Blob;
  /** Signs the session cookie; at least 32 characters. */
  sessionSecret?: string;
  /** Earlier session secrets (SESSION_SECRET_PREVIOUS): their cookies are still taken, and signed again with sessionSecret. */
  previousSessionSecrets?: string[];
  /** Keys the hashes of identity-document numbers (IDENTITY_NUMBER_KEY); never changes once documents are submitted. */
  identityNumberKey?: string;
  logLevel?: string;
  /** Where the JSON log lines go (default standard output); a test captures them. */
  logStream?: LogStream;
  /** What to seed into an empty database (seed.ts): default the demo in demo mode, else the catalogue only. */
  seed?: SeedKind | false;
  /** Believe X-Forwarded-* from these proxies (Fastify trustProxy); off by default. See env.ts TRUST_PROXY. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Requests per minute per account (signed in) or address; false turns limits off (load tests). */
  rateLimits?: RateLimits | false;
  /** Photo uploads decoded at once and waiting; more are refused with 503 (default PHOTO_QUEUE). */
  photoQueue?: { concurrency: number; maxWaiting: number };
  /** Where uploads are streamed to before they are checked (default: the system's temporary folder). */
  uploadDir?: string;
  /**
   * The photo store's folder (ADR 022); every process serving one database must share it. Default:
   * `<dataDir>/photos`, or a throw-away folder (removed on close) with an in-memory database.
   */
  photoDir?: string;
  /**
   * Demo mode: the persona switch works and a visitor acts as the first customer. Default on, as
   * for the embedded demo and the tests; server.ts decides from DEMO_MODE / DATABASE_URL (env.ts demoModeOf).
   */
  demoMode?: boolean;
  /** Where sign-in codes and the outbox's SMS are sent (default: the server log). */
  sms?: SmsGateway;
  /** DLT template ids of the SMS events (SMS_TEMPLATE_IDS). */
  smsTemplates?: SmsTemplateIds;
  /** Whether this process delivers the outbox's effects, and how often it looks (ADR 051). */
  outbox?: OutboxOptions;
  /** Web Push (docs/notifications.md); default: keys made for this process, the real push services, http://localhost:3000. */
  push?: Partial<PushConfig>;
  /** Sign-in code requests per address per 10 minutes (default SIGN_IN_CODE.defaultPerAddress). */
  signInCodesPerAddress?: number;
  /** Each /api answer carries its request's database statement count (load benches only). */
  countQueriesPerRequest?: boolean;
  /**
   * The payment gateway (PAYMENT_* in env.ts). Without it the embedded test gateway is mounted at
   * /test-gateway and called in this process (ADR 072).
   */
  payments?: PaymentGatewayConfig;
  /** PAYOUTS_BY (ADR 068): RazorpayX's payout API or a bank bulk-transfer file; unset, the API when the gateway can pay out, else the file. */
  payoutsBy?: PayoutMethod;
  /** How often open payment orders nobody heard back about are checked with the gateway (default 5 minutes; 0: never). */
  paymentCheckMs?: number;
  /** Reads refused under event-loop lag (ADR 096); default off: server.ts turns it on from LOAD_SHED_* (env.ts). */
  shedding?: SheddingOptions;
}

/** One upload's photos are decoded at a time (one libvips thread), four more uploads may wait. */
export const PHOTO_QUEUE = { concurrency: 1, maxWaiting: 4 };

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const dataDir = options.dataDir ?? 'memory://';
  const metrics = new AppMetrics();
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir, loadDataDir: options.loadDataDir, onStatement: metrics.observeStatement });
  const seed = options.seed ?? defaultSeed(options.demoMode);
  if (seed !== false) await seedIfEmpty(database.db, seed);
  const photoDir = options.photoDir ?? (dataDir === 'memory://' ? null : defaultPhotoDir(dataDir));
  const photoStore = new FilePhotoStore(photoDir ?? (await fs.promises.mkdtemp(path.join(os.tmpdir(), 'gaadicare-photos-'))));
  await preparePhotoFiles(database.db, photoStore);

  const app = Fastify({
    ...loggerOptions(options.logLevel ?? 'info', options.logStream),
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    // Registering every route compiles its schemas; on a slow or busy machine that outlasts Fastify's 10 s default.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const sessionSecret = options.sessionSecret ?? 'gaadicare-development-only-secret-0000';
  app.decorate('identityNumbers', new IdentityNumberHasher(options.identityNumberKey ?? 'gaadicare-development-only-identity-key-0'));
  app.decorate('database', database);
  app.decorate('db', database.db);
  // Shared through the database, so any number of processes on one PostgreSQL answer as one (ADR 018).
  const versions = new ChangeVersions(database.kind === 'postgres');
  await versions.load(database.db);
  app.decorate('versions', versions);
  const sessions = new SessionStore(database.db, Date.now, versions);
  if (options.databaseUrl) {
    const stopListening = await listenForChanges(options.databaseUrl, database.db, versions, app.log);
    app.addHook('onClose', stopListening);
  }
  app.decorate('sessions', sessions);
  app.decorate('demoMode', options.demoMode ?? true);
  const sms = options.sms ?? logGateway;
  const push: PushConfig = {
    vapid: options.push?.vapid ?? throwawayVapidKeys(),
    allowedHosts: options.push?.allowedHosts ?? PUSH_SERVICE_HOSTS,
    publicUrl: options.push?.publicUrl ?? 'http://localhost:3000',
  };
  app.decorate('push', push);
  app.decorate('metrics', metrics);
  const { payments, testGateway } = paymentsOf(app, database.db, versions, metrics, options);
  app.decorate('payments', payments);
  app.decorate('testGateway', testGateway);
  const effectContext: EffectContext = {
    db: database.db,
    sms,
    smsTemplates: options.smsTemplates ?? {},
    push: new PushSender(push.vapid),
    publicUrl: push.publicUrl,
    log: app.log,
    countDelivery: metrics.countDelivery,
    payments,
  };
  const outbox = await Outbox.start(database.connection, effectContext, options.outbox);
  // The alerts record pushes through the outbox that delivers them: given to its deliveries once it runs.
  effectContext.alerts = new Alerts(database.db, versions, outbox);
  app.decorate('outbox', outbox);
  const readiness = watchOperations(app, metrics, database, outbox);
  app.decorate('signIn', {
    sms,
    hasher: new SignInCodeHasher(sessionSecret),
    perAddress: options.signInCodesPerAddress ?? SIGN_IN_CODE.defaultPerAddress,
  });
  app.decorate('uploadDir', options.uploadDir ?? DEFAULT_UPLOAD_DIR);
  app.decorate(
    'photoQueue',
    new WorkQueue({
      ...(options.photoQueue ?? PHOTO_QUEUE),
      retryAfterSeconds: 10,
      busyMessage: 'Photos are being processed for other uploads. Please try again in a few seconds.',
    }),
  );
  app.decorate('photoStore', photoStore);
  await scheduleRetentionSweep(outbox, { db: database.db, versions, photoStore, outbox, sessions }, app.log);
  await schedulePayoutRun(outbox, payments, database.db, app.log);
  await scheduleWeeklyStatements(outbox, { db: database.db, versions, outbox }, app.log);
  app.addHook('onClose', async () => {
    // Before the database: deliveries under way finish (or are handed back) while it is open.
    await outbox.stop();
    await database.close();
    if (!photoDir) await fs.promises.rm(photoStore.dir, { recursive: true, force: true });
  });

  await registerOperations(app, metrics, options.shedding ?? SHEDDING_OFF);
  if (options.countQueriesPerRequest) registerQueryCountHeader(app);
  registerErrorHandler(app);
  registerInputGuard(app);
  await app.register(cookie, { secret: [sessionSecret, ...(options.previousSessionSecrets ?? [])] });
  // Before the security hooks: a 304 made from an ETag is stripped of their headers like any other.
  registerEtags(app);
  registerSameOriginWrites(app);
  // Before the rate limits, which key on the signed-in account.
  registerRequestSession(app, sessions, app.demoMode);
  const redis = await registerSecurity(app, options.rateLimits ?? DEFAULT_RATE_LIMITS);
  if (redis) readiness.add({ name: 'redis', probe: async () => void (await redis.ping()) });
  registerHealthRoutes(app, readiness);
  // After the ETag hook: ETags are made from the uncompressed answer.
  registerJsonCompression(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'GaadiCare API', version: '1.0.0', description: 'Doorstep vehicle care marketplace, Bangalore' },
    },
    transform: describeRoute,
    transformObject: describeDocument as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  for (const module of apiModules) await app.register(module, { prefix: '/api' });
  await registerPaymentRoutes(app, testGateway, options.paymentCheckMs ?? 5 * 60_000);

  await serveClient(app, options);

  await app.ready();
  return app;
}
