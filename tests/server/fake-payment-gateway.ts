import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { PaymentGatewayConfig } from '../../src/server/payments/gateway';
import { TestGateway } from '../../src/server/payments/test-gateway';

/**
 * The test gateway (src/server/payments/test-gateway.ts) on a port of its own, speaking Razorpay's
 * API over HTTP to the app's gateway adapter. Its webhooks go to the app named by `target()` (set
 * once the app is built), through the app's own webhook route.
 */
export interface FakePaymentGateway {
  gateway: TestGateway;
  config: PaymentGatewayConfig;
  /** Every request the fake took, as `METHOD path`. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFakePaymentGateway(target: () => FastifyInstance | undefined): Promise<FakePaymentGateway> {
  const secrets = { keyId: 'rzp_test_fake', keySecret: 'fake-key-secret-0123456789', webhookSecret: 'fake-webhook-secret-0123456789' };
  const gateway = new TestGateway({
    ...secrets,
    deliverWebhook: async (rawBody, headers) => {
      const app = target();
      if (!app) throw new Error('No app to deliver the webhook to');
      const res = await app.inject({ method: 'POST', url: '/api/payments/webhook', payload: rawBody, headers });
      if (res.statusCode >= 300) throw new Error(`webhook answered ${res.statusCode}: ${res.body}`);
    },
  });
  const server = Fastify({ logger: false });
  const requests: string[] = [];
  server.addHook('onRequest', async (request) => void requests.push(`${request.method} ${request.url.split('?')[0]}`));
  await server.register(gateway.plugin);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    gateway,
    config: { url, ...secrets, checkoutUrl: `${url}/checkout`, test: true },
    requests,
    close: () => server.close(),
  };
}
