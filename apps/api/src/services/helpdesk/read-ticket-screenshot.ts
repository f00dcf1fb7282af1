import type { Readable } from 'node:stream';
import { and, eq, isNotNull } from 'drizzle-orm';
import { uploads } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { requireAdministrator, type Caller, type Registry } from '../users/caller';

/** GET /api/helpdesk/tickets/{id}/screenshots/{uploadId}: the picture itself, for administrators. */
export async function readTicketScreenshot(
  registry: Registry,
  caller: Caller,
  ticketId: string,
  uploadId: string,
): Promise<{ contentType: string; sizeBytes: number; content: Readable }> {
  requireAdministrator(caller, 'Only registry administrators read helpdesk tickets');
  const [file] = await registry.db
    .select({
      storageKey: uploads.storageKey,
      contentType: uploads.contentType,
      sizeBytes: uploads.sizeBytes,
    })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.ticketId, ticketId), isNotNull(uploads.ticketId)));
  if (!file) throw AppError.notFound('Screenshot not found');
  return {
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    content: await registry.storage.open(file.storageKey),
  };
}
