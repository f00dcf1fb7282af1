import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { storedFileParts } from '../db/schema';
import { checkStorageKey, FileMissingError, type FileStorage } from './file-storage';

/** A part of a stored file: large enough that a 10 MB document is 20 rows, small enough to hold one at a time. */
export const STORED_FILE_PART_BYTES = 512 * 1024;

/**
 * The default store (FILE_STORAGE=database, decision 116): the bytes in the registry's own database, table
 * stored_file_parts, so that every process on every machine reads what any of them stored, and a backup's one
 * snapshot holds them with the rows that name them. Writing sends each part as a view of the request's buffer
 * (no copy of the file); reading fetches one part per read of the stream, so a download never holds the file.
 */
export function createDatabaseStorage(db: Db): FileStorage {
  const readPart = async (key: string, part: number): Promise<Buffer | undefined> => {
    const [row] = await db
      .select({ bytes: storedFileParts.bytes })
      .from(storedFileParts)
      .where(and(eq(storedFileParts.storageKey, key), eq(storedFileParts.part, part)));
    return row ? Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) : undefined;
  };
  return {
    kind: 'database',
    async put(key, bytes, within = db) {
      checkStorageKey(key);
      // One transaction (the caller's, when given): a file is there whole or not at all.
      await inTransaction(within, async (tx) => {
        for (let part = 0, offset = 0; offset < bytes.length || part === 0; part += 1) {
          const end = Math.min(offset + STORED_FILE_PART_BYTES, bytes.length);
          await tx
            .insert(storedFileParts)
            .values({ storageKey: key, part, bytes: bytes.subarray(offset, end) });
          offset = end;
        }
      });
    },
    async get(key) {
      const parts: Buffer[] = [];
      for (let part = 0; ; part += 1) {
        const bytes = await readPart(checkStorageKey(key), part);
        if (!bytes) break;
        parts.push(bytes);
      }
      if (parts.length === 0) throw new FileMissingError(key);
      return Buffer.concat(parts);
    },
    async open(key) {
      const first = await readPart(checkStorageKey(key), 0);
      if (!first) throw new FileMissingError(key);
      return Readable.from(
        (async function* () {
          yield first;
          for (let part = 1; ; part += 1) {
            const bytes = await readPart(key, part);
            if (!bytes) return;
            yield bytes;
          }
        })(),
        { objectMode: false },
      );
    },
    async remove(key) {
      await db.delete(storedFileParts).where(eq(storedFileParts.storageKey, checkStorageKey(key)));
    },
  };
}
