import type { FastifyReply } from 'fastify';
import type { PdfDocument } from './pdf-document';

/**
 * A file name safe in a Content-Disposition header: letters, digits, dot, dash and underscore, one dash where
 * anything else was ("2026 - 中国国际航空 Air China" reads "2026-Air-China").
 */
export const safePdfFileName = (name: string): string =>
  `${
    name
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '') || 'document'
  }.pdf`;

/**
 * Streams a drawn document as the answer: pages leave as pdfkit writes them, so memory does not grow with
 * the document. Ends the document.
 */
export function sendPdf(reply: FastifyReply, doc: PdfDocument, fileName: string): FastifyReply {
  doc.end();
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${safePdfFileName(fileName)}"`)
    .header('cache-control', 'private, no-store')
    .send(doc);
}
