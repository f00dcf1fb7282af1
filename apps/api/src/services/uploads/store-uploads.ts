import { createHash, randomUUID } from 'node:crypto';
import type { UploadPurpose } from '@safc/domain';
import type { Tx } from '../../db/client';
import { uploads } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { contentTypeOf, type AcceptedUpload } from './check-uploads';

export interface UploadOwner {
  purpose: UploadPurpose;
  uploadedBy: string;
  companyId?: string | null;
  accountId?: string | null;
  requestId?: string | null;
  ticketId?: string | null;
}

export interface StoredUpload {
  id: string;
  storageKey: string;
}

/**
 * Writes the bytes, then the rows, inside the caller's transaction. The keys written are pushed onto
 * `written` first, so the caller can remove them if the transaction rolls back (see withStoredFiles):
 * a refused or failed form leaves neither a row nor a file.
 */
export async function storeUploads(
  tx: Tx,
  storage: FileStorage,
  files: readonly AcceptedUpload[],
  owner: UploadOwner,
  written: string[],
): Promise<StoredUpload[]> {
  const stored: StoredUpload[] = [];
  for (const file of files) {
    const storageKey = `${owner.purpose}/${randomUUID()}`;
    written.push(storageKey);
    await storage.put(storageKey, file.bytes, tx);
    const [row] = await tx
      .insert(uploads)
      .values({
        purpose: owner.purpose,
        storageKey,
        originalName: file.name.slice(0, 255) || 'upload',
        contentType: contentTypeOf(file.detectedType),
        sizeBytes: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        uploadedBy: owner.uploadedBy,
        companyId: owner.companyId ?? null,
        accountId: owner.accountId ?? null,
        requestId: owner.requestId ?? null,
        ticketId: owner.ticketId ?? null,
      })
      .returning({ id: uploads.id, storageKey: uploads.storageKey });
    if (!row) throw new Error('storeUploads: the upload was not inserted');
    stored.push(row);
  }
  return stored;
}

/** Runs a transaction that stores files; if it fails, the files it wrote are gone again. */
export async function withStoredFiles<T>(
  storage: FileStorage,
  work: (written: string[]) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    return await work(written);
  } catch (error) {
    // A folder keeps what was written; the database store wrote the parts in the transaction rolled back.
    if (storage.kind === 'folder') await Promise.allSettled(written.map((key) => storage.remove(key)));
    throw error;
  }
}
