import { createServer, type Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';

export interface MetricsSource {
  contentType: string;
  metrics(): Promise<string>;
}

/**
 * Prometheus' scrape address, GET /metrics on METRICS_HOST:METRICS_PORT (decision 117): a listener of its own,
 * never the registry's public port, so that the figures reach only who can reach that address (loopback by
 * default). Anything else answers 404. Port 0 leaves it off. Resolves with a function that closes it.
 */
export async function startMetricsServer(
  { host, port }: { host: string; port: number },
  source: MetricsSource,
  logger: Pick<Logger, 'info' | 'error'> | FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (port === 0) return () => Promise.resolve();
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    source.metrics().then(
      (text) => response.writeHead(200, { 'content-type': source.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected\n');
      },
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
  } catch (error) {
    // The registry serves without its metrics rather than not at all (another registry on the port, say).
    logger.error(
      { err: error, host, port },
      'the metrics port could not be opened: no metrics from this process',
    );
    return () => Promise.resolve();
  }
  logger.info({ host, port }, `metrics at http://${host}:${port}/metrics`);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}
