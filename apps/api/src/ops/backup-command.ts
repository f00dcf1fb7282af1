// `npm run backup [folder]`: writes a backup of the registry configured by the environment (DATA_DIR,
// DATABASE_URL, FILE_STORAGE, UPLOADS_DIR) into a new folder, by default backups/<database>-<time> at the repository root.
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { fileStorageOf } from '../storage/file-storage-of';
import { writeBackup } from './write-backup';

const config = loadConfig();
const stamp = new Date().toISOString().replaceAll(':', '-').replace(/\..*/, 'Z');
const target = path.resolve(
  process.argv[2] ??
    path.join(config.dataDir, '..', 'backups', `${config.databaseUrl ? 'postgres' : 'pglite'}-${stamp}`),
);
let database: Database;
try {
  // On PGlite this takes DATA_DIR's lock: refused, naming the process, while the registry runs (decision 030).
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    holder: 'npm run backup',
  });
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
try {
  const { manifest, warnings } = await writeBackup({
    database,
    databaseUrl: config.databaseUrl,
    storage: fileStorageOf(config, database),
    target,
    logSigningKey: config.publicLog.signingKey,
  });
  console.log(`Backup written to ${target}`);
  console.log(
    `  ${manifest.database}, migration ${manifest.migration.last ?? 'none'}, ${manifest.events.count} events` +
      ` (head ${manifest.events.head ?? 'none'}), ${manifest.uploads.count} uploads (${manifest.uploads.bytes} bytes)`,
  );
  for (const warning of warnings) console.warn(`Warning: ${warning}`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
