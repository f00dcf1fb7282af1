// `npm run restore <backup folder>`: restores a backup into the empty registry configured by the
// environment (DATA_DIR, DATABASE_URL, FILE_STORAGE, UPLOADS_DIR), then prints the checks; exit code 1 if one fails.
import path from 'node:path';
import { loadConfig } from '../config';
import { restoreBackup } from './restore-backup';

const source = process.argv[2];
if (!source) {
  console.error('Usage: npm run restore <backup folder>');
  process.exit(2);
}
const config = loadConfig();
try {
  const { manifest, database, checks, warnings } = await restoreBackup({
    source: path.resolve(source),
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    uploadsDir: config.uploadsDir,
    fileStorage: config.fileStorage,
    logSigningKey: config.publicLog.signingKey,
  });
  await database.close();
  console.log(
    `Restored the ${manifest.database} backup of ${manifest.createdAt} (migration ${manifest.migration.last ?? 'none'})`,
  );
  for (const check of checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
  for (const warning of warnings) console.warn(`Warning: ${warning}`);
  if (checks.some((check) => !check.ok)) process.exitCode = 1;
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
