import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { createFolderMailer, createSmtpMailer, type Mailer } from '../mail/mailer';
import { PARALLEL_SENDS } from '../services/notifications/send-notifications';
import { fileStorageOf } from '../storage/file-storage-of';
import type { FileStorage } from '../storage/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** Uploaded files' bytes: the database by default, or a folder (FILE_STORAGE=folder). */
    storage: FileStorage;
    /** Invitation and notification e-mails. */
    mailer: Mailer;
  }
}

/**
 * Production sends through SMTP_URL (config.mail); development (and production without SMTP_URL, which
 * would otherwise lose every invitation) writes each message to DATA_DIR/mail, where a developer can
 * follow its links.
 */
function createMailer(app: FastifyInstance, config: AppConfig): Mailer {
  if (config.mail.smtpUrl) return createSmtpMailer(config.mail.smtpUrl, config.mail.from, PARALLEL_SENDS);
  if (config.environment === 'production' && !config.seedDemo)
    app.log.warn('SMTP_URL is not set: e-mails are written to DATA_DIR/mail and reach nobody');
  return createFolderMailer(path.join(config.dataDir, 'mail'), app.log);
}

/** What every route and service reaches through the app: configuration, database, file storage and mail. */
async function appContext(
  app: FastifyInstance,
  options: { config: AppConfig; database: Database },
): Promise<void> {
  app.decorate('config', options.config);
  app.decorate('database', options.database);
  app.decorate('storage', fileStorageOf(options.config, options.database));
  const mailer = createMailer(app, options.config);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close?.());
}

export default fp(appContext, { name: 'app-context' });
