import type { FastifyReply } from 'fastify';
import type { UploadFile } from '../../services/uploads/read-upload';

/**
 * Sends a stored document as a download. Its type is the one detected from its content at upload; the
 * file name is the uploader's, quoted for the header, and `attachment` keeps the browser from rendering it.
 */
export function sendDocument(reply: FastifyReply, file: UploadFile): FastifyReply {
  const asciiName = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('content-length', file.sizeBytes)
    .send(file.content);
}
