import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { createDatabaseStorage } from './database-storage';
import { createFolderStorage, type FileStorage, type FileStorageKind } from './file-storage';

/** The store FILE_STORAGE names (decision 116): the registry's database, or the folder UPLOADS_DIR. */
export function fileStorageOf(
  config: Pick<AppConfig, 'fileStorage' | 'uploadsDir'>,
  database: Database,
  kind: FileStorageKind = config.fileStorage,
): FileStorage {
  return kind === 'folder' ? createFolderStorage(config.uploadsDir) : createDatabaseStorage(database.db);
}
