import type { Readable } from 'node:stream';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { FileStorage } from '../../storage/file-storage';

export interface UploadFile {
  name: string;
  contentType: string;
  sizeBytes: number;
  /** The bytes, a part at a time from the storage (never the whole file in memory). */
  content: Readable;
}

/**
 * The bytes of one document, only through the thing it belongs to (`owner`: its request, company or
 * account, which the caller was already allowed to see). A document of something else answers 404.
 */
export async function readUpload(
  db: Db,
  storage: FileStorage,
  uploadId: string,
  owner: SQL,
): Promise<UploadFile> {
  const [upload] = await db
    .select({
      name: uploads.originalName,
      contentType: uploads.contentType,
      sizeBytes: uploads.sizeBytes,
      storageKey: uploads.storageKey,
    })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), owner));
  if (!upload) throw AppError.notFound('Document not found');
  const { storageKey, ...file } = upload;
  return { ...file, content: await storage.open(storageKey) };
}
