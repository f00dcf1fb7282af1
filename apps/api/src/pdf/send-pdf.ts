import type { FastifyReply } from 'fastify';
import type { PdfDocument } from './pdf-document';

/** A file name safe in a Content-Disposition header: letters, digits, dot, dash and underscore. */
export const safePdfFileName = (name: string): string =>
  `${name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'document'}.pdf`;

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
