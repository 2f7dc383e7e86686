import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ChangeVersions } from '../changes/change-versions';
import type { Db } from '../db/database';
import { Payments } from '../modules/payments/after-commit';
import type { AppMetrics } from '../ops/metrics';
import type { PayoutMethod } from '../../shared/payments/payout-state';
import { PaymentGateway, type GatewayTransport, type PaymentGatewayConfig } from './gateway';
import { TEST_GATEWAY_PREFIX, TestGateway } from './test-gateway';

/** Open orders are checked with the gateway once they have been quiet this long. */
const PAYMENT_QUIET_MS = 10 * 60_000;

/**
 * The embedded test gateway's keys, made for this process (ADR 072). It runs in this process: the
 * adapter's calls reach it through the app itself (light-my-request), with the same requests and
 * answers as over HTTP. No real money moves; the checkout page says "Test payment".
 */
function embeddedGatewayConfig(): PaymentGatewayConfig {
  return {
    url: `http://localhost${TEST_GATEWAY_PREFIX}`,
    keyId: 'rzp_test_gaadicare_demo',
    keySecret: crypto.randomBytes(24).toString('hex'),
    webhookSecret: crypto.randomBytes(24).toString('hex'),
    checkoutUrl: `${TEST_GATEWAY_PREFIX}/checkout`,
    // The test gateway's own platform account: the demo's payouts move no real money.
    payoutAccountNumber: '7878780080316316',
    test: true,
  };
}

/** The embedded test gateway's calls, answered by this app's own /test-gateway routes. */
function inProcessTransport(app: FastifyInstance): GatewayTransport {
  return async ({ method, url, headers, body }) => {
    const res = await app.inject({ method, url: new URL(url).pathname, headers, ...(body === undefined ? {} : { payload: body }) });
    return { status: res.statusCode, text: res.body };
  };
}

/** The scheduled check for missed webhooks: open orders quiet for a while are asked after at the gateway. */
function registerPaymentCheck(app: FastifyInstance, everyMs: number): void {
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (app.outbox.delivers) void app.payments.reconcileStale(PAYMENT_QUIET_MS).catch((error: unknown) => app.log.warn({ err: error }, 'The payment check failed'));
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * The app's payments: through the gateway whose keys are configured, or (the demo, no keys) the
 * embedded test gateway. Outside demo mode without keys nobody pays online: the gateway is off.
 */
export function paymentsOf(
  app: FastifyInstance,
  db: Db,
  versions: ChangeVersions,
  metrics: AppMetrics,
  options: { payments?: PaymentGatewayConfig; demoMode?: boolean; payoutsBy?: PayoutMethod },
): { payments: Payments; testGateway: TestGateway | null } {
  const gatewayConfig: PaymentGatewayConfig = options.payments ?? embeddedGatewayConfig();
  // The test gateway takes no real money: outside demo mode without keys nobody pays online.
  const embedded = !options.payments && (options.demoMode ?? true);
  const gateway = new PaymentGateway(gatewayConfig, app.log, options.payments ? undefined : inProcessTransport(app), Boolean(options.payments) || embedded);
  const payments = new Payments(db, versions, gateway, app.log, (state) => metrics.payments.inc({ state }), options.payoutsBy);
  const testGateway = !embedded
    ? null
    : new TestGateway({
        keyId: gatewayConfig.keyId,
        keySecret: gatewayConfig.keySecret,
        webhookSecret: gatewayConfig.webhookSecret,
        deliverWebhook: async (rawBody, headers) => {
          const res = await app.inject({ method: 'POST', url: '/api/payments/webhook', payload: rawBody, headers });
          if (res.statusCode >= 300) throw new Error(`The webhook was answered ${res.statusCode}`);
        },
      });
  return { payments, testGateway };
}

/** The embedded test gateway's pages and API (when it runs), and the scheduled check for missed webhooks. */
export async function registerPaymentRoutes(app: FastifyInstance, testGateway: TestGateway | null, checkEveryMs: number): Promise<void> {
  if (testGateway) await app.register(testGateway.plugin, { prefix: TEST_GATEWAY_PREFIX });
  registerPaymentCheck(app, checkEveryMs);
}
