import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadLogSigner, type LogSigner } from '../services/public-log/log-signer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public log's signer, loaded (or generated and stored) on first use and kept for the process. */
    logSigner(): Promise<LogSigner>;
  }
}

/** The public log's key (docs/decisions/011): configured, or generated on first start and stored with the data. */
async function publicLog(app: FastifyInstance): Promise<void> {
  let signer: Promise<LogSigner> | undefined;
  app.decorate('logSigner', () => {
    signer ??= loadLogSigner(app.database.db, app.config.publicLog);
    // A failed load (database away) is tried again on the next call rather than remembered.
    signer.catch(() => {
      signer = undefined;
    });
    return signer;
  });
}

export default fp(publicLog, { name: 'public-log', dependencies: ['app-context'] });
