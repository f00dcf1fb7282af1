// `npm run move-uploads`: moves every uploaded file into the store FILE_STORAGE names (database, the default,
// or folder) from the other one, for the registry the environment configures (DATA_DIR, DATABASE_URL,
// UPLOADS_DIR). Run it once, registry stopped, when an older registry's uploads folder should go into the
// database (decision 116); run again after an interruption, it finishes the move.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { fileStorageOf } from '../storage/file-storage-of';
import { moveUploads } from './move-uploads';

const config = loadConfig();
const to = config.fileStorage;
const from = to === 'database' ? 'folder' : 'database';
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  holder: 'npm run move-uploads',
});
try {
  // The table of stored files comes with a migration: a registry older than it is brought up to date first.
  await migrateDatabase(database);
  const result = await moveUploads(
    database.db,
    fileStorageOf(config, database, from),
    fileStorageOf(config, database, to),
  );
  console.log(
    `Moved ${result.moved} uploads (${result.bytes} bytes) from the ${from === 'folder' ? `folder ${config.uploadsDir}` : 'database'} ` +
      `into the ${to === 'folder' ? `folder ${config.uploadsDir}` : 'database'}` +
      (result.alreadyThere > 0 ? `; ${result.alreadyThere} were there already` : ''),
  );
} catch (error) {
  console.error(`Moving the uploads failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
