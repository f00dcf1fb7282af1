import cluster from 'node:cluster';
import pino from 'pino';
import { logSerializers } from './lib/log-serializers';
import { startApiProcesses } from './api-processes';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoRegistry } from './db/seed';
import { backfillBatchFingerprints } from './services/issuances/backfill-batch-fingerprints';
import { startExpireActionsJob } from './jobs/expire-actions-job';
import { startExpireUnitsJob } from './jobs/expire-units-job';
import { startPublishPublicEventsJob } from './jobs/publish-public-events-job';
import { startSealEventsJob } from './jobs/seal-events-job';
import { startNotificationsJob } from './jobs/notifications-job';
import { startForgetAnswersJob } from './jobs/forget-answers-job';
import { startFollowPeersJob } from './jobs/follow-peers-job';
import { startWebhooksJob } from './jobs/webhooks-job';
import { startMetricsServer } from './metrics/metrics-server';
import { answerMetricsRequestsOfThePrimary, sendLastMetricsToThePrimary } from './metrics/cluster-metrics';
import { stopTakingConnections } from './stop-taking-connections';

// Starts one registry process: configuration, database, migrations, demo data, then the HTTP server.
// Several processes may start together on one PostgreSQL: migrations and the seed take advisory locks.

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel, serializers: logSerializers });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    databaseReadUrl: config.databaseReadUrl,
    dataDir: config.dataDir,
  });
  // An idle connection lost (the database restarted): the pool replaces it on the next query; noted only.
  database.pool?.on('error', (error) => logger.warn({ err: error }, 'a database connection was lost'));
  logger.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    'database open',
  );

  await migrateDatabase(database);
  const fingerprints = await backfillBatchFingerprints(database.db);
  if (fingerprints.filled + fingerprints.left > 0) {
    // Left: issuances holding a batch an older one already held (a double issuance from before decision 096).
    logger.info(fingerprints, 'batch fingerprints written for issuances submitted before they were kept');
  }
  if (config.seedDemo) {
    const { seeded } = await seedDemoRegistry(database.db);
    if (seeded)
      logger.info('demo registry seeded (SEED_DEMO=true, or a PUBLIC_URL on this machine: decision 103)');
  }

  const app = await buildApp({ config, database, logger });
  const stopExpiringActions = startExpireActionsJob(app);
  const stopSealingEvents = startSealEventsJob(app);
  const stopExpiringUnits = startExpireUnitsJob(app);
  const stopPublishing = startPublishPublicEventsJob(app);
  const stopNotifying = startNotificationsJob(app);
  const stopForgetting = startForgetAnswersJob(app);
  const stopFollowingPeers = startFollowPeersJob(app);
  const stopWebhooks = startWebhooksJob(app);
  app.addHook('onClose', async () => {
    // Each job's run under way ends before the database closes under it.
    await Promise.all([
      stopExpiringActions(),
      stopSealingEvents(),
      stopExpiringUnits(),
      stopPublishing(),
      stopNotifying(),
      stopForgetting(),
      stopFollowingPeers(),
      stopWebhooks(),
    ]);
    await database.close();
  });

  // One process serves its own metrics; API_PROCESSES' workers answer the primary's, which serves them all.
  const closeMetrics = cluster.isWorker
    ? () => Promise.resolve()
    : await startMetricsServer(config.metrics, app.metrics.registry, logger);
  app.addHook('onClose', () => closeMetrics());

  const stop = (signal: NodeJS.Signals) => {
    if (app.stopping) return;
    app.stopping = true;
    app.log.info(
      { signal, graceMs: config.shutdownGraceMs },
      'shutting down: finishing the requests in flight',
    );
    // Decision 118: requests in flight get SHUTDOWN_GRACE_MS; one stuck beyond must not keep the process up.
    const force = setTimeout(() => {
      app.log.error('requests still in flight after SHUTDOWN_GRACE_MS: exiting without them');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    // Decision 128: the open connections end by themselves first, then app.close() closes what is idle.
    stopTakingConnections(app.server, config.shutdownGraceMs)
      .then(() => app.close())
      .then(() => sendLastMetricsToThePrimary())
      .then(() => {
        app.log.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      issuer: config.oidc.issuer,
      environment: config.environment,
      version: config.buildVersion,
    },
    `SAFc Registry listening at ${config.publicUrl}`,
  );
}

function start(): Promise<void> {
  answerMetricsRequestsOfThePrimary();
  const config = loadConfig();
  if (cluster.isPrimary && config.apiProcesses > 1) {
    return startApiProcesses(config, pino({ level: config.logLevel }));
  }
  return main();
}

start().catch((error: unknown) => {
  console.error('The SAFc Registry could not start:', error);
  process.exit(1);
});
