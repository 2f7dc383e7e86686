import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppMetrics } from './metrics';

export interface MetricsListener {
  port: number;
  close(): Promise<void>;
}

/**
 * `GET /metrics` in Prometheus' text format on a listener of its own (METRICS_PORT, on 127.0.0.1
 * unless METRICS_HOST says otherwise): apart from the app's port, so the public never reaches it.
 */
export async function startMetricsListener(metrics: AppMetrics, { port, host }: { port: number; host: string }): Promise<MetricsListener> {
  metrics.collectProcessMetrics();
  const server = http.createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is served here\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`The metrics could not be collected: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
