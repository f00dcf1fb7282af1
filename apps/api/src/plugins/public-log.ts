import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadLogSigner, type LogSigner } from '../services/public-log/log-signer';
import { publishedStateReader, type PublishedStateReader } from '../services/public/published-state';
import { loadWitnessSigner, type WitnessSigner } from '../services/witness/witness-signer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public log's signer, loaded (or generated and stored) on first use and kept for the process. */
    logSigner(): Promise<LogSigner>;
    /** This registry's witness key (docs/decisions/100), loaded or generated like the log's. */
    witnessSigner(): Promise<WitnessSigner>;
    /** What the public side has published (last event, landing figures), shared by the public reads. */
    publishedState: PublishedStateReader;
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
  let witness: Promise<WitnessSigner> | undefined;
  app.decorate('witnessSigner', () => {
    witness ??= loadWitnessSigner(app.database.db, app.config.witness);
    witness.catch(() => {
      witness = undefined;
    });
    return witness;
  });
  const publishedState = publishedStateReader(app.database.read);
  app.decorate('publishedState', publishedState);
  app.addHook('onClose', async () => publishedState.close());
}

export default fp(publicLog, { name: 'public-log', dependencies: ['app-context'] });
