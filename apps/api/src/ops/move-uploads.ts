import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import { FileMissingError, type FileStorage } from '../storage/file-storage';

export interface MovedUploads {
  /** Files written into the target store. */
  moved: number;
  /** Files found in the target already (a move that stopped half-way and was run again). */
  alreadyThere: number;
  bytes: number;
}

/**
 * Moves the file of every upload row from one store to another (decision 116): the folder of a registry that
 * ran before files lived in the database into the database, or back. Each file is checked against its row's
 * size and SHA-256 before it is written and removed from the source only once the target holds it, so a move
 * stopped at any point is run again and ends the same; `keepSource` copies instead (a restore from a backup
 * folder). A file missing from both stores, or one that does not match its row, stops the move with its key;
 * `unchecked` copies what there is as it is, for a restore, whose own checks then name what is wrong.
 */
export async function moveUploads(
  db: Db,
  from: FileStorage,
  to: FileStorage,
  options: { keepSource?: boolean; unchecked?: boolean } = {},
): Promise<MovedUploads> {
  const rows = await db
    .select({ storageKey: uploads.storageKey, sizeBytes: uploads.sizeBytes, sha256: uploads.sha256 })
    .from(uploads)
    .orderBy(uploads.storageKey);
  const result: MovedUploads = { moved: 0, alreadyThere: 0, bytes: 0 };
  for (const row of rows) {
    const bytes = await readIfThere(from, row.storageKey);
    if (!bytes && options.unchecked) continue;
    if (!bytes) {
      const there = await readIfThere(to, row.storageKey);
      if (!there) throw new Error(`${row.storageKey} is in neither store: restore it from a backup`);
      checkBytes(row, there, 'in the target store');
      result.alreadyThere += 1;
      continue;
    }
    if (!options.unchecked) checkBytes(row, bytes, 'in the source store');
    // A copy left half-written by a stopped move (folder) or whole (database) is replaced.
    await to.remove(row.storageKey);
    await to.put(row.storageKey, bytes);
    if (!options.keepSource) await from.remove(row.storageKey);
    result.moved += 1;
    result.bytes += bytes.length;
  }
  return result;
}

async function readIfThere(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  try {
    return await storage.get(key);
  } catch (error) {
    if (error instanceof FileMissingError) return undefined;
    throw error;
  }
}

function checkBytes(
  row: { storageKey: string; sizeBytes: number; sha256: string },
  bytes: Buffer,
  where: string,
) {
  if (bytes.length !== row.sizeBytes || createHash('sha256').update(bytes).digest('hex') !== row.sha256)
    throw new Error(`${row.storageKey} ${where} does not match its size and SHA-256: the move stops here`);
}
